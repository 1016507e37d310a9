import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTranslator, type Catalogue, type Locale, type Params } from './i18n.ts';

export type { Locale, Params } from './i18n.ts';

/** X-Locale picks the language of messages; anything else (or nothing) falls back to English (contract decision). */
export function localeOf(request: FastifyRequest): Locale {
  return request.headers['x-locale'] === 'ar' ? 'ar' : 'en';
}

/**
 * Every API answer may depend on X-Locale (names, messages): a browser or proxy keeping one (packages are cacheable
 * for minutes) must keep one per language, or a language switch gets the other language's answer back.
 */
export function varyByLanguage(api: FastifyInstance) {
  api.addHook('onSend', async (_request, reply) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/(^|,)\s*(x-locale|\*)\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, X-Locale` : 'X-Locale');
  });
}

/**
 * The server's own messages. Machine keys the client translates itself (invalid_creds, used_phone_number,
 * otp-error, recaptcha-error, invalid-file-size, ...) are NOT here: they go out unchanged in every language.
 */
const serverMessages = {
  invalidData: { en: 'The given data was invalid.', ar: 'البيانات المدخلة غير صالحة.' },
  malformedJson: { en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' },
  unsupportedMediaType: { en: 'This content type is not supported here.', ar: 'نوع المحتوى هذا غير مدعوم هنا.' },
  payloadTooLarge: { en: 'The request body is too large.', ar: 'حجم الطلب كبير جدًا.' },
  badRequest: { en: 'The request could not be read.', ar: 'تعذرت قراءة الطلب.' },
  malformedMultipart: { en: 'The form data could not be read.', ar: 'تعذرت قراءة بيانات النموذج.' },
  invalidCharacters: { en: 'This text contains characters that are not allowed.', ar: 'يحتوي هذا النص على رموز غير مسموح بها.' },
  notFound: { en: 'Not found.', ar: 'غير موجود.' },
  forbidden: { en: 'This action is unauthorized.', ar: 'غير مسموح لك بهذا الإجراء.' },
  notImplemented: { en: 'Not implemented.', ar: 'غير متاح بعد.' },
  eventStreamOnly: { en: 'This resource is only available as text/event-stream.', ar: 'هذا المورد متاح فقط بصيغة text/event-stream.' },
  serviceUnavailable: { en: 'The service is briefly unavailable. Please try again in a moment.', ar: 'الخدمة غير متاحة مؤقتًا. حاول مرة أخرى بعد قليل.' },
  metricsTokenRequired: {
    en: 'The metrics are read with the bearer token configured for them.',
    ar: 'تُقرأ المقاييس باستخدام رمز الوصول المخصص لها.',
  },
  serverError: { en: 'Something went wrong on our side. Please try again later.', ar: 'حدث خطأ لدينا. حاول مرة أخرى لاحقًا.' },
  throttledBriefly: { en: 'Too many requests. Please slow down and try again in a moment.', ar: 'طلبات كثيرة جدًا. تمهّل وحاول مرة أخرى بعد قليل.' },
  throttled: { en: 'Too many attempts. Please try again in 5 minutes.', ar: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد ٥ دقائق.' },
  userExists: { en: 'User already exists.', ar: 'المستخدم موجود بالفعل.' },
  emailTaken: { en: 'The email has already been taken.', ar: 'البريد الإلكتروني مستخدم بالفعل.' },
  otpSent: { en: 'otp_sent', ar: 'otp_sent' },
  invalidOtp: { en: 'The code is invalid or has expired.', ar: 'الرمز غير صحيح أو انتهت صلاحيته.' },
  passwordReset: { en: 'Password reset.', ar: 'تمت إعادة تعيين كلمة المرور.' },
  verificationEmailSent: { en: 'Verification e-mail sent.', ar: 'تم إرسال رسالة التحقق.' },
  emailAlreadyVerified: { en: 'Your e-mail address is already verified.', ar: 'بريدك الإلكتروني مؤكد بالفعل.' },
  noEmail: { en: 'Your account has no e-mail address.', ar: 'لا يوجد بريد إلكتروني في حسابك.' },
  resetInstructionsSent: {
    en: 'If an account uses this identifier, we have sent it instructions.',
    ar: 'إذا كان هناك حساب بهذا المعرّف فقد أرسلنا إليه التعليمات.',
  },
  nationalIdLocked: { en: 'The national ID is verified and cannot be changed.', ar: 'الرقم القومي مؤكد ولا يمكن تغييره.' },
  socialTokenInvalid: { en: 'The social login token is not valid.', ar: 'رمز تسجيل الدخول الاجتماعي غير صالح.' },
  smsUndeliverable: { en: 'This number cannot receive text messages. Check it, or use another.', ar: 'لا يمكن لهذا الرقم استقبال الرسائل النصية. تحقق منه أو استخدم رقمًا آخر.' },
  emailUndeliverable: { en: 'No mailbox accepts mail at this address. Check it, or use another.', ar: 'لا يوجد صندوق بريد يستقبل الرسائل على هذا العنوان. تحقق منه أو استخدم عنوانًا آخر.' },
  socialDisabled: { en: 'Social login is not configured.', ar: 'تسجيل الدخول الاجتماعي غير مفعّل.' },
  // Ajv keywords.
  type: { en: 'The value has the wrong type.', ar: 'نوع القيمة غير صحيح.' },
  format: { en: 'The value format is invalid.', ar: 'صيغة القيمة غير صحيحة.' },
  choice: { en: 'The selected value is invalid.', ar: 'القيمة المختارة غير صالحة.' },
  minimum: { en: 'The value must be at least {{limit}}.', ar: 'يجب ألا تقل القيمة عن {{limit}}.' },
  maximum: { en: 'The value may not be greater than {{limit}}.', ar: 'يجب ألا تزيد القيمة عن {{limit}}.' },
  minLength: { en: 'The value must be at least {{limit}} characters.', ar: 'يجب ألا يقل طول القيمة عن {{limit}} حرف.' },
  maxLength: { en: 'The value may not be longer than {{limit}} characters.', ar: 'يجب ألا يزيد طول القيمة عن {{limit}} حرف.' },
  unknownField: { en: 'This field is not allowed.', ar: 'هذا الحقل غير مسموح به.' },
  invalid: { en: 'The value is invalid.', ar: 'القيمة غير صالحة.' },
} as const satisfies Catalogue;

export type MessageKey = keyof typeof serverMessages;

/** The platform's messages and the domain's (createTranslator adds the domain's resources). */
const translate = createTranslator({ server: serverMessages });

export function message(key: MessageKey, locale: Locale, params?: Params): string {
  return translate('server', key, locale, params);
}

/** Messages of @hadaf/domain's validators ('validation.phone.invalid', ...) in the request's language, plural-aware. */
export function domainMessage(key: string, locale: Locale, params?: Params): string {
  return translate('domain', key, locale, params);
}
