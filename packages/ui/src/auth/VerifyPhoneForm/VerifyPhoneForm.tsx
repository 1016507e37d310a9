import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { isPhoneTooLong, normalizePhone, validateOtp, validatePhone, type PhoneVerificationNotice } from '@hadaf/domain';
import { Alert, type AlertTone } from '../../primitives/Alert/Alert.tsx';
import { AuthHeading, LtrTextField, useValidationMessage } from '../AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { OtpInput } from '../../primitives/OtpInput/OtpInput.tsx';

/** The phone-verification machine's states (packages/domain machines/phone-verification). */
export type VerifyPhoneFormState = 'editing' | 'sending' | 'verifying' | 'throttled' | 'verified';
export type VerifyPhoneFormNotice = PhoneVerificationNotice;

const noticeTones: Record<VerifyPhoneFormNotice, AlertTone> = {
  otp_sent: 'success',
  used_phone_number: 'error',
  'otp-throttle': 'error',
  'otp-error': 'error',
  'send-failed': 'error',
};

export interface VerifyPhoneFormProps {
  /** The machine's state value. */
  state: VerifyPhoneFormState;
  /** After the first send the button reads Resend instead of Verify, and the code boxes show. */
  hasSentCode: boolean;
  phoneNumber: string;
  /** The digits typed so far. */
  code: string;
  /** The machine's notice (context.notice): otp_sent in green, the others in red. */
  notice?: VerifyPhoneFormNotice | null;
  /** The same as `notice` (for callers that name it error). */
  error?: VerifyPhoneFormNotice | null;
  /** PHONE_NUMBER_CHANGED, with Arabic-Indic digits, spaces and dashes normalised ("٠١٠ ١٢٣" → "010123"). */
  onPhoneNumberChange: (phoneNumber: string) => void;
  /** SEND_CODE; only called when the number is 11 digits starting with 01 (a longer one is refused as it is typed). */
  onSendCode: () => void;
  /** CODE_CHANGED. */
  onCodeChange: (code: string) => void;
  /** SUBMIT_CODE: called by itself when the sixth digit is typed, or by the submit button. */
  onSubmitCode: (code: string) => void;
  /** Leaves the verified screen (the app navigates onward). */
  onContinue?: () => void;
}

/** Phone verification: the number with its Verify/Resend button, then the 6-box code, then success. */
export function VerifyPhoneForm({
  state,
  hasSentCode,
  phoneNumber,
  code,
  notice: noticeProp,
  error,
  onPhoneNumberChange,
  onSendCode,
  onCodeChange,
  onSubmitCode,
  onContinue,
}: VerifyPhoneFormProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [phoneChecked, setPhoneChecked] = useState(false);
  const [codeChecked, setCodeChecked] = useState(false);
  const notice = noticeProp ?? error ?? null;
  const isBusy = state === 'sending' || state === 'verifying';
  const isThrottled = state === 'throttled';
  // A digit past the eleventh is refused at once, as it is typed; the other checks wait for Verify.
  const phoneError = phoneChecked || isPhoneTooLong(phoneNumber) ? message(validatePhone(phoneNumber)) : undefined;
  const codeError = codeChecked ? message(validateOtp(code)) : undefined;

  if (state === 'verified') {
    return (
      <div className="flex flex-col gap-4">
        <AuthHeading title={t('auth.verifyPhone.title')} className="mb-1" />
        <Alert tone="success">{t('auth.verifyPhone.verified')}</Alert>
        <p className="text-fg-muted">
          <bdi dir="ltr">{phoneNumber}</bdi>
        </p>
        <Button fullWidth onPress={onContinue}>
          {t('auth.verifyPhone.continue')}
        </Button>
      </div>
    );
  }

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPhoneChecked(true);
    if (isBusy || isThrottled || !validatePhone(phoneNumber).ok) return;
    onSendCode();
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCodeChecked(true);
    if (isBusy || isThrottled || !validateOtp(code).ok) return;
    onSubmitCode(code);
  };

  return (
    <div className="flex flex-col gap-4">
      <AuthHeading title={t('auth.verifyPhone.title')} description={t('auth.verifyPhone.description')} className="mb-1" />
      {notice && <Alert tone={noticeTones[notice]}>{t(`auth.verifyPhone.notice.${notice}`)}</Alert>}
      <Form validationBehavior="aria" onSubmit={sendCode} className="flex flex-col gap-3">
        <LtrTextField
          name="phone_number"
          label={t('auth.fields.phoneNumber')}
          description={t('auth.fields.phoneNumberDescription')}
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="01XXXXXXXXX"
          isRequired
          isDisabled={isBusy}
          value={phoneNumber}
          onChange={(value) => onPhoneNumberChange(normalizePhone(value))}
          isInvalid={phoneError !== undefined}
          errorMessage={phoneError}
        />
        <Button
          type="submit"
          variant={hasSentCode ? 'outline' : 'primary'}
          fullWidth
          isPending={state === 'sending'}
          isDisabled={state === 'verifying' || isThrottled}
        >
          {hasSentCode ? t('auth.verifyPhone.resend') : t('auth.verifyPhone.send')}
        </Button>
      </Form>
      {hasSentCode && (
        <form noValidate onSubmit={submitCode} className="flex flex-col gap-3 border-t border-border pt-4">
          <OtpInput
            name="otp"
            label={t('auth.fields.otp')}
            description={t('auth.verifyPhone.codeDescription')}
            value={code}
            onChange={(next) => {
              setCodeChecked(false);
              onCodeChange(next);
            }}
            onComplete={onSubmitCode}
            isRequired
            isDisabled={isBusy}
            isInvalid={codeError !== undefined || notice === 'otp-error'}
            errorMessage={codeError}
            className="[&_input]:size-10 sm:[&_input]:size-12"
          />
          <Button type="submit" fullWidth isPending={state === 'verifying'} isDisabled={state === 'sending' || isThrottled}>
            {t('auth.verifyPhone.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
