import { Spinner } from '@hadaf/ui';

/** A page's spinner while what it shows first is loading (its lazy texts, its first answer). */
export function PageSpinner() {
  return <Spinner size="lg" className="mx-auto my-10" />;
}
