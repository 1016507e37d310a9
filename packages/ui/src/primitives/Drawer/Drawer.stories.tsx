import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { MenuIcon } from '../icons/Icon.tsx';
import { expectClosedWithFocusOnTrigger, longArabic, longEnglish, openFromTrigger, T } from '../../internal/story-helpers.tsx';
import { Drawer } from './Drawer.tsx';

const links = [
  ['Matches', 'المباريات'],
  ['My predictions', 'توقعاتي'],
  ['Leagues', 'الدوريات'],
  ['Fantasy', 'الفانتازي'],
  ['Wallet', 'المحفظة'],
] as const;

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  parameters: { visual: { viewport: true } },
  args: {
    title: <T en="Menu" ar="القائمة" />,
    children: (
      <ul className="flex flex-col gap-1">
        {links.map(([en, ar]) => (
          <li key={en} className="rounded-md px-2 py-2 hover:bg-surface-sunken">
            <T en={en} ar={ar} />
          </li>
        ))}
      </ul>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline" icon={<MenuIcon />}>
        <T en="Open menu" ar="افتح القائمة" />
      </Button>
      <Drawer {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

const open = (canvasElement: HTMLElement) => openFromTrigger(canvasElement);

/** Slides in on the inline-end edge: the right in English, the left in Arabic. */
export const InlineEnd: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Menu|القائمة/);
    const panel = dialog.parentElement!.getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(panel.left).toBe(0);
    else await expect(panel.right).toBe(window.innerWidth);
  },
};

/** A bottom sheet across the full width. */
export const BottomSheet: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const panel = dialog.parentElement!.getBoundingClientRect();
    await expect(panel.bottom).toBe(window.innerHeight);
    await expect(panel.width).toBe(window.innerWidth);
  },
};

/** The translated close button closes the drawer and focus returns to the trigger. */
export const CloseButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Close|إغلاق)$/ }));
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

/** Escape and clicking the backdrop close it. */
export const DismissOutside: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const dialog = await open(canvasElement);
    // The backdrop: overlay > panel > dialog.
    await userEvent.click(dialog.parentElement!.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** With footer actions. */
export const WithFooter: Story = {
  args: {
    title: <T en="Filter matches" ar="تصفية المباريات" />,
    children: (
      <p>
        <T en="Choose the competitions to show." ar="اختر البطولات التي تريد عرضها." />
      </p>
    ),
    footer: ({ close }) => (
      <>
        <Button variant="outline" onPress={close}>
          <T en="Reset" ar="إعادة الضبط" />
        </Button>
        <Button onPress={close}>
          <T en="Apply" ar="تطبيق" />
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /Reset|إعادة الضبط/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Apply|تطبيق/ })).toBeVisible();
  },
};

/** A footer action receives `close`: Apply closes the drawer. */
export const FooterActionCloses: Story = {
  args: WithFooter.args,
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Apply|تطبيق/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    placement: 'bottom',
    title: <T en={longEnglish} ar={longArabic} />,
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} className="mb-3">
            <T en={longEnglish} ar={longArabic} />
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
