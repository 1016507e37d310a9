import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon, MoreIcon, UserIcon } from '../icons/Icon.tsx';
import { T, useStoryText } from '../../internal/story-helpers.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger, type MenuProps } from './Menu.tsx';

/** A colour token as the browser computes it ("rgb(…)"), to compare with a computed style. */
function rgbOf(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

function GroupMenu(props: MenuProps<object>) {
  const s = useStoryText();
  return (
    <div className="flex justify-end">
      <MenuTrigger>
        <IconButton label={s('Group actions', 'إجراءات المجموعة')} icon={<MoreIcon />} variant="outline" />
        <Menu {...props} placement="bottom end">
          <MenuItem id="invite" icon={<UserIcon size={18} />}>
            {s('Invite friends', 'دعوة الأصدقاء')}
          </MenuItem>
          <MenuItem id="rename">{s('Rename group', 'إعادة تسمية المجموعة')}</MenuItem>
          <MenuItem id="archive" isDisabled>
            {s('Archive (admins only)', 'أرشفة (للمشرفين فقط)')}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="leave" variant="danger" icon={<CloseIcon size={18} />}>
            {s('Leave group', 'مغادرة المجموعة')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => <GroupMenu {...args} />,
  decorators: [(Story) => <div className="w-80 p-1"><Story /></div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Group actions|إجراءات المجموعة/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Rename group|إعادة تسمية المجموعة/ }));
    // react-aria passes the item's key (and its value, undefined here).
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('rename', undefined);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Opened from the keyboard: focus lands on the first item; the popover aligns to the trigger's end edge. */
export const Open: Story = {
  parameters: { visual: { viewport: true } },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveFocus();
    await expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    // ArrowDown skips the disabled item and lands on "Leave group" after two presses.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(items[3]).toHaveFocus();
    await expect(items[3]).toHaveAttribute('data-focus-visible', 'true');
    // The keyboard-focused item is outlined (2 px, the focus colour), not only tinted (WCAG 1.4.11, 2.4.7).
    const focused = getComputedStyle(items[3]!);
    await expect(focused.outlineStyle).toBe('solid');
    await expect(focused.outlineWidth).toBe('2px');
    await expect(focused.outlineColor).toBe(rgbOf('--color-focus'));
    await expect(getComputedStyle(items[0]!).outlineStyle).toBe('none');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Selection: Story = {
  parameters: { visual: { viewport: true } },
  render: function SortMenu(args) {
    const s = useStoryText();
    return (
      <MenuTrigger>
        <Button variant="outline">{s('Sort by', 'ترتيب حسب')}</Button>
        <Menu {...args} selectionMode="single" defaultSelectedKeys={['points']}>
          <MenuItem id="points">{s('Points', 'النقاط')}</MenuItem>
          <MenuItem id="coins">{s('Coins', 'العملات')}</MenuItem>
          <MenuItem id="name">{s('Name', 'الاسم')}</MenuItem>
        </Menu>
      </MenuTrigger>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await screen.findByRole('menu');
    const [points, coins] = within(menu).getAllByRole('menuitemradio');
    await expect(points).toHaveAttribute('aria-checked', 'true');
    await expect(coins).toHaveAttribute('aria-checked', 'false');
    await userEvent.hover(coins!);
    await expect(coins).toHaveAttribute('data-focused', 'true');
  },
};

export const LongText: Story = {
  parameters: { visual: { viewport: true } },
  render: function LongMenu(args) {
    const s = useStoryText();
    return (
      <MenuTrigger>
        <Button variant="outline">
          <T en="Options" ar="خيارات" />
        </Button>
        <Menu {...args}>
          <MenuItem id="long">
            {s('Predict the match score and win extra points with friends', 'توقّع نتيجة المباراة واربح نقاطًا إضافية مع أصدقائك في الدوري')}
          </MenuItem>
          <MenuItem id="short">{s('Share', 'مشاركة')}</MenuItem>
        </Menu>
      </MenuTrigger>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
  },
};
