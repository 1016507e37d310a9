import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element the URL's #fragment names once it is on the page (client navigation does not). */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
