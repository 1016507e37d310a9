import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../internal/story-helpers.tsx';
import { ReferralLink } from '../ReferralLink/ReferralLink.tsx';
import { FriendsList, type FriendsListItem, type FriendsListProps } from './FriendsList.tsx';

const names = [
  ['Omar Khaled', 'عمر خالد'],
  ['Mariam Adel', 'مريم عادل'],
  ['Youssef Hassan', 'يوسف حسن'],
  ['Nour El-Din Mostafa', 'نور الدين مصطفى'],
  ['Salma Ibrahim', 'سلمى إبراهيم'],
  ['Ahmed Fathy', 'أحمد فتحي'],
] as const;

type DemoArgs = FriendsListProps & { count?: number; long?: boolean };

function Demo({ count = 6, long = false, friends: _friends, ...props }: DemoArgs) {
  const text = useStoryText();
  const friends: FriendsListItem[] = names.slice(0, count).map(([en, ar], index) => ({
    id: index + 1,
    name: long && index === 0 ? text('Abdelrahman Mohamed Abdelaziz Ahmed El-Shenawy', 'عبد الرحمن محمد عبد العزيز أحمد الشناوي الكبير') : text(en, ar),
    profile_picture: null,
  }));
  return (
    <RouterProvider navigate={() => {}}>
      <div className="max-w-xl">
        <FriendsList friends={friends} {...props} />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Profile/FriendsList',
  component: FriendsList,
  args: { friends: [], onLoadMore: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Avatar (initials fallback) and name per friend, with the total count and Load More. */
export const Default: Story = {
  args: { totalCount: 23, hasNextPage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('heading')).toHaveTextContent(document.documentElement.lang === 'ar' ? '٢٣' : '23');
    await userEvent.click(canvas.getByRole('button', { name: /Load More|تحميل المزيد/ }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The next page is loading. */
export const LoadingMore: Story = {
  args: { totalCount: 23, hasNextPage: true, isLoadingMore: true },
};

/** With friendHref each friend is a link. */
export const AsLinks: Story = {
  args: { friendHref: (friend) => `/users/${friend.id}`, count: 2 },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/users/1');
  },
};

/**
 * No friends yet: the empty state promises coins for invitations, so it offers my invitation link with Copy (the
 * profile page passes a ReferralLink as the empty action).
 */
export const Empty: Story = {
  args: { count: 0, emptyAction: <ReferralLink url="https://hadaf.example/register?referrer=AHMED10" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /No friends yet|لا يوجد أصدقاء بعد/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your invitation link|رابط دعوتك/ })).toHaveValue('https://hadaf.example/register?referrer=AHMED10');
    await expect(canvas.getByRole('button', { name: /Copy link|نسخ الرابط/ })).toBeVisible();
  },
};

/** A long Arabic name is truncated on one line. */
export const LongName: Story = {
  args: { count: 2, long: true },
};
