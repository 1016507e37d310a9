import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadApp } from './DownloadApp.tsx';
import { say } from '../../internal/story-helpers.tsx';

const meta = {
  title: 'Welcome/DownloadApp',
  component: DownloadApp,
  args: { appStoreHref: 'https://apps.apple.com/app/id0000000000', androidPackageHref: 'https://downloads.hadaf.example/hadaf.apk' },
} satisfies Meta<typeof DownloadApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description, the store button (a new tab), the Android package (downloaded, its note read with it) and the app's picture. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say('Get the Hadaf app', 'حمّل تطبيق هدف') })).toBeVisible();
    const store = canvas.getByRole('link', { name: new RegExp(say('Download on the App Store', 'حمّله من App Store')) });
    await expect(store).toHaveAttribute('href', args.appStoreHref);
    await expect(store).toHaveAttribute('target', '_blank');
    const android = canvas.getByRole('link', { name: say('Download for Android (APK)', 'حمّله لأندرويد (APK)') });
    await expect(android).toHaveAttribute('href', args.androidPackageHref);
    await expect(android).toHaveAttribute('download');
    await expect(android).toHaveAccessibleDescription(say(
      'The Android package installs directly: your phone may ask you to allow installs from your browser first.',
      'تُثبَّت حزمة أندرويد مباشرة: قد يطلب منك هاتفك أولًا السماح بالتثبيت من المتصفح.',
    ));
    await expect(canvas.getByRole('img', { name: say('The Hadaf app on a phone, showing a match prediction', 'تطبيق هدف على هاتف، يعرض توقع مباراة') })).toBeVisible();
  },
};

/** No Android package is configured for this release: no Android button and no note about installing one. */
export const WithoutAndroidPackage: Story = {
  args: { androidPackageHref: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: new RegExp(say('Download on the App Store', 'حمّله من App Store')) })).toHaveAttribute('href', args.appStoreHref);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByText(/APK/)).not.toBeInTheDocument();
  },
};

/** A phone: the text and buttons first, the picture below, the buttons full width; nothing overflows 375 px. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: /.+/ }).getBoundingClientRect();
    const android = canvas.getByRole('link', { name: say('Download for Android (APK)', 'حمّله لأندرويد (APK)') }).getBoundingClientRect();
    await expect(android.bottom).toBeLessThanOrEqual(picture.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
