import { useTranslation } from '../i18n/react.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Story text in the active story language, so every story reads naturally in en and ar. */
export function T({ en, ar }: { en: string; ar: string }) {
  const { i18n } = useTranslation();
  return <>{i18n.language === 'ar' ? ar : en}</>;
}

/** The same text as a plain string, for props that need one (labels, placeholders). */
export function useStoryText() {
  const { i18n } = useTranslation();
  return (en: string, ar: string) => (i18n.language === 'ar' ? ar : en);
}

/** In a play function: the story runs in Arabic (the document's language). */
export const ar = () => document.documentElement.lang === 'ar';

/** In a play function: the text of the story's language. */
export const say = (en: string, arabic: string) => (ar() ? arabic : en);

export const longArabic = 'توقّع نتيجة المباراة واربح نقاطًا وعملات إضافية مع أصدقائك في الدوري المصري الممتاز';
export const longEnglish = 'Predict the match score and win extra points and coins with your friends in the Egyptian Premier League';

/**
 * Waits until an opened overlay has arrived: focus is inside it and its entry transition is over (overlays fade
 * in from opacity 0, so visibility assertions made during the transition fail at random).
 */
export async function overlayArrived(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull());
  // react-aria holds a modal back (opacity 0) while it believes an on-screen keyboard is opening, up to 600 ms.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
  // Finite transitions only: spinners spin forever.
  const transitions = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * No overlay is leaving (react-aria marks it data-exiting while it fades out): on a busy machine the previous story's
 * overlay can still be in document.body when the next story looks for its own.
 */
export async function overlaysSettled() {
  await waitFor(() => expect(document.body.querySelector('[data-exiting]')).toBeNull());
}

/** Finds the open overlay (portalled into the body) by its role and waits until it has arrived. */
export async function findOverlay(role: 'dialog' | 'alertdialog' = 'dialog') {
  await overlaysSettled();
  const overlay = await within(document.body).findByRole(role);
  await overlayArrived(overlay);
  return overlay;
}

/** Presses the story's trigger button and returns the overlay it opened, once arrived. */
export async function openFromTrigger(canvasElement: HTMLElement, role: 'dialog' | 'alertdialog' = 'dialog') {
  await userEvent.click(within(canvasElement).getByRole('button'));
  return findOverlay(role);
}

/** The overlay is gone and focus is back on the trigger (react-aria restores it a frame after unmounting). */
export async function expectClosedWithFocusOnTrigger(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(within(canvasElement).getByRole('button')).toHaveFocus());
}
