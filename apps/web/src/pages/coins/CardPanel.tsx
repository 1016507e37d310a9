import { useEffect, useState } from 'react';
import { useDeletePaymentCard, useGeneratePaymentLink, usePaymentCards } from '@hadaf/api-client';
import { AddCardDialog, CardPaymentForm, toastQueue, useTranslation } from '@hadaf/ui';
import { ADD_CARD_MESSAGE } from './PaymentStatusPage.tsx';

const provider = { path: { provider: 'card' as const } };

/** The saved cards and the add-card frame, as both the payment page and the wallet tab show them. */
export function useSavedCards() {
  const { t } = useTranslation('web');
  const { t: ui } = useTranslation('ui');
  const cards = usePaymentCards(provider);
  const remove = useDeletePaymentCard();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  useEffect(() => {
    // The gateway's frame ends on /payment/add-cc/status, which tells this page how it went.
    const listen = (event: MessageEvent) => {
      const data = event.data as { type?: string; outcome?: string } | null;
      if (event.origin !== window.location.origin || data?.type !== ADD_CARD_MESSAGE) return;
      setAdding(false);
      const added = data.outcome === 'success';
      toastQueue.add({ tone: added ? 'success' : 'error', title: added ? t('toast.card_added') : ui('paymentResult.add-cc-failed') }, { timeout: 5000 });
      void cards.refetch();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [cards, t, ui]);
  return {
    cards: cards.data?.data ?? [],
    addCardUrl: cards.data?.add_card_url ?? null,
    adding,
    setAdding,
    deletingToken: deleting,
    deleteCard: (token: string) => {
      setDeleting(token);
      remove.mutate({ params: provider, body: { token } }, { onSettled: () => setDeleting(null) });
    },
  };
}

/** Card payment (platform §2 Coins): choose a saved card, confirm cvv and contact details, pay on the gateway's page. */
export function CardPanel({ packageId, defaults }: { packageId: number; defaults: { name: string; email: string; phone_number: string } }) {
  const saved = useSavedCards();
  const link = useGeneratePaymentLink();
  const [selected, setSelected] = useState<string | null>(null);
  const selectedToken = selected && saved.cards.some((card) => card.token === selected) ? selected : (saved.cards[0]?.token ?? null);
  return (
    <>
      <CardPaymentForm
        cards={saved.cards}
        selectedToken={selectedToken}
        onSelectCard={setSelected}
        onDeleteCard={saved.deleteCard}
        deletingToken={saved.deletingToken}
        defaultValues={defaults}
        // The browser leaves for the gateway's page: the form stays disabled until it has.
        isSubmitting={link.isPending || link.isSuccess}
        linkFailed={link.isError}
        onAddCard={() => saved.setAdding(true)}
        onSubmit={(values) =>
          link.mutate(
            { params: provider, body: { card: { cvv: values.cvv, token: values.token }, user: { name: values.name, phone_number: values.phone_number, email: values.email }, package_id: packageId } },
            { onSuccess: (answer) => window.location.assign(answer.data.link) },
          )
        }
      />
      {saved.addCardUrl && <AddCardDialog isOpen={saved.adding} onOpenChange={saved.setAdding} src={saved.addCardUrl} />}
    </>
  );
}
