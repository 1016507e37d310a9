import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { expectClosedWithFocusOnTrigger, longArabic, longEnglish, openFromTrigger, overlayArrived, T } from '../../internal/story-helpers.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  parameters: { visual: { viewport: true } },
  args: { size: 'md', staticBackdrop: false },
  render: (args) => (
    <DialogTrigger>
      <Button>
        <T en="Open rules" ar="عرض القواعد" />
      </Button>
      <Modal {...args}>
        <Dialog
          title={<T en="How predictions score" ar="كيف تُحتسب التوقعات" />}
          footer={({ close }) => (
            <Button onPress={close}>
              <T en="Got it" ar="فهمت" />
            </Button>
          )}
        >
          <p>
            <T
              en="An exact score earns 3 points; the right winner or a draw earns 1 point."
              ar="النتيجة الصحيحة تمامًا تمنحك ٣ نقاط، والفائز الصحيح أو التعادل يمنحك نقطة واحدة."
            />
          </p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

const open = (canvasElement: HTMLElement) => openFromTrigger(canvasElement);

/** Opens from its trigger; focus moves into the dialog, which is named by its title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(/.+/);
    await expect(within(dialog).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

/** Escape closes a dismissable modal and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOnTrigger(canvasElement);
  },
};

/** Clicking the backdrop closes a dismissable modal. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const overlay = dialog.parentElement!.parentElement!;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A static backdrop: Escape and clicking outside leave it open; only its own buttons close it. */
export const StaticBackdrop: Story = {
  args: { staticBackdrop: true },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement!.parentElement!);
    await expect(screen.getByRole('dialog')).toBeVisible();
    // Focus stays contained in the dialog (the focus scope pulls it back after the outside click).
    await overlayArrived(dialog);
  },
};

/** The footer action and the close button close the modal. */
export const ActionCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const [close, action] = within(dialog).getAllByRole('button');
    await expect(close).toHaveAccessibleName(/close|إغلاق/i);
    await userEvent.click(action!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /close|إغلاق/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long titles wrap beside the close button and long bodies scroll inside the modal. */
export const LongText: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>
        <T en="Open" ar="افتح" />
      </Button>
      <Modal {...args}>
        <Dialog title={<T en={longEnglish} ar={longArabic} />}>
          {Array.from({ length: 8 }, (_, index) => (
            <p key={index} className="mb-3">
              <T en={longEnglish} ar={longArabic} />
            </p>
          ))}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('heading')).toBeVisible();
  },
};
