import type { Decorator } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { T } from '../../internal/story-helpers.tsx';
import { AuthLayout } from './AuthLayout.tsx';

/** Auth form stories render inside the auth screen frame. */
export const inAuthLayout: Decorator = (Story) => (
  <AuthLayout brand={<T en="Hadaf" ar="هدف" />}>
    <Story />
  </AuthLayout>
);

/** The text of the story language. */
export const pick = (globals: Record<string, unknown>) => (en: string, ar: string) => (globals.locale === 'ar' ? ar : en);

/** A field by the start of its label (labels end with a required marker; toggles say "Show password"). */
export function field(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
}

export const requiredMessage = /^(This field is required\.|هذا الحقل مطلوب\.)$/;
