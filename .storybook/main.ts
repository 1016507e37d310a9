import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The workspace's packages resolve to their sources (the `@hadaf/source` export condition), not to dist/.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { conditions: ['@hadaf/source', ...defaultClientConditions] }, plugins: [tailwindcss()] }),
};
export default config;
