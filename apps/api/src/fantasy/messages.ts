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
} as const satisfies Catalogue;

export const fantasyMessage = catalogueTranslator('fantasy', fantasyMessages);

const domainTranslate = createTranslator({});

/** The spec's squad error message (competitions §8) in the reader's language, from the domain's strings. */
export function squadErrorMessage(key: TeamSetupErrorMessage, locale: Locale): string {
  return domainTranslate(domainNamespace, key, locale);
}
