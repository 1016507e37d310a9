import { useTranslation } from 'react-i18next';

/** Story text in the active story language, so every story reads naturally in en and ar. */
export function T({ en, ar }: { en: string; ar: string }) {
  const { i18n } = useTranslation();
  return <>{i18n.language === 'ar' ? ar : en}</>;
}

/** The same text as a plain string, for props that need one (labels, placeholders). */
export function useStoryText() {
  const { i18n } = useTranslation();
  return (en: string, ar: string) => (i18n.language === 'ar' ? ar : en);
}

export const longArabic = 'توقّع نتيجة المباراة واربح نقاطًا وعملات إضافية مع أصدقائك في الدوري المصري الممتاز';
export const longEnglish = 'Predict the match score and win extra points and coins with your friends in the Egyptian Premier League';
