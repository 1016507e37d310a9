import { useTranslation } from '../../i18n/react.ts';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { TrashIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';

/** The payment provider's card brands (the contract's saved card `brand`). */
export type CardBrand = 'Visa Card' | 'BMISCARD' | 'MasterCard';

/** A saved card as the contract returns it: only a token, the brand and the last four digits are known. */
export interface SavedCard {
  readonly token: string;
  readonly brand: CardBrand;
  readonly last4: string;
}

const brandKeys: Record<CardBrand, string> = {
  'Visa Card': 'savedCards.brands.visa',
  MasterCard: 'savedCards.brands.mastercard',
  BMISCARD: 'savedCards.brands.bmiscard',
};

/** The card's brand name and its spoken and visible endings, translated. */
export function useCardLabels() {
  const { t } = useTranslation('ui');
  return (card: SavedCard) => {
    const brand = t(brandKeys[card.brand]);
    return {
      brand,
      endingIn: t('savedCards.endingIn', { last4: card.last4 }),
      deleteLabel: t('savedCards.delete', { brand, last4: card.last4 }),
    };
  };
}

/** "Visa •••• 4242": the brand, then the masked number read left to right (screen readers hear "ending in 4242"). */
export function CardLabel({ card, className }: { card: SavedCard; className?: string }) {
  const labels = useCardLabels()(card);
  return (
    <span className={twMerge('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-semibold">{labels.brand}</span>
      <bdi dir="ltr" aria-hidden="true" className="font-mono tracking-wider text-fg-muted">
        •••• {card.last4}
      </bdi>
      <span className="sr-only">{labels.endingIn}</span>
    </span>
  );
}

/** The Delete button of a saved card, named after the card ("Delete Visa card ending in 4242"). */
export function DeleteCardButton({ card, onDelete, isDeleting, isDisabled }: { card: SavedCard; onDelete: (token: string) => void; isDeleting: boolean; isDisabled?: boolean }) {
  const labels = useCardLabels()(card);
  return (
    <IconButton
      label={labels.deleteLabel}
      icon={(size) => <TrashIcon size={size} />}
      size="sm"
      className={({ isDisabled: disabled }) => (disabled ? '' : 'text-error-700 hover:bg-error-50')}
      isPending={isDeleting}
      isDisabled={isDisabled}
      onPress={() => onDelete(card.token)}
    />
  );
}

export interface SavedCardsListProps {
  cards: readonly SavedCard[];
  /** Delete pressed for a card; the app asks the server to forget it. */
  onDelete: (token: string) => void;
  /** The card being deleted: its button shows a spinner and the other buttons wait. */
  deletingToken?: string | null;
  headingLevel?: 2 | 3;
  className?: string;
}

/** The user's saved cards (the wallet tab): brand and last four digits, a Delete button each, and an empty line. */
export function SavedCardsList({ cards, onDelete, deletingToken = null, headingLevel = 2, className }: SavedCardsListProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={twMerge('flex flex-col gap-3 text-start', className)}>
      <Heading className="text-lg font-semibold text-fg">{t('savedCards.title')}</Heading>
      {cards.length === 0 ? (
        <p className="rounded-md border border-dashed border-border-strong px-4 py-6 text-center text-fg-muted">{t('savedCards.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <li key={card.token} className="flex min-h-14 items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-fg">
              <CardLabel card={card} className="min-w-0 flex-1" />
              <DeleteCardButton
                card={card}
                onDelete={onDelete}
                isDeleting={deletingToken === card.token}
                isDisabled={deletingToken != null && deletingToken !== card.token}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
