import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SearchIcon, TrophyIcon } from '../icons/Icon.tsx';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { EmptyState } from './EmptyState.tsx';

const onCreate = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <TrophyIcon size={28} />,
    title: <T en="No leagues yet" ar="لا توجد دوريات بعد" />,
    message: <T en="Create a private league and invite your friends to compete." ar="أنشئ دوريًا خاصًا وادعُ أصدقاءك للمنافسة." />,
  },
  decorators: [(Story) => <div className="max-w-md rounded-lg border border-border bg-surface"><Story /></div>],
  beforeEach: () => onCreate.mockClear(),
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    action: (
      <Button onPress={onCreate}>
        <T en="Create a league" ar="أنشئ دوريًا" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/No leagues yet|لا توجد دوريات بعد/);
    await userEvent.click(canvas.getByRole('button', { name: /Create a league|أنشئ دوريًا/ }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const WithoutAction: Story = {
  args: {
    icon: <SearchIcon size={28} />,
    title: <T en="No results" ar="لا توجد نتائج" />,
    message: <T en="There are no results for your search." ar="لا توجد نتائج لبحثك." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const DefaultTitle: Story = {
  args: { title: undefined, message: undefined, icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(/Nothing here yet|لا يوجد شيء هنا بعد/);
  },
};

export const LongText: Story = {
  args: { title: <T en={longEnglish} ar={longArabic} />, message: <T en={longEnglish} ar={longArabic} /> },
};
