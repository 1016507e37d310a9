import { useTranslation } from '../i18n/react.ts';
import { formatCoins } from '@hadaf/domain';
import { useLanguage } from './use-language.ts';

/** "500 coins", "٥٠٠ عملة": an amount of coins in the active language's digits and plural. */
export function useCoinsText() {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  return (coins: number) => t('display.coins', { count: coins, n: formatCoins(coins, language) });
}
