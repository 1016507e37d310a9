import { useSearchParams } from 'react-router';
import { UnsubscribeModal } from '@hadaf/ui';

/** Says the e-mail subscription was cancelled; closing removes the unsubscribe parameter (platform.md §2). */
export default function UnsubscribeNotice() {
  const [params, setParams] = useSearchParams();
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('unsubscribe');
        return next;
      },
      { replace: true },
    );
  return <UnsubscribeModal isOpen={params.has('unsubscribe')} onClose={close} />;
}
