import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowEndIcon, TrophyIcon } from '../icons/Icon.tsx';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#rules', children: <T en="competition rules" ar="قواعد المسابقة" /> },
  decorators: [(Story) => <div className="p-1"><Story /></div>],
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p className="max-w-md text-base text-fg">
      <T en="Before you predict, read the " ar="قبل أن تتوقع، اقرأ " />
      <Link {...args} />
      <T en=" and the scoring guide." ar=" ودليل احتساب النقاط." />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /competition rules|قواعد المسابقة/ });
    await expect(link).toHaveAttribute('href', '#rules');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: <T en="See all leagues" ar="عرض كل الدوريات" /> },
  render: (args) => (
    <Link {...args}>
      {args.children}
      <ArrowEndIcon size={16} />
    </Link>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent(/See all leagues|عرض كل الدوريات/);
  },
};

export const ButtonLike: Story = {
  args: { variant: 'button', children: <T en="Join the league" ar="انضم إلى الدوري" /> },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Link {...args} buttonVariant="primary" icon={<TrophyIcon size={18} />} />
      <Link {...args} buttonVariant="secondary" />
      <Link {...args} buttonVariant="outline" size="sm" />
      <Link {...args} buttonVariant="ghost" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Still links for assistive tech, even though they look like buttons.
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Pressed: Story = {
  args: { href: undefined, onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: link });
    await expect(link).toHaveAttribute('data-pressed', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const OpensInNewTab: Story = {
  args: { href: 'https://example.com/terms', target: '_blank', variant: 'standalone', children: <T en="Terms of use" ar="شروط الاستخدام" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /opens in a new tab|يفتح في علامة تبويب جديدة/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LongText: Story = {
  args: { children: <T en={longEnglish} ar={longArabic} /> },
  render: (args) => (
    <p className="max-w-64 text-base text-fg">
      <Link {...args} />
    </p>
  ),
};
