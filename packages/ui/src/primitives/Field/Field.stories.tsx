import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { T } from '../../internal/story-helpers.tsx';
import { Description, FieldError, FieldGroup, FieldInput, Input, Label } from './Field.tsx';

/** The shared field parts every field is built from: Label, control (FieldInput or FieldGroup + Input), Description, FieldError. */
const meta = {
  title: 'Primitives/Field',
  component: Label,
  decorators: [
    (Story) => (
      <div className="max-w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Parts: Story = {
  render: () => (
    <AriaTextField isRequired className="flex flex-col gap-1.5">
      <Label isRequired>
        <T en="Nickname" ar="اللقب" />
      </Label>
      <FieldInput />
      <Description>
        <T en="Friends see it in your league." ar="يراه أصدقاؤك في دوريك." />
      </Description>
      <FieldError />
    </AriaTextField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleName(/Nickname|اللقب/);
    await expect(input).toHaveAccessibleDescription(/league|دوريك/);
  },
};

/** A FieldGroup draws the border for an input with adornments; the group shows the focus ring. */
export const GroupFocusVisible: Story = {
  render: () => (
    <AriaTextField className="flex flex-col gap-1.5">
      <Label>
        <T en="Coins" ar="العملات" />
      </Label>
      <FieldGroup>
        <Input />
        <span className="pe-3 text-sm text-fg-muted">
          <T en="coins" ar="عملة" />
        </span>
      </FieldGroup>
    </AriaTextField>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

/** Without a message of its own, FieldError translates the browser's "value missing" error. */
export const RequiredError: Story = {
  render: () => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <AriaTextField isRequired className="flex w-full flex-col gap-1.5">
        <Label isRequired>
          <T en="Nickname" ar="اللقب" />
        </Label>
        <FieldInput />
        <FieldError />
      </AriaTextField>
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Save" ar="حفظ" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
  },
};
