import type { Language } from '@hadaf/domain';

/** The page's language: ?lang=ar, else English. */
export function pageLanguage(): Language {
  return new URLSearchParams(window.location.search).get('lang') === 'ar' ? 'ar' : 'en';
}

/** Goal Rush's own strings (an app namespace beside Hadaf's "ui" one). */
export const appStrings = {
  en: { tagline: 'Goal Rush — predict, play, rush to the top', switchLanguage: 'العربية', createGroup: 'Create a group', squad: 'Your squad', redemption: 'Redeeming your prize', predict: 'Predict the match', name: 'Your name', steps: { details: 'Your details', documents: 'ID scans', review: 'Review' } },
  ar: { tagline: 'جول رش — توقّع، العب، واصعد إلى القمة', switchLanguage: 'English', createGroup: 'أنشئ مجموعة', squad: 'تشكيلتك', redemption: 'استلام جائزتك', predict: 'توقّع المباراة', name: 'اسمك', steps: { details: 'بياناتك', documents: 'صور الهوية', review: 'المراجعة' } },
} as const;
