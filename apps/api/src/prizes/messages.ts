import { catalogueTranslator, type Catalogue } from '../platform/http/i18n.ts';

/** The prizes' wording in both languages: redemption refusals, the admins' review, the rejection notice. */
const prizeMessages = {
  prizeNotFound: { en: 'Prize not found.', ar: 'الجائزة غير موجودة.' },
  notRedeemable: {
    en: 'This prize cannot be redeemed now: only a prize waiting for redemption or one whose request was rejected can be.',
    ar: 'لا يمكن استبدال هذه الجائزة الآن: يمكن استبدال الجائزة التي تنتظر الاستبدال أو التي رُفض طلبها فقط.',
  },
  alreadyProcessing: { en: 'This prize is already being processed.', ar: 'هذه الجائزة قيد المعالجة بالفعل.' },
  walletIssuerRequired: { en: 'Choose the wallet issuer.', ar: 'اختر جهة إصدار المحفظة.' },
  formsNotGenerated: { en: 'Get the forms and sign them before you submit.', ar: 'احصل على النماذج ووقّعها قبل الإرسال.' },
  unknownForm: { en: 'There is no form named “{{name}}” to sign.', ar: 'لا يوجد نموذج باسم «{{name}}» للتوقيع.' },
  unsignedForm: { en: 'Sign the form “{{name}}” too.', ar: 'وقّع النموذج «{{name}}» أيضًا.' },
  formsOutdated: {
    en: 'Your details changed after the forms were made. Get the forms again and sign them.',
    ar: 'تغيّرت بياناتك بعد إعداد النماذج. احصل على النماذج مرة أخرى ووقّعها.',
  },
  noPendingRequest: { en: 'This prize has no redemption request waiting for review.', ar: 'لا يوجد طلب استبدال لهذه الجائزة في انتظار المراجعة.' },
  alreadyApproved: { en: 'This redemption request was approved already.', ar: 'تمت الموافقة على طلب الاستبدال هذا بالفعل.' },
  alreadyRejected: { en: 'This redemption request was rejected already.', ar: 'رُفض طلب الاستبدال هذا بالفعل.' },
  notApprovedEWallet: {
    en: 'Only an approved E-Wallet redemption can be completed.',
    ar: 'لا يمكن إتمام إلا طلب استبدال معتمد بطريقة المحفظة الإلكترونية.',
  },
  rejectedTitle: { en: 'Prize redemption request rejected', ar: 'رُفض طلب استبدال الجائزة' },
  rejectedBody: {
    en: 'Your request to redeem {{prize}} was rejected. Check the reason and redeem it again.',
    ar: 'رُفض طلبك لاستبدال {{prize}}. راجع السبب واستبدلها مرة أخرى.',
  },
} as const satisfies Catalogue;

export type PrizeMessageKey = keyof typeof prizeMessages;

export const prizeMessage = catalogueTranslator('prizes', prizeMessages);
