import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../internal/story-helpers.tsx';
import { Avatar, initialsOf, type AvatarProps } from './Avatar.tsx';

/** A local stand-in photo (no network in tests). */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1e3a70"/><circle cx="40" cy="32" r="14" fill="#d9e2f5"/><path d="M12 80a28 28 0 0156 0z" fill="#d9e2f5"/></svg>',
)}`;

function Named({ en = 'Mohamed Salah', ar = 'محمد صلاح', ...props }: Omit<AvatarProps, 'name'> & { name?: string; en?: string; ar?: string }) {
  const s = useStoryText();
  return <Avatar {...props} name={s(en, ar)} />;
}

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Mohamed Salah' },
  render: ({ name: _name, ...args }) => <Named {...args} />,
  decorators: [(Story) => <div className="p-1"><Story /></div>],
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: /Mohamed Salah|محمد صلاح/ });
    await expect(avatar).toHaveTextContent(document.documentElement.lang === 'ar' ? initialsOf('محمد صلاح') : initialsOf('Mohamed Salah'));
    await expect(initialsOf('Mohamed Salah')).toBe('M\u200cS');
  },
};

/** Beside the person's name, or inside a control that says it: hidden from assistive technology, the initials still shown. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent(document.documentElement.lang === 'ar' ? initialsOf('محمد صلاح') : initialsOf('Mohamed Salah'));
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Named size="xs" />
      <Named size="sm" />
      <Named size="md" />
      <Named size="lg" />
      <Named size="xl" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img');
    await expect(avatars.map((avatar) => avatar.getBoundingClientRect().width)).toEqual([24, 32, 40, 56, 80]);
  },
};

export const WithImage: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: /Mohamed Salah|محمد صلاح/ });
    await waitFor(() => expect(avatar.querySelector('img')).toBeVisible());
    // Initials are gone once the photo is shown.
    await expect(avatar).toHaveTextContent('');
  },
};

export const BrokenImageFallback: Story = {
  args: { src: '/missing-avatar.png', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img');
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent(/M\u200cS|م\u200cص/);
  },
};

export const Names: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Named en="Mohamed Salah" ar="محمد صلاح" />
      <Named en="Omar Marmoush" ar="عمر مرموش" />
      <Named en="Trezeguet" ar="تريزيجيه" />
      <Named en="Mostafa Mohamed Abdallah" ar="مصطفى محمد عبد الله" />
      <Named en="emam ashour" ar="إمام عاشور" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img');
    await expect(avatars).toHaveLength(5);
    if (document.documentElement.lang === 'en') {
      await expect(avatars.map((avatar) => avatar.textContent?.replace(/\u200c/g, ''))).toEqual(['MS', 'OM', 'T', 'MA', 'EA']);
    }
  },
};
