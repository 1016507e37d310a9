import { catalogueTranslator, type Catalogue, type Locale } from '../platform/http/i18n.ts';

/** The competitions' wording in both languages (competitions §8 where the spec gives it). */
const competitionMessages = {
  notFound: { en: 'Competition not found.', ar: 'المسابقة غير موجودة.' },
  alreadyStarted: { en: 'This competition has already started.', ar: 'بدأت هذه المسابقة بالفعل.' },
  full: { en: 'This competition is full.', ar: 'اكتملت مقاعد هذه المسابقة.' },
  alreadyJoined: { en: 'You have already joined this competition.', ar: 'أنت مشترك في هذه المسابقة بالفعل.' },
  notJoined: { en: 'You have not joined this competition.', ar: 'أنت غير مشترك في هذه المسابقة.' },
  notOpen: { en: 'This competition is not open for joining.', ar: 'هذه المسابقة غير متاحة للاشتراك.' },
  cancelled: { en: 'This competition was cancelled.', ar: 'أُلغيت هذه المسابقة.' },
  needMoreCoins: { en: 'You need more coins!', ar: 'تحتاج إلى المزيد من العملات!' },
  cancelledTitle: { en: 'Competition cancelled', ar: 'أُلغيت المسابقة' },
  cancelledBody: {
    en: '{{name}} did not reach its minimum number of participants an hour before its start, so it was cancelled.',
    ar: 'لم تبلغ {{name}} الحد الأدنى من المشاركين قبل ساعة من بدايتها، فأُلغيت.',
  },
  cancelledRefundBody: {
    en: '{{name}} did not reach its minimum number of participants an hour before its start, so it was cancelled. Your {{coins}} coins are back in your wallet.',
    ar: 'لم تبلغ {{name}} الحد الأدنى من المشاركين قبل ساعة من بدايتها، فأُلغيت. عادت عملاتك ({{coins}}) إلى محفظتك.',
  },
  prizeTitle: { en: 'You won a prize!', ar: 'فزت بجائزة!' },
  prizeCorrectedTitle: { en: 'Your prize after a corrected result', ar: 'جائزتك بعد تصحيح نتيجة' },
  prizeBody: {
    en: 'You finished number {{rank}} in {{name}}. Your prize will be ready after the results are reviewed.',
    ar: 'أنهيت {{name}} في المركز {{rank}}. ستكون جائزتك جاهزة بعد مراجعة النتائج.',
  },
  prizeReadyTitle: { en: 'Your prize is ready', ar: 'جائزتك جاهزة' },
  prizeReadyBody: {
    en: 'The results of {{name}} were reviewed. You can redeem your prize from My prizes.',
    ar: 'رُوجعت نتائج {{name}}. يمكنك استبدال جائزتك من صفحة جوائزي.',
  },
  prizePaidTitle: { en: 'Your prize is in your wallet', ar: 'جائزتك في محفظتك' },
  prizePaidBody: {
    en: 'The results of {{name}} were reviewed. Your {{coins}} coins are in your wallet.',
    ar: 'رُوجعت نتائج {{name}}. وصلت عملات جائزتك ({{coins}}) إلى محفظتك.',
  },
  matchesUnknown: { en: 'Some of the selected matches do not exist.', ar: 'بعض المباريات المختارة غير موجودة.' },
  matchesNotAllowed: {
    en: 'Only matches of the allowed leagues that have not started yet can be chosen.',
    ar: 'لا يمكن اختيار إلا مباريات الدوريات المسموح بها التي لم تبدأ بعد.',
  },
  groupManagersOnly: { en: 'Only the group managers can create competitions in this group.', ar: 'لا ينشئ المسابقات في هذه المجموعة إلا مديروها.' },
  notPending: { en: 'This competition is not waiting for a review.', ar: 'هذه المسابقة ليست بانتظار المراجعة.' },
  approvedTitle: { en: 'Your competition is published', ar: 'نُشرت مسابقتك' },
  approvedBody: { en: '{{name}} was approved and fans can now join it.', ar: 'تمت الموافقة على {{name}} ويمكن للمشجعين الاشتراك فيها الآن.' },
  rejectedTitle: { en: 'Your competition was not approved', ar: 'لم تتم الموافقة على مسابقتك' },
  rejectedBody: { en: '{{name}} was not approved.', ar: 'لم تتم الموافقة على {{name}}.' },
  rejectedReasonBody: { en: '{{name}} was not approved: {{reason}}', ar: 'لم تتم الموافقة على {{name}}: {{reason}}' },
  phoneVerification: { en: 'Verify your phone number to join competitions.', ar: 'أكّد رقم هاتفك للاشتراك في المسابقات.' },
} as const satisfies Catalogue;

export type CompetitionMessageKey = keyof typeof competitionMessages;

/** The competitions' texts in the reader's language. */
export const competitionMessage = catalogueTranslator('competitions', competitionMessages);

/** A competition's name in the reader's language (rows keep both, name_en and name_ar). */
export function competitionName(competition: { name_en?: unknown; name_ar?: unknown }, locale: Locale): string {
  return String((locale === 'ar' ? competition.name_ar : competition.name_en) ?? competition.name_en ?? '');
}
