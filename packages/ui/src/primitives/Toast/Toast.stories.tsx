import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { longArabic, longEnglish, useStoryText } from '../../internal/story-helpers.tsx';
import { ToastRegion } from './Toast.tsx';
import { toastQueue, type ToastContent } from './toast-queue.ts';

type Text = ReturnType<typeof useStoryText>;
type Example = (text: Text) => ToastContent;

const buttonLabels = {
  success: ['Save predictions', 'حفظ التوقعات'],
  error: ['Save while offline', 'الحفظ دون اتصال'],
  info: ['Check deadline', 'عرض الموعد النهائي'],
  long: ['Show long message', 'عرض رسالة طويلة'],
} as const;

const examples = {
  success: (text) => ({ tone: 'success', title: text('Predictions saved', 'تم حفظ توقعاتك'), description: text('Good luck this round!', 'بالتوفيق في هذه الجولة!') }),
  error: (text) => ({ tone: 'error', title: text('Could not save', 'تعذّر الحفظ'), description: text('Check your connection and try again.', 'تحقق من اتصالك وحاول مرة أخرى.') }),
  info: (text) => ({ tone: 'info', title: text('Deadline in 1 hour', 'الموعد النهائي بعد ساعة') }),
  long: (text) => ({ tone: 'info', title: text(longEnglish, longArabic), description: text(longEnglish, longArabic) }),
} satisfies Record<string, Example>;

function Demo({ show = ['success', 'error', 'info', 'long'] }: { show?: (keyof typeof examples)[] }) {
  const text = useStoryText();
  return (
    <>
      <div className="flex flex-wrap gap-3">
        {show.map((name) => (
          <Button key={name} variant="outline" onPress={() => toastQueue.add(examples[name](text))}>
            {text(buttonLabels[name][0], buttonLabels[name][1])}
          </Button>
        ))}
      </div>
      <ToastRegion />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  parameters: { visual: { viewport: true } },
  // The queue is app-wide: start and end every story with it empty. Stories add toasts without
  // a timeout so no auto-dismiss timer is pending when the screenshot is taken.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  // Every story renders the same triggers so the page around the toasts is identical in each screenshot.
  render: () => <Demo />,
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

async function show(canvasElement: HTMLElement, name: keyof typeof buttonLabels) {
  const [en, ar] = buttonLabels[name];
  const button = within(canvasElement).getByRole('button', { name: new RegExp(`^(${en}|${ar})$`) });
  await userEvent.click(button);
  // Move the pointer away so no trigger is left hovered in the screenshot.
  await userEvent.unhover(button);
  await repaintPage();
}

/**
 * The test browser scales the story frame (0.8) and leaves stale anti-aliased edge pixels around the
 * trigger buttons after their hover/press repaints; toggling the page background repaints the whole
 * viewport so the screenshot shows only the final state. (Modal and Drawer stories cover the page instead.)
 */
async function repaintPage() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const root = document.documentElement;
  root.style.setProperty('background', 'var(--hd-color-surface)');
  await frame();
  root.style.removeProperty('background');
  await frame();
}

/** Nothing queued: no region is rendered. */
export const Empty: Story = {
  play: async () => {
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'success');
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveAccessibleName(/Predictions saved|تم حفظ توقعاتك/);
    await expect(within(toast).getByText(/Good luck|بالتوفيق/)).toBeVisible();
    await expect(screen.getByRole('region', { name: /Notifications|الإشعارات/ })).toContainElement(toast);
  },
};

export const ErrorTone: Story = {
  name: 'Error',
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'error');
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveAccessibleName(/Could not save|تعذّر الحفظ/);
    await expect(within(toast).getByRole('img', { name: /Error|خطأ/ })).toBeVisible();
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'info');
    await expect(await screen.findByText(/Deadline in 1 hour|الموعد النهائي بعد ساعة/)).toBeVisible();
  },
};

/** Several toasts stack at the bottom inline-end corner, the newest nearest the edge. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'success');
    await show(canvasElement, 'error');
    await show(canvasElement, 'info');
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
  },
};

/** The translated dismiss button removes the toast; the region disappears with the last one. */
export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'success');
    const toast = await screen.findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: /^(Dismiss|إخفاء)$/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await repaintPage();
  },
};

/** Toasts time out when added with `{ timeout }`; this story closes one by its key instead of waiting. */
export const ClosedByKey: Story = {
  play: async () => {
    const title = document.documentElement.lang === 'ar' ? 'إشعار مؤقت' : 'Temporary notice';
    const key = toastQueue.add({ tone: 'info', title }, { timeout: 60_000 });
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
    toastQueue.close(key);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await repaintPage();
  },
};

export const LongText: Story = {
  play: async ({ canvasElement }) => {
    await show(canvasElement, 'long');
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
