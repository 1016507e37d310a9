import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers as apiHandlers } from '@hadaf/api-client/mocks';
import '@hadaf/ui/styles.css';
import '@hadaf/ui/themes/kora.css';
// The example brand app's theme (examples/brand-app), so designers review every story in a second brand's tokens.
import '../examples/brand-app/src/goal-rush.css';
import './preview.css';
import { withLocaleAndBrand } from './locale.tsx';

const viewport = (name: string, width: number, height = 800) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < 768 ? ('mobile' as const) : width < 1200 ? ('tablet' as const) : ('desktop' as const),
});

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocaleAndBrand],
  // API stories add contract handlers through parameters.msw (see @hadaf/api-client/mocks).
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (ltr)', right: 'LTR' },
          { value: 'ar', title: 'العربية (rtl)', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand theme (tokens only)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'hadaf', title: 'Hadaf' },
          { value: 'kora', title: 'Kora' },
          { value: 'goal-rush', title: 'Goal Rush (examples/brand-app)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', brand: 'hadaf' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // Every API operation answers from the contract's mocks; a story overrides with parameters.msw.handlers.
    msw: { handlers: { api: apiHandlers } },
    viewport: {
      options: {
        xs: viewport('320', 320, 640),
        phone: viewport('375', 375, 812),
        sm: viewport('576', 576),
        md: viewport('768', 768, 1024),
        lg: viewport('992', 992),
        xl: viewport('1200', 1200),
        desktop: viewport('Desktop 1224', 1224),
      },
    },
  },
};

export default preview;
