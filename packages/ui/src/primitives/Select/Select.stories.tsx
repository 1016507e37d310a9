import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish, useStoryText } from '../../internal/story-helpers.tsx';
import { Select, SelectItem } from './Select.tsx';

const teams = [
  { id: 'ahly', en: 'Al Ahly', ar: 'الأهلي' },
  { id: 'zamalek', en: 'Zamalek', ar: 'الزمالك' },
  { id: 'pyramids', en: 'Pyramids', ar: 'بيراميدز' },
  { id: 'masry', en: 'Al Masry', ar: 'المصري' },
];

/** Options in the story language (textValue too, for type-ahead and the hidden native select). */
function TeamItems() {
  const text = useStoryText();
  return (
    <>
      {teams.map((team) => (
        <SelectItem key={team.id} id={team.id} textValue={text(team.en, team.ar)}>
          {text(team.en, team.ar)}
        </SelectItem>
      ))}
    </>
  );
}

const placeholder = /^(Select Option|اختر خيارًا)$/;
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button');

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: <T en="Favourite team" ar="فريقك المفضل" />,
    description: <T en="We show its matches first." ar="نعرض مبارياته أولًا." />,
    children: <TeamItems />,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the translated placeholder until an option is chosen; choosing one shows it in the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent(placeholder);
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('option', { name: /Zamalek|الزمالك/ }));
    await expect(args.onChange).toHaveBeenCalledWith('zamalek');
    await expect(button).toHaveTextContent(/Zamalek|الزمالك/);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultValue: 'ahly' },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('option', { name: /Al Ahly|الأهلي/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: Enter opens, arrows move, Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('pyramids');
    await expect(trigger(canvasElement)).toHaveTextContent(/Pyramids|بيراميدز/);
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(trigger(canvasElement));
    await expect(trigger(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'masry' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(/Al Masry|المصري/);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'ahly', isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'pyramids',
    isInvalid: true,
    errorMessage: <T en="This team is not in your league." ar="هذا الفريق ليس في دوريك." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/not in your league|ليس في دوريك/)).toBeVisible();
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(/not in your league|ليس في دوريك/);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <Select {...args} className="w-full" />
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Save" ar="حفظ" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|حفظ)$/ }));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
  },
};

function LongItems() {
  const text = useStoryText();
  return (
    <>
      <SelectItem id="long" textValue={text(longEnglish, longArabic)}>
        {text(longEnglish, longArabic)}
      </SelectItem>
      <TeamItems />
    </>
  );
}

export const LongArabicText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    description: <T en={longEnglish} ar={longArabic} />,
    children: <LongItems />,
    defaultValue: 'long',
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
  },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  },
};
