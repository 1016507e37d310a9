import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T } from '../../internal/story-helpers.tsx';
import { LoadMore } from './LoadMore.tsx';

const meta = {
  title: 'Primitives/LoadMore',
  component: LoadMore,
  args: { hasNextPage: true, onLoadMore: fn() },
  decorators: [(Story) => <div className="max-w-sm p-1"><Story /></div>],
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Load More|تحميل المزيد/ }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

const pages = [
  ['Al Ahly', 'Zamalek', 'Pyramids'],
  ['Al Masry', 'Ismaily', 'Smouha'],
];
const arabicPages = [
  ['الأهلي', 'الزمالك', 'بيراميدز'],
  ['المصري', 'الإسماعيلي', 'سموحة'],
];

/** A paged list: Load More appends the next page and disappears on the last one. */
function PagedList() {
  const [loaded, setLoaded] = useState(1);
  return (
    <div>
      <ul className="divide-y divide-border rounded-md border border-border bg-surface">
        {pages.slice(0, loaded).flatMap((page, pageIndex) =>
          page.map((team, index) => (
            <li key={team} className="px-4 py-2 text-fg">
              <T en={team} ar={arabicPages[pageIndex]![index]!} />
            </li>
          )),
        )}
      </ul>
      <LoadMore hasNextPage={loaded < pages.length} onLoadMore={() => setLoaded((count) => count + 1)} />
    </div>
  );
}

export const LastPage: Story = {
  render: () => <PagedList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /Load More|تحميل المزيد/ }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    // No next page: the button is gone.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { children: <T en="Show older matches" ar="عرض المباريات الأقدم" />, variant: 'ghost' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(/Show older matches|عرض المباريات الأقدم/);
  },
};
