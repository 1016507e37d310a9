import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '@hadaf/domain';
import { AboutUs } from './AboutUs.tsx';
import { ar, say } from '../../internal/story-helpers.tsx';

const navigate = fn();

const meta = {
  title: 'Welcome/AboutUs',
  component: AboutUs,
  args: { playHref: paths.onboarding, downloadHref: paths.downloadApp },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AboutUs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The real copy: what Hadaf is, four sections (the rules' hours in the page's digits), Play & Win and Get the app. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say('About Hadaf', 'عن هدف') })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      ar() ? ['ما يمكنك فعله', 'النقاط والعملات', 'مسابقات ينظمها المشجعون', 'اللعب النظيف'] : ['What you can do', 'Points and coins', 'Competitions by fans', 'Fair play'],
    );
    await expect(canvas.getByText(ar() ? /حتى ٢٤ ساعة/ : /up to 24 hours/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: say('Get the app', 'حمّل التطبيق') }));
    await expect(navigate).toHaveBeenCalledWith(paths.downloadApp, undefined);
    await expect(canvas.getByRole('link', { name: say('Play & Win', 'العب واربح') })).toHaveAttribute('href', paths.onboarding);
  },
};

/** Inside the signed-in app: no calls to action. */
export const WithoutActions: Story = {
  args: { playHref: undefined, downloadHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A phone: the sections keep their icons beside the text and nothing overflows 375 px. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
