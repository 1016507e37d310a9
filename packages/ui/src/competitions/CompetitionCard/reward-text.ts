import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, type RewardOffer } from '@hadaf/domain';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';

/** What a competition offers its winners in words (a card's Reward, the Overview's): never "0 coins". */
export function useRewardText(): (offer: RewardOffer) => string {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const coins = (n: number) => t('lobby.card.coins', { n: formatCoins(n, language), count: n });
  return (offer) => {
    switch (offer.kind) {
      case 'coins':
        return coins(offer.coins);
      case 'upTo':
        return t('lobby.card.upTo', { coins: coins(offer.coins) });
      case 'growing':
        return offer.coins > 0 ? t('lobby.card.soFar', { coins: coins(offer.coins) }) : t('lobby.card.growing');
      case 'prize':
        return offer.name;
      case 'free':
        return t('lobby.card.freeToPlay');
    }
  };
}
