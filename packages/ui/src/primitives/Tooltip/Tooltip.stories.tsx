import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { InfoIcon } from '../icons/Icon.tsx';
import { T, useStoryText } from '../../internal/story-helpers.tsx';
import { Tooltip, TooltipTrigger, type TooltipProps } from './Tooltip.tsx';

function HelpTooltip(props: TooltipProps) {
  const s = useStoryText();
  return (
    <div className="flex justify-center py-16">
      <TooltipTrigger>
        <IconButton label={s('How points work', 'كيف تُحتسب النقاط')} icon={<InfoIcon />} variant="outline" />
        <Tooltip {...props} />
      </TooltipTrigger>
    </div>
  );
}

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { children: <T en="Exact score: 3 points" ar="النتيجة الصحيحة: ٣ نقاط" /> },
  render: (args) => <HelpTooltip {...args} />,
  // The tooltip portals to <body>, so the screenshot covers the viewport.
  parameters: { visual: { viewport: true } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/** Keyboard focus opens the tooltip at once, and the trigger is described by it. */
export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/Exact score|النتيجة الصحيحة/);
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(/Exact score|النتيجة الصحيحة/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Focus again to leave it open for the screenshot.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

export const OpenOnHover: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    // Move the mouse over the page first, so react-aria knows the pointer (not the keyboard) is in use.
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible(), { timeout: 3000 });
  },
};

export const LongText: Story = {
  args: {
    children: (
      <T
        en="Predict the exact score for 3 points, the right winner for 1 point. Points are added after the final whistle."
        ar="توقّع النتيجة الصحيحة لتربح ٣ نقاط، والفائز الصحيح لتربح نقطة واحدة. تُضاف النقاط بعد صافرة النهاية."
      />
    ),
  },
  render: function Controlled(args) {
    const s = useStoryText();
    return (
      <div className="flex justify-center py-24">
        <TooltipTrigger isOpen>
          <IconButton label={s('How points work', 'كيف تُحتسب النقاط')} icon={<InfoIcon />} variant="outline" />
          <Tooltip {...args} />
        </TooltipTrigger>
      </div>
    );
  },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};
