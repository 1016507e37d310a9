import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paths } from '@hadaf/domain';
import { CompetitionTypes } from './CompetitionTypes.tsx';
import { ar, say } from '../../internal/story-helpers.tsx';

const navigate = fn();

const meta = {
  title: 'Welcome/CompetitionTypes',
  component: CompetitionTypes,
  args: { hrefs: { prediction: paths.onboarding, fantasy: paths.onboarding, esports: paths.onboarding, charity: paths.onboarding } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof CompetitionTypes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of competition the product has, what each is, and Play Now on each leading to onboarding. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say('Competition types', 'أنواع المسابقات') })).toBeVisible();
    // The kinds About and the lobby name: prediction, fantasy and eSports, and the spec's charity.
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(cards).toEqual(ar() ? ['التوقعات', 'الفانتازي', 'الرياضات الإلكترونية', 'الخيرية'] : ['Prediction', 'Fantasy', 'eSports', 'Charity']);
    const fantasy = canvas.getByRole('article', { name: say('Fantasy', 'الفانتازي') });
    await expect(within(fantasy).getByText(say('A 15-player squad within a budget', 'تشكيلة من ١٥ لاعبًا ضمن ميزانية'))).toBeVisible();
    await expect(within(fantasy).getByRole('link', { name: say('Play Now: Fantasy', 'العب الآن: الفانتازي') })).toHaveAttribute('href', paths.onboarding);
    const esports = canvas.getByRole('article', { name: say('eSports', 'الرياضات الإلكترونية') });
    await expect(within(esports).getByRole('link', { name: say('Play Now: eSports', 'العب الآن: الرياضات الإلكترونية') })).toHaveAttribute('href', paths.onboarding);
    const charity = canvas.getByRole('article', { name: say('Charity', 'الخيرية') });
    await expect(within(charity).getByText(say('Your entry fee is a donation', 'رسوم اشتراكك تبرّع'))).toBeVisible();
    await expect(within(charity).getByText(say('The top players win recognition and badges, not money', 'يحصل أصحاب المراكز الأولى على التقدير والشارات لا على المال'))).toBeVisible();
    const prediction = canvas.getByRole('article', { name: say('Prediction', 'التوقعات') });
    const play = within(prediction).getByRole('link', { name: say('Play Now: Prediction', 'العب الآن: التوقعات') });
    await expect(play).toHaveAttribute('href', paths.onboarding);
    await userEvent.click(within(charity).getByRole('link', { name: say('Play Now: Charity', 'العب الآن: الخيرية') }));
    await expect(navigate).toHaveBeenCalledWith(paths.onboarding, undefined);
  },
};

/** A phone: the four cards stack, nothing overflows the 375 px width, and Play Now stretches to the card's width. */
export const Phone375: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().bottom).toBeLessThanOrEqual(second!.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.tab();
    await expect(within(first!).getByRole('link')).toHaveFocus();
  },
};
