import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { T, longArabic, longEnglish, useStoryText } from '../../internal/story-helpers.tsx';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox.tsx';

const players = [
  { id: 'salah', en: 'Mohamed Salah', ar: 'محمد صلاح' },
  { id: 'marmoush', en: 'Omar Marmoush', ar: 'عمر مرموش' },
  { id: 'trezeguet', en: 'Trezeguet', ar: 'تريزيجيه' },
  { id: 'zizo', en: 'Zizo', ar: 'زيزو' },
  { id: 'elshenawy', en: 'Mohamed El Shenawy', ar: 'محمد الشناوي' },
];

function PlayerItems() {
  const text = useStoryText();
  return (
    <>
      {players.map((player) => (
        <ComboBoxItem key={player.id} id={player.id} textValue={text(player.en, player.ar)}>
          {text(player.en, player.ar)}
        </ComboBoxItem>
      ))}
    </>
  );
}

/** The open list, once shown: react-aria holds a popover back while it believes an on-screen keyboard is opening. */
async function findListbox() {
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible(), { timeout: 3000 });
  return listbox;
}

function LocalisedComboBox(props: ComboBoxProps) {
  const text = useStoryText();
  return <ComboBox placeholder={text('Type a name', 'اكتب اسمًا')} {...props} />;
}

const combobox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: {
    label: <T en="Captain" ar="القائد" />,
    description: <T en="Your captain scores double points." ar="يحصل قائدك على نقاط مضاعفة." />,
    children: <PlayerItems />,
    onChange: fn(),
    onInputChange: fn(),
  },
  render: (args) => <LocalisedComboBox {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the options; picking one fills the input. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const input = combobox(canvasElement);
    await userEvent.type(input, globals.locale === 'ar' ? 'محمد' : 'Moh');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: /El Shenawy|الشناوي/ }));
    await expect(args.onChange).toHaveBeenCalledWith('elshenawy');
    await expect(input).toHaveValue(globals.locale === 'ar' ? 'محمد الشناوي' : 'Mohamed El Shenawy');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The chevron button opens the full list. */
export const Open: Story = {
  args: { defaultValue: 'salah' },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await findListbox();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await expect(within(listbox).getByRole('option', { name: /Mohamed Salah|محمد صلاح/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: ArrowDown opens the list, arrows move, Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.tab();
    await expect(combobox(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('marmoush');
    await expect(combobox(canvasElement)).toHaveValue(globals.locale === 'ar' ? 'عمر مرموش' : 'Omar Marmoush');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(combobox(canvasElement));
    await expect(combobox(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(combobox(canvasElement)).toHaveFocus();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'zizo' },
  play: async ({ canvasElement, globals }) => {
    await expect(combobox(canvasElement)).toHaveValue(globals.locale === 'ar' ? 'زيزو' : 'Zizo');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'zizo', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'trezeguet',
    isInvalid: true,
    errorMessage: <T en="This player is injured." ar="هذا اللاعب مصاب." />,
  },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox(canvasElement)).toHaveAccessibleDescription(/injured|مصاب/);
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col items-start gap-3">
      <LocalisedComboBox {...args} className="w-full" />
      <button type="submit" className="rounded-md bg-primary-600 px-4 py-2 font-semibold text-on-primary">
        <T en="Save" ar="حفظ" />
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(combobox(canvasElement)).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|حفظ)$/ }));
    await expect(canvas.getByText(/This field is required\.|هذا الحقل مطلوب\./)).toBeVisible();
  },
};

function LongItems() {
  const text = useStoryText();
  return (
    <>
      <ComboBoxItem id="long" textValue={text(longEnglish, longArabic)}>
        {text(longEnglish, longArabic)}
      </ComboBoxItem>
      <PlayerItems />
    </>
  );
}

export const LongArabicText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    description: <T en={longEnglish} ar={longArabic} />,
    children: <LongItems />,
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
  },
  parameters: { visual: { viewport: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await findListbox();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
  },
};
