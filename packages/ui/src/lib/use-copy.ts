import { useEffect, useRef, useState } from 'react';

/** How long "Copied" stays on a copy button. */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and says so for a moment (`copied`). Without clipboard permission nothing happens:
 * the text stays selectable where it is shown.
 */
export function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return { copied, copy };
}
