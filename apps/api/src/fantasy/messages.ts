import { domainNamespace, type TeamSetupErrorMessage } from '@hadaf/domain';
import { catalogueTranslator, createTranslator, type Catalogue, type Locale } from '../platform/http/i18n.ts';

/** Fantasy's own wording in both languages; the squad errors of competitions §8 are the domain's (squad.errors.*). */
const fantasyMessages = {
  notFantasy: { en: 'This competition has no team setup.', ar: 'لا توجد تشكيلة فريق في هذه المسابقة.' },
  joinFirst: { en: 'Join the competition to set up your squad.', ar: 'اشترك في المسابقة لتختار تشكيلتك.' },
  locked: { en: 'Your squad is locked: the competition has started.', ar: 'تشكيلتك مقفلة: بدأت المسابقة.' },
  othersHidden: {
    en: "Other fans' squads are shown once the competition has started.",
    ar: 'تظهر تشكيلات المشجعين الآخرين بعد بدء المسابقة.',
  },
  ownOnly: { en: 'You can only open your own squad here.', ar: 'يمكنك فتح تشكيلتك فقط هنا.' },
  notParticipant: { en: 'This fan has not joined this competition.', ar: 'هذا المشجع غير مشترك في هذه المسابقة.' },
  // A player's news from his match events ({{minute}} arrives in the reader's digits).
  goalTitle: { en: 'Goal for {{team}}', ar: 'هدف لـ{{team}}' },
  goalBody: { en: '{{player}} scored at minute {{minute}} against {{opponent}}.', ar: 'سجّل {{player}} في الدقيقة {{minute}} أمام {{opponent}}.' },
  'own-goalTitle': { en: 'Own goal', ar: 'هدف عكسي' },
  'own-goalBody': { en: '{{player}} put the ball into his own net at minute {{minute}} against {{opponent}}.', ar: 'سجّل {{player}} هدفًا في مرماه في الدقيقة {{minute}} أمام {{opponent}}.' },
  'red-cardTitle': { en: 'Sent off', ar: 'طرد' },
  'red-cardBody': { en: '{{player}} was sent off at minute {{minute}} against {{opponent}}.', ar: 'طُرد {{player}} في الدقيقة {{minute}} أمام {{opponent}}.' },
  'penalty-saveTitle': { en: 'Penalty saved', ar: 'تصدٍّ لركلة جزاء' },
  'penalty-saveBody': { en: '{{player}} saved a penalty at minute {{minute}} against {{opponent}}.', ar: 'تصدّى {{player}} لركلة جزاء في الدقيقة {{minute}} أمام {{opponent}}.' },
  'penalty-missTitle': { en: 'Penalty missed', ar: 'ركلة جزاء ضائعة' },
  'penalty-missBody': { en: '{{player}} missed a penalty at minute {{minute}} against {{opponent}}.', ar: 'أضاع {{player}} ركلة جزاء في الدقيقة {{minute}} أمام {{opponent}}.' },
} as const satisfies Catalogue;

export const fantasyMessage = catalogueTranslator('fantasy', fantasyMessages);

const domainTranslate = createTranslator({});

/** The spec's squad error message (competitions §8) in the reader's language, from the domain's strings. */
export function squadErrorMessage(key: TeamSetupErrorMessage, locale: Locale): string {
  return domainTranslate(domainNamespace, key, locale);
}
