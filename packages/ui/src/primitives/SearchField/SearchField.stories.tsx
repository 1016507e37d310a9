import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish, useStoryText } from '../../internal/story-helpers.tsx';
import { SearchField, type SearchFieldProps } from './SearchField.tsx';

const clearLabel = /^(Clear search|مسح البحث)$/;

function LocalisedSearchField(props: SearchFieldProps) {
  const text = useStoryText();
  return <SearchField placeholder={text('Search players or teams', 'ابحث عن لاعبين أو فرق')} {...props} />;
}

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    label: <T en="Search" ar="بحث" />,
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  render: (args) => <LocalisedSearchField {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits the typed text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await expect(canvas.queryByRole('button', { name: clearLabel })).not.toBeInTheDocument();
    await userEvent.type(input, 'Ahly{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Ahly');
    await expect(input).toHaveValue('Ahly');
  },
};

/** Enter on an empty field still calls onSubmit(''): the caller decides what an empty search does. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};

/** The clear button (translated label) empties the field and returns focus to it; Escape clears too. */
export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'Zamalek');
    await userEvent.click(canvas.getByRole('button', { name: clearLabel }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: clearLabel })).not.toBeInTheDocument();
    await userEvent.type(input, 'Pyramids');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.hover(input);
    await expect(input).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Mohamed Salah' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('Mohamed Salah');
    await expect(canvas.getByRole('button', { name: clearLabel })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Mohamed Salah', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: clearLabel })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: clearLabel }), { pointerEventsCheck: 0 });
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'S',
    isInvalid: true,
    errorMessage: <T en="Type at least 2 letters." ar="اكتب حرفين على الأقل." />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/2 letters|حرفين/);
  },
};

export const Required: Story = {
  args: { isRequired: true, description: <T en="Search a team to follow." ar="ابحث عن فريق لمتابعته." /> },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <LocalisedSearchField {...args} className="w-full" />
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Follow" ar="متابعة" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: /Follow|متابعة/ }));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
  },
};

export const LongArabicText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    description: <T en={longEnglish} ar={longArabic} />,
    defaultValue: longArabic,
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue(longArabic);
  },
};
