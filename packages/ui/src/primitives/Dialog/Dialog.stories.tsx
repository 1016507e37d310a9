import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectClosedWithFocusOnTrigger, longArabic, longEnglish, openFromTrigger, T } from '../../internal/story-helpers.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  parameters: { visual: { viewport: true } },
  args: {
    title: <T en="Leave the league?" ar="مغادرة الدوري؟" />,
    children: (
      <p>
        <T
          en="Your predictions stay saved, but you will no longer appear in this league's standings."
          ar="ستبقى توقعاتك محفوظة، لكنك لن تظهر بعد الآن في ترتيب هذا الدوري."
        />
      </p>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">
        <T en="Open dialog" ar="افتح النافذة" />
      </Button>
      <Modal>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

const open = openFromTrigger;

const onSave = fn();

/** Title, translated close button, body and footer actions; the title names the dialog. */
export const Default: Story = {
  args: {
    footer: ({ close }) => (
      <>
        <Button variant="outline" onPress={close}>
          <T en="Stay" ar="البقاء" />
        </Button>
        <Button
          variant="danger"
          onPress={() => {
            onSave();
            close();
          }}
        >
          <T en="Leave" ar="مغادرة" />
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Leave the league\?|مغادرة الدوري؟/);
    await expect(within(dialog).getByRole('button', { name: /^(Close|إغلاق)$/ })).toBeVisible();
  },
};

/** The footer's actions receive `close`; pressing one runs it and closes the dialog. */
export const FooterActionCloses: Story = {
  args: Default.args,
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Leave|مغادرة/ }));
    await expect(onSave).toHaveBeenCalledOnce();
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

/** The close button closes the dialog. */
export const CloseButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Close|إغلاق)$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Without a close button (the footer must then offer a way out). */
export const WithoutCloseButton: Story = {
  args: {
    hideCloseButton: true,
    footer: ({ close }) => (
      <Button onPress={close}>
        <T en="OK" ar="حسنًا" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

/** Keyboard: Tab cycles inside the dialog (focus is contained). */
export const FocusContained: Story = {
  args: Default.args,
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(document.activeElement).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    title: <T en={longEnglish} ar={longArabic} />,
    children: (
      <p>
        <T en={longEnglish} ar={longArabic} />
      </p>
    ),
    footer: ({ close }) => (
      <>
        <Button variant="outline" onPress={close}>
          <T en="Cancel my predictions for this round" ar="إلغاء توقعاتي لهذه الجولة" />
        </Button>
        <Button onPress={close}>
          <T en="Keep playing and win more coins" ar="واصل اللعب واربح مزيدًا من العملات" />
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
