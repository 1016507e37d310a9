import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GroupCard, type GroupCardProps } from './GroupCard.tsx';

type StoryArgs = Omit<GroupCardProps, 'group'> & { which: number };
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { storyGroups } from './fixtures.ts';

const meta = {
  title: 'Groups/GroupCard',
  args: { onPress: fn() },
  render: function Render(args: StoryArgs) {
    const say = useStoryText();
    return (
      <div className="w-72">
        <GroupCard {...args} group={storyGroups(say)[args.which]!} headingLevel={2} />
      </div>
    );
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A private group with news: the badge, the first five members and the seven beyond them; the whole card is one press. */
export const PrivateWithNews: Story = {
  args: { which: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'خاصة' : 'Private')).toBeVisible();
    await expect(canvas.getByRole('img', { name: ar() ? 'إشعاران جديدان' : '2 new notifications' })).toBeVisible();
    await expect(canvas.getByText(ar() ? 'و٧ أعضاء آخرين' : 'and 7 more members')).toBeInTheDocument();
    await expect(canvas.getByText(ar() ? '١٢ عضوًا' : '12 members')).toBeVisible();
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** A small public group without a description or news. */
export const PublicSmall: Story = {
  args: { which: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar() ? 'عامة' : 'Public')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText(ar() ? 'عضو واحد' : '1 member')).toBeVisible();
  },
};
