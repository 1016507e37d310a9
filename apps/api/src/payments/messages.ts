import { catalogueTranslator, type Catalogue } from '../platform/http/i18n.ts';

/** The payments' and store's wording in both languages. */
const paymentMessages = {
  packageNotFound: { en: 'This package is not available.', ar: 'هذه الباقة غير متاحة.' },
  cardNotFound: { en: 'This card is not saved to your account.', ar: 'هذه البطاقة غير محفوظة في حسابك.' },
  // platform §8: the card payment link failed.
  paymentLinkFailed: { en: 'Payment failed. Please try another card, or try again later.', ar: 'فشلت عملية الدفع. يُرجى تجربة بطاقة أخرى أو المحاولة لاحقًا.' },
  invalidPrepaidCard: { en: 'Please make sure to enter a valid card code.', ar: 'يُرجى التأكد من إدخال رمز كارت صحيح.' },
  usedPrepaidCard: { en: 'This card has been used before.', ar: 'تم استخدام هذا الكارت من قبل.' },
  referenceNotFound: { en: 'No such reference code.', ar: 'لا يوجد رمز مرجعي بهذا الرقم.' },
  referenceExpired: { en: 'This reference code has expired.', ar: 'انتهت صلاحية هذا الرمز المرجعي.' },
  referencePaid: { en: 'This reference code has been paid already.', ar: 'تم دفع هذا الرمز المرجعي بالفعل.' },
  'method.vodafone': { en: 'Vodafone Cash', ar: 'فودافون كاش' },
  'method.orange': { en: 'Orange Cash', ar: 'أورنج كاش' },
  'method.etisalat': { en: 'Etisalat Cash', ar: 'اتصالات كاش' },
  'method.aman': { en: 'Aman', ar: 'أمان' },
  'method.bank_wallet': { en: 'Bank wallet', ar: 'محفظة بنكية' },
  'method.card': { en: 'Card', ar: 'بطاقة بنكية' },
  productNotFound: { en: 'This product is not available.', ar: 'هذا المنتج غير متاح.' },
  notEnoughCoins: { en: 'You do not have enough coins for this product.', ar: 'ليس لديك عملات كافية لهذا المنتج.' },
  orderNotFound: { en: 'No such order.', ar: 'لا يوجد طلب بهذا الرقم.' },
  orderFinal: { en: 'A cancelled order cannot change.', ar: 'لا يمكن تغيير طلب ملغى.' },
  orderStep: { en: 'An order goes pending → confirmed → delivered, and only an undelivered one can be cancelled.', ar: 'يمر الطلب بمراحل: قيد الانتظار ← مؤكد ← تم التوصيل، ولا يُلغى إلا قبل التوصيل.' },
} as const satisfies Catalogue;

export type PaymentMessageKey = keyof typeof paymentMessages;

export const paymentMessage = catalogueTranslator('payments', paymentMessages);
