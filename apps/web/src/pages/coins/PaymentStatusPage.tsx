import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@hadaf/domain';
import { PaymentResult } from '@hadaf/ui';
import { DocumentTitle } from '../../app/DocumentTitle.tsx';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

/** What the add-card frame tells the payment page around it when the gateway sends it back here. */
export const ADD_CARD_MESSAGE = 'hadaf:add-card-result';

/**
 * /payment/cc/status (the card gateway returns here with status=paid|failed) and /payment/add-cc/status (the
 * add-card frame ends here; the 'failed' flag means failure). In the frame, the payment page around it is told.
 */
export default function PaymentStatusPage({ titleKey }: { titleKey: string }) {
  const ready = useUiArea('coins');
  const [query] = useSearchParams();
  const addCard = titleKey === 'addCcStatus';
  const outcome = addCard ? (query.has('failed') ? 'failure' : 'success') : query.get('status') === 'paid' ? 'success' : 'failure';
  useEffect(() => {
    if (addCard && window.parent !== window) window.parent.postMessage({ type: ADD_CARD_MESSAGE, outcome }, window.location.origin);
  }, [addCard, outcome]);
  if (!ready) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-md p-4">
      <DocumentTitle titleKey={titleKey} />
      <PaymentResult kind={addCard ? 'add-card' : 'payment'} outcome={outcome} exploreHref={paths.lobbyPredictions} retryHref={paths.pricing} />
    </div>
  );
}
