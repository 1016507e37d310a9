import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { connectCreateCompetition, createCompetitionMachine, defaultCompetitionFormValues, fourStepWizard, type CreateCompetitionContext } from '@hadaf/domain';
import { CompetitionCreated } from './CompetitionCreated.tsx';
import { ar } from '../../internal/story-helpers.tsx';

const text = (en: string, arabic: string) => (ar() ? arabic : en);
const values = defaultCompetitionFormValues();
/** The context the machine starts with (four steps, 100 coins); ui does not depend on xstate itself. */
const context: CreateCompetitionContext = {
  steps: fourStepWizard,
  withPrizeStep: true,
  initialValues: values,
  values,
  matchLeagues: {},
  matchStarts: {},
  clock: () => Date.UTC(2026, 11, 1, 12),
  errors: {},
  submitError: null,
  created: null,
  autoJoin: true,
  coins: 100,
  joinError: null,
  navigation: null,
};
const created = { id: 7, type: 1 as const, entry_fee: 50 };
/** The real machine's state read through the real connect. */
const viewAt = (value: Parameters<typeof createCompetitionMachine.resolveState>[0]['value'], changes: Partial<CreateCompetitionContext> = {}) =>
  connectCreateCompetition(createCompetitionMachine.resolveState({ value, context: { ...context, created, ...changes } }), { eksabShare: 0.1 });

const meta = {
  title: 'Competition/CompetitionCreated',
  component: CompetitionCreated,
  args: { view: viewAt('createdModal'), onToggleAutoJoin: fn(), onGoToCompetition: fn(), onClose: fn(), onConfirmJoin: fn(), onCancelJoin: fn() },
  parameters: { visual: { viewport: true } },
} satisfies Meta<typeof CompetitionCreated>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreatedWithAutoJoin: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    // True to the state the lobby card shows: waiting for an admin's approval (issue 30, defect 9).
    await expect(dialog.getByText(text('Your competition is waiting for an admin’s approval.', 'مسابقتك بانتظار موافقة المشرف.'), { exact: false })).toBeVisible();
    const checkbox = dialog.getByRole('checkbox', { name: text('Join this competition now', 'اشترك في هذه المسابقة الآن') });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onToggleAutoJoin).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: text('Go to Competition', 'اذهب إلى المسابقة') }));
    await expect(args.onGoToCompetition).toHaveBeenCalledOnce();
  },
};

export const CreatedWithoutAutoJoin: Story = {
  args: { view: viewAt('createdModal', { coins: 20 }) },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.queryByRole('checkbox')).toBeNull();
  },
};

export const JoinFailed: Story = {
  args: { view: viewAt('joinConfirmation', { joinError: 'createCompetition.errors.joinFailed' }) },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: text('Confirm', 'تأكيد') }));
    await expect(args.onConfirmJoin).toHaveBeenCalledOnce();
  },
};

export const Joining: Story = {
  args: { view: viewAt('joining') },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: text('Cancel', 'إلغاء') })).toBeDisabled();
  },
};
