import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BellIcon, CloseIcon, MoreIcon, SearchIcon } from '../icons/Icon.tsx';
import { useStoryText } from '../../internal/story-helpers.tsx';
import { IconButton, type IconButtonProps } from './IconButton.tsx';

/** Story wrapper: the accessible label reads in the story language. */
function Localised({ en = 'Notifications', ar = 'الإشعارات', ...props }: IconButtonProps & { en?: string; ar?: string }) {
  const s = useStoryText();
  return <IconButton {...props} label={s(en, ar)} />;
}

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Notifications', icon: <BellIcon />, onPress: fn() },
  render: (args) => <Localised {...args} />,
  // Room for the focus ring, which sits outside the button.
  decorators: [(Story) => <div className="p-1"><Story /></div>],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Notifications|الإشعارات/ });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Localised {...args} variant="primary" />
      <Localised {...args} variant="secondary" />
      <Localised {...args} variant="outline" />
      <Localised {...args} variant="ghost" />
      <Localised {...args} variant="danger" icon={<CloseIcon />} en="Remove" ar="إزالة" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(5);
  },
};

export const SizesAndShapes: Story = {
  args: { variant: 'outline' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Localised {...args} size="sm" icon={(size) => <SearchIcon size={size} />} en="Search" ar="بحث" />
      <Localised {...args} size="md" icon={(size) => <SearchIcon size={size} />} en="Search" ar="بحث" />
      <Localised {...args} size="lg" icon={(size) => <SearchIcon size={size} />} en="Search" ar="بحث" />
      <Localised {...args} size="sm" shape="circle" icon={(size) => <MoreIcon size={size} />} en="More actions" ar="المزيد من الإجراءات" />
      <Localised {...args} size="md" shape="circle" icon={(size) => <MoreIcon size={size} />} en="More actions" ar="المزيد من الإجراءات" />
      <Localised {...args} size="lg" shape="circle" icon={(size) => <MoreIcon size={size} />} en="More actions" ar="المزيد من الإجراءات" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = within(canvasElement).getAllByRole('button');
    await expect(small!.getBoundingClientRect().width).toBe(32);
    await expect(large!.getBoundingClientRect().width).toBe(48);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Pressed: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isPending: true, variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
