import { useState } from 'react';
import { useDebounced } from './useDebounced.ts';

/**
 * An admin queue's status tab and search box (competitions, redemptions, orders): what the view shows as typed, and
 * the query the server filters by, the search sent once typing pauses.
 */
export function useQueueFilters<S extends string>(initialStatus: S) {
  const [status, setStatus] = useState<S>(initialStatus);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  return { view: { status, onStatusChange: setStatus, search, onSearchChange: setSearch }, status, q };
}
