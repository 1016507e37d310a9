import { createTranslator, type Catalogue, type Locale, type Params } from '../platform/http/i18n.ts';

/** Rows keep both languages side by side; the response shows the one X-Locale asks for. */
export function pick(locale: Locale, english: string, arabic: string | null | undefined): string {
  return locale === 'ar' && arabic ? arabic : english;
}

/** Football's own wording, in both languages (server messages; the platform's catalogue stays untouched). */
const footballMessages = {
  stateNotStarted: { en: 'Not Started', ar: 'لم تبدأ' },
  stateLive: { en: 'Live', ar: 'مباشر' },
  stateFinished: { en: 'Finished', ar: 'انتهت' },
  matchLocked: {
    en: 'Predictions for this match are closed (they close one hour before kick-off).',
    ar: 'أُغلقت التوقعات لهذه المباراة (تُغلق قبل ساعة من بدايتها).',
  },
  betNotInMatch: { en: 'This question does not belong to this match.', ar: 'هذا السؤال لا يخص هذه المباراة.' },
  betInactive: { en: 'This question is closed for predictions.', ar: 'هذا السؤال مغلق أمام التوقعات.' },
  betRepeated: { en: 'Each question may be answered only once per request.', ar: 'يمكن الإجابة عن كل سؤال مرة واحدة فقط في الطلب.' },
  scoreValue: {
    en: 'Enter whole numbers of 0 or more for both teams.',
    ar: 'أدخل أعدادًا صحيحة من ٠ فأكثر لكلا الفريقين.',
  },
  answerChoice: { en: 'Choose one of the offered answers.', ar: 'اختر إحدى الإجابات المتاحة.' },
  counterValue: { en: 'Enter a whole number of 0 or more.', ar: 'أدخل عددًا صحيحًا من ٠ فأكثر.' },
  matchNotFound: { en: 'Match not found.', ar: 'المباراة غير موجودة.' },
  playerNotInMatch: { en: 'This player does not play for either team of the match.', ar: 'هذا اللاعب لا يلعب لأي من فريقي المباراة.' },
  resultNeedsFinished: { en: 'Only a finished match has a result to correct.', ar: 'لا يمكن تصحيح نتيجة إلا لمباراة انتهت.' },
  finishedIsFinal: {
    en: 'A finished match cannot be reopened; correct its result instead.',
    ar: 'لا يمكن إعادة فتح مباراة انتهت؛ صحّح نتيجتها بدلًا من ذلك.',
  },
  goalsNeedStarted: { en: 'A match that has not started has no score.', ar: 'لا توجد نتيجة لمباراة لم تبدأ.' },
  unknownLeague: {
    en: 'This season does not belong to a league we support.',
    ar: 'هذا الموسم لا ينتمي إلى دوري مدعوم.',
  },
  invalidMatchDate: { en: 'The date or time of this match is invalid.', ar: 'تاريخ أو وقت هذه المباراة غير صالح.' },
  sameTeams: { en: 'A team cannot play itself.', ar: 'لا يمكن أن يلعب الفريق ضد نفسه.' },
  scoredTitle: { en: 'Your prediction was scored', ar: 'تم احتساب توقعك' },
  scoredBody: {
    en: '{{home}} {{homeGoals}}–{{awayGoals}} {{away}}: your predictions earned {{points}}.',
    ar: '{{home}} {{homeGoals}}–{{awayGoals}} {{away}}: حصلت توقعاتك على {{points}}.',
  },
  rescoredTitle: { en: 'A result was corrected', ar: 'تم تصحيح نتيجة' },
  rescoredBody: {
    en: '{{home}} {{homeGoals}}–{{awayGoals}} {{away}}: your predictions now earn {{points}}.',
    ar: '{{home}} {{homeGoals}}–{{awayGoals}} {{away}}: أصبحت توقعاتك تحصل على {{points}}.',
  },
  // "{{n}} points" by Arabic's six plural forms; n is already in the reader's digits, count picks the form.
  points_zero: { en: '{{n}} points', ar: '{{n}} نقطة' },
  points_one: { en: '{{n}} point', ar: 'نقطة واحدة' },
  points_two: { en: '{{n}} points', ar: 'نقطتين' },
  points_few: { en: '{{n}} points', ar: '{{n}} نقاط' },
  points_many: { en: '{{n}} points', ar: '{{n}} نقطة' },
  points_other: { en: '{{n}} points', ar: '{{n}} نقطة' },
} as const satisfies Catalogue;

export type FootballMessageKey = keyof typeof footballMessages;

const translate = createTranslator({ football: footballMessages });

/** Football's texts in the reader's language, through the server's i18next (plural forms included). */
export function footballMessage(key: FootballMessageKey | 'points', locale: Locale, params?: Params): string {
  return translate('football', key, locale, params);
}
