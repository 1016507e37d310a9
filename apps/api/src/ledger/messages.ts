import { catalogueTranslator, type Catalogue } from '../platform/http/i18n.ts';

/** The ledger's wording in both languages: voucher answers and the wallet's transaction descriptions. */
const ledgerMessages = {
  // platform §8: promo code failures.
  redeemedVoucher: { en: 'This code has been redeemed before.', ar: 'تم استخدام هذا الرمز من قبل.' },
  invalidVoucher: { en: 'Please make sure to enter a valid code.', ar: 'يُرجى التأكد من إدخال رمز صحيح.' },
  voucherCodeTaken: { en: 'A promo code with this text exists already.', ar: 'يوجد رمز ترويجي بهذا النص بالفعل.' },
  provider: { en: 'Hadaf', ar: 'هدف' },
  'kind.opening-balance': { en: 'Coins you held before the wallet history began', ar: 'عملات كانت لديك قبل بدء سجل المحفظة' },
  'kind.voucher': { en: 'Promo code {{code}}', ar: 'الرمز الترويجي {{code}}' },
  'kind.competition-join': { en: 'Entry fee: {{competition}}', ar: 'رسوم الاشتراك: {{competition}}' },
  'kind.competition-refund': { en: 'Refund: {{competition}}', ar: 'استرداد: {{competition}}' },
  'kind.competition-prize': { en: 'Prize: {{competition}}', ar: 'جائزة: {{competition}}' },
  'kind.prize-redemption': { en: 'Prize redeemed as coins', ar: 'جائزة مستبدلة بعملات' },
  'kind.competition-settle': { en: 'Settled: {{competition}}', ar: 'تسوية: {{competition}}' },
  'kind.referral-reward': { en: 'Reward for inviting a friend', ar: 'مكافأة دعوة صديق' },
  'kind.welcome-coins': { en: 'Welcome coins', ar: 'عملات ترحيبية' },
  'kind.correction': { en: 'Correction', ar: 'تصحيح' },
  'kind.package-purchase': { en: '{{package}} package', ar: 'باقة {{package}}' },
  'kind.prepaid-card': { en: 'Prepaid card', ar: 'كارت شحن' },
  'kind.referral-first-payment': { en: 'Reward: a friend you invited made their first payment', ar: 'مكافأة: صديق دعوته أتم أول عملية دفع' },
  'kind.store-order': { en: 'Store order #{{order}}: {{product}}', ar: 'طلب المتجر رقم {{order}}: {{product}}' },
  'kind.store-refund': { en: 'Refund of cancelled order #{{order}}', ar: 'استرداد الطلب الملغى رقم {{order}}' },
} as const satisfies Catalogue;

export type LedgerMessageKey = keyof typeof ledgerMessages;

/** The ledger's texts in the reader's language. */
export const ledgerMessage = catalogueTranslator('ledger', ledgerMessages);
