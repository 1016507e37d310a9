import { useSearchParams } from 'react-router';
import { UnsubscribeModal } from '@hadaf/ui';
import { useUiArea } from '../hooks/useUiArea.ts';

/** Says the e-mail subscription was cancelled; closing removes the unsubscribe parameter (platform.md §2). */
export default function UnsubscribeNotice() {
  const [params, setParams] = useSearchParams();
  // The modal's texts are the profile's (a lazy strings area): it opens once they are here.
  const ready = useUiArea('profile');
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('unsubscribe');
        return next;
      },
      { replace: true },
    );
  return <UnsubscribeModal isOpen={ready && params.has('unsubscribe')} onClose={close} />;
}
