import { intlLocale, paths } from '@hadaf/domain';
import { catalogueTranslator, type Catalogue, type Locale } from '../platform/http/i18n.ts';

/**
 * The reminders' wording in both languages (docs/decisions/reminders.md). Times arrive already written in the
 * reader's digits ({{kickOff}}); links are absolute addresses built from the domain's paths.
 */
const reminderMessages = {
  predictionTitle: { en: 'Predict {{home}} vs {{away}}', ar: 'توقّع مباراة {{home}} و{{away}}' },
  predictionBody: {
    en: '{{home}} vs {{away}} kicks off on {{kickOff}} (Cairo time). You have not predicted it yet in {{competition}}, and predictions close an hour before kick-off.',
    ar: 'تبدأ مباراة {{home}} و{{away}} يوم {{kickOff}} بتوقيت القاهرة. لم تتوقع نتيجتها بعد في {{competition}}، ويُغلق باب التوقعات قبل بدايتها بساعة.',
  },
  predictionLink: { en: 'Predict now: {{link}}', ar: 'توقّع الآن: {{link}}' },
  squadTitle: { en: 'Complete your squad for {{competition}}', ar: 'أكمل تشكيلتك في {{competition}}' },
  squadBody: {
    en: 'Squads in {{competition}} lock at its first kick-off, {{home}} vs {{away}} on {{kickOff}} (Cairo time), and your squad of 15 players is not complete yet.',
    ar: 'تُقفل التشكيلات في {{competition}} مع أول مباراة فيها، {{home}} و{{away}} يوم {{kickOff}} بتوقيت القاهرة، ولم تكتمل تشكيلتك من ١٥ لاعبًا بعد.',
  },
  squadLink: { en: 'Set up your squad: {{link}}', ar: 'اختر تشكيلتك: {{link}}' },
  emailFooter: {
    en: 'You get these e-mails because notifications are on in your settings; you can turn them off there: {{link}}',
    ar: 'تصلك هذه الرسائل لأن الإشعارات مفعّلة في إعداداتك، ويمكنك إيقافها من هناك: {{link}}',
  },
} as const satisfies Catalogue;

const reminderMessage = catalogueTranslator('reminders', reminderMessages);

/** Kick-offs are told in Egypt's time, the product's audience (the monthly reset counts months there too). */
export const REMINDER_TIME_ZONE = 'Africa/Cairo';

/** "Saturday 21 November at 15:40" / "السبت، ٢١ نوفمبر في ٣:٤٠ م": the day too, as an e-mail may be read later. */
export function formatKickOff(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: REMINDER_TIME_ZONE,
  }).format(at);
}

/** A name in the reader's language, the English one when the Arabic is missing. */
export interface Bilingual {
  en: string;
  ar: string | null;
}
const inLanguage = (name: Bilingual, locale: Locale) => (locale === 'ar' && name.ar ? name.ar : name.en);

export interface MatchNames {
  home: Bilingual;
  away: Bilingual;
  startAt: Date;
}

/** What one reminder says: the notification's title and body, and the e-mail's subject and body. */
export interface ReminderText {
  title: string;
  body: string;
  emailSubject: string;
  emailBody: string;
}

function withEmail(locale: Locale, publicUrl: string, title: string, body: string, linkLine: string): ReminderText {
  const footer = reminderMessage('emailFooter', locale, { link: `${publicUrl}${paths.profileSettings}` });
  return { title, body, emailSubject: title, emailBody: `${body}\n\n${linkLine}\n\n${footer}` };
}

/** "Predict this match": the match and the joined competition that holds it, a link to its prediction page. */
export function predictionReminderText(input: { matchId: number; match: MatchNames; competition: Bilingual; locale: Locale; publicUrl: string }): ReminderText {
  const { locale, match } = input;
  const names = { home: inLanguage(match.home, locale), away: inLanguage(match.away, locale) };
  const title = reminderMessage('predictionTitle', locale, names);
  const body = reminderMessage('predictionBody', locale, { ...names, kickOff: formatKickOff(match.startAt, locale), competition: inLanguage(input.competition, locale) });
  const link = reminderMessage('predictionLink', locale, { link: `${input.publicUrl}${paths.prediction(input.matchId)}` });
  return withEmail(locale, input.publicUrl, title, body, link);
}

/** "Complete your squad": the fantasy competition and its first match (where squads lock), a link to its team setup. */
export function squadReminderText(input: { competitionId: number; competition: Bilingual; firstMatch: MatchNames; locale: Locale; publicUrl: string }): ReminderText {
  const { locale, firstMatch } = input;
  const competition = inLanguage(input.competition, locale);
  const title = reminderMessage('squadTitle', locale, { competition });
  const body = reminderMessage('squadBody', locale, {
    competition,
    home: inLanguage(firstMatch.home, locale),
    away: inLanguage(firstMatch.away, locale),
    kickOff: formatKickOff(firstMatch.startAt, locale),
  });
  const link = reminderMessage('squadLink', locale, { link: `${input.publicUrl}${paths.competitionTab(input.competitionId, 'team-setup')}` });
  return withEmail(locale, input.publicUrl, title, body, link);
}
