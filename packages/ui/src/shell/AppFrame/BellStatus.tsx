import { useState } from 'react';

/**
 * Says the bell's new count politely when it grows while the page is open (a live notification: "2 new
 * notifications"); the count there at first is not news, and the badge itself changes in place. Worked out while
 * rendering (React's derived state), so the words come with the new count.
 */
export function BellStatus({ count, label }: { count: number; label: string }) {
  const [seen, setSeen] = useState({ count, said: '' });
  let said = seen.said;
  if (count !== seen.count) {
    said = count > seen.count ? label : seen.said;
    setSeen({ count, said });
  }
  return (
    <span role="status" data-testid="bell-status" className="sr-only">
      {said}
    </span>
  );
}
