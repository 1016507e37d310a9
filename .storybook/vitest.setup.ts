import { expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import type { StoryContext } from '@storybook/react-vite';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { resetInteractionModality } from '../packages/ui/src/internal/story-isolation.ts';
import * as projectAnnotations from './preview.tsx';

/** Each story test runs once per locale project (stories-en, stories-ar). */
const locale = inject('storyLocale');

export interface VisualParameters {
  /** Screenshot the whole viewport (for portalled overlays such as dialogs and toasts). */
  viewport?: boolean;
  /** Screenshot only the element this selector finds in the story, not the full-width canvas around it. */
  element?: string;
  disable?: boolean;
}

/**
 * A text caret blinks, so a screenshot catches it or not: hidden, as Playwright's own screenshots do. A story whose
 * input keeps focus after its play would otherwise leave a flickering line in the next story's baseline too.
 */
function hideCarets() {
  if (document.getElementById('story-test-carets')) return;
  const style = document.createElement('style');
  style.id = 'story-test-carets';
  style.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(style);
}

const visualRegression = {
  // Story isolation: react-aria announces a busy button by reference to it for 7 s, so a story that ends on one
  // would leave the next story a live-region entry pointing at nothing (which axe rightly reports).
  beforeEach: () => {
    hideCarets();
    // The previous file's last story may leave an element focused (a caret, a focus ring) outside the next story.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    resetInteractionModality();
    for (const stale of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) stale.remove();
  },
  afterEach: async (context: StoryContext) => {
    const visual = (context.parameters.visual ?? {}) as VisualParameters;
    if (visual.disable) return;
    await document.fonts.ready;
    const element = visual.element ? context.canvasElement.querySelector(visual.element) : null;
    const target = visual.viewport ? document.body : (element ?? context.canvasElement);
    await expect.element(page.elementLocator(target)).toMatchScreenshot(context.id);
  },
};

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: { locale } }, visualRegression]);

declare module 'vitest' {
  export interface ProvidedContext {
    storyLocale: 'en' | 'ar';
  }
}
