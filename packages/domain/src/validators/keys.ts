/**
 * Every message a validator can return, as a translation key of the `domain` namespace
 * (src/i18n/en.json and ar.json). Keys with a `count` param are pluralised.
 */
export const validationKeys = [
  'validation.required',
  'validation.phone.invalid',
  'validation.phone.tooLong',
  'validation.mobileCashPhone.length',
  'validation.nationalId.length',
  'validation.nationalId.century',
  'validation.nationalId.birthDate',
  'validation.nationalId.governorate',
  'validation.email.invalid',
  'validation.otp.invalid',
  'validation.password.tooShort',
  'validation.password.needsLetter',
  'validation.password.needsDigit',
  'validation.sameAs',
  'validation.file.invalid-file-size',
  'validation.file.invalid-file-format',
  'validation.scans.bothRequired',
  'validation.groupName.tooShort',
] as const;

export type ValidationKey = (typeof validationKeys)[number];
