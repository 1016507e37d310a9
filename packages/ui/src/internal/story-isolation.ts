import { setInteractionModality } from 'react-aria-components';

/**
 * Story tests share one page per worker, and react-aria keeps the last interaction's modality (pointer, keyboard)
 * in module state, which decides whether focus rings show. A fresh page starts with none; each story does too, so its
 * look never depends on the story before it.
 */
export function resetInteractionModality() {
  // react-aria's initial value is null, which its public type does not name.
  setInteractionModality(null as unknown as 'keyboard');
}
