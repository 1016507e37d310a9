import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizeDigits, type SquadEditorStatus } from '@hadaf/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { ar, findOverlay, say } from '../../internal/story-helpers.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { squadViewAt, type SquadFill, type SquadStoryOptions } from './fixtures.ts';
import { TeamSetup, type TeamSetupViewMode } from './TeamSetup.tsx';

const callbacks = {
  onSelectFormation: fn(),
  onConfirmFormation: fn(),
  onCancelFormation: fn(),
  onRemovePlayer: fn(),
  onSetCaptain: fn(),
  onMakeSubstitute: fn(),
  onSave: fn(),
  onConfirmLeave: fn(),
  onCancelLeave: fn(),
  onAddPlayer: fn(),
  onPlayerInfo: fn(),
  onJoin: fn(),
};

interface TeamSetupStoryArgs {
  status: SquadEditorStatus;
  options?: Omit<SquadStoryOptions, 'language'>;
  joined?: boolean;
  viewMode?: TeamSetupViewMode;
}

function TeamSetupStory({ status, options, joined = true, viewMode }: TeamSetupStoryArgs) {
  const language = useMatchLanguage();
  return <TeamSetup view={squadViewAt(status, { language, ...options })} joined={joined} viewMode={viewMode} {...callbacks} />;
}

const meta = {
  title: 'Fantasy/TeamSetup',
  component: TeamSetupStory,
  beforeEach: () => {
    for (const callback of Object.values(callbacks)) callback.mockClear();
  },
} satisfies Meta<TeamSetupStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;
const withDialog = { visual: { viewport: true } };

const saveButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: ar() ? /حفظ/ : /Save/ });

/** A formation as the page writes it: in the story language's digits ("٤-٤-٢" in Arabic). */
const formation = (value: string) => (ar() ? localizeDigits(value, 'ar') : value);

/** A full squad, nothing pending: the formation, 0.5 M left, 15/15; pressing a player opens his actions. */
export const Idle: Story = {
  args: { status: 'idle' },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.idle', 'squadEditor.editing.leaveGuard.staying'], ...withDialog },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: formation('4-4-2') })).toBeChecked();
    await expect(canvas.getByTestId('budget')).toHaveTextContent(say('0.5M', '٠٫٥ مليون'));
    await expect(canvas.getByTestId('budget')).toHaveTextContent(say('15/15', '١٥/١٥'));
    // Every number of the page in the reader's digits: formations, budget, prices, shirt numbers.
    if (ar()) await expect(canvas.getByTestId('team-setup').textContent).not.toMatch(/[0-9]/);
    await userEvent.click(canvas.getByTestId('player-203'));
    const sheet = within(await findOverlay());
    await expect(sheet.getByRole('heading', { name: say('Yasser Ibrahim', 'ياسر إبراهيم') })).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: say('Make captain', 'اجعله القائد') }));
    await expect(callbacks.onSetCaptain).toHaveBeenCalledWith(203);
  },
};

/** Save on an incomplete, over-budget squad: the hints show beside Save (for 2 seconds), the remainder in red. */
export const ShowingHintsOverBudget: Story = {
  args: { status: 'showingHints', options: { fill: 'overBudget', hints: ['squad.hints.overBudget'] } },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.showingHints'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('save-hints')).toHaveTextContent(say('Your squad is over budget.', 'فريقك يتجاوز الميزانية.'));
    await expect(canvas.getByText(say('Over budget', 'تجاوزت الميزانية'))).toBeVisible();
    await expect(canvas.getByTestId('budget')).toHaveTextContent(say('-1.5M', '١٫٥ مليون'));
    await userEvent.click(saveButton(canvasElement));
    await expect(callbacks.onSave).toHaveBeenCalledOnce();
  },
};

/** Saved: 'Lineup saved.' beside Save (the app shows its toast too). */
export const Saved: Story = {
  args: { status: 'saved' },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.saved'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(say('Lineup saved.', 'تم حفظ التشكيلة.'))).toBeVisible();
  },
};

/** The save failed with the server's errors: one message per key (unknown keys show the server's text). */
export const Failed: Story = {
  args: {
    status: 'failed',
    options: {
      serverErrors: [
        { key: 'team_setup.multiple_captains', message: 'Only one captain is allowed', translationKey: 'squad.errors.multipleCaptains' },
        { key: 'team_setup.invalid_player', message: 'Selected player is not valid for this competition', translationKey: 'squad.errors.invalidPlayer' },
      ],
    },
  },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.failed'] },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(say('Only one captain is allowed', 'يُسمح بقائد واحد فقط'))).toBeVisible();
    await expect(alert.getByText(say('Selected player is not valid for this competition', 'اللاعب المختار غير صالح لهذه المسابقة'))).toBeVisible();
  },
};

/** Picking another formation with players chosen asks first: the lineup would be reset. */
export const ConfirmingFormation: Story = {
  args: { status: 'confirmingFormation' },
  parameters: { machineStates: ['squadEditor.editing.lineup.confirmingFormation'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay('alertdialog'));
    await expect(dialog.getByText(ar() ? /يزيل كل اللاعبين الذين اخترتهم/ : /removes every player you picked/)).toHaveTextContent(formation('3-5-2'));
    await userEvent.click(dialog.getByRole('button', { name: say('Change formation', 'غيّر الخطة') }));
    await expect(callbacks.onConfirmFormation).toHaveBeenCalledOnce();
    await expect(callbacks.onCancelFormation).not.toHaveBeenCalled();
  },
};

/** Saving: Save waits, the formation and the players cannot change. */
export const Saving: Story = {
  args: { status: 'saving' },
  parameters: { machineStates: ['squadEditor.editing.lineup.saving'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(saveButton(canvasElement)).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('radio', { name: formation('4-3-3') })).toBeDisabled();
    await expect(canvas.queryByTestId('player-101')?.tagName).toBe('DIV');
  },
};

/** Leaving with unsaved changes asks first; Stay keeps the page. */
export const ConfirmingLeave: Story = {
  args: { status: 'confirmingLeave' },
  parameters: { machineStates: ['squadEditor.editing.leaveGuard.confirmingLeave'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay('alertdialog'));
    await expect(dialog.getByRole('heading', { name: say('Leave without saving?', 'المغادرة دون حفظ؟') })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: say('Stay', 'ابقَ') }));
    await expect(callbacks.onCancelLeave).toHaveBeenCalled();
    await expect(callbacks.onConfirmLeave).not.toHaveBeenCalled();
  },
};

/** Left: the app is navigating away; nothing can be saved any more. */
export const Left: Story = {
  args: { status: 'left' },
  parameters: { machineStates: ['squadEditor.left'] },
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/** No squad yet: no formation chosen, the whole 30 M left; picking a formation sends it. */
export const EmptySquad: Story = {
  args: { status: 'idle', options: { fill: 'noFormation' } },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('budget')).toHaveTextContent(say('30.0M', '٣٠٫٠ مليون'));
    await expect(canvas.getByTestId('budget')).toHaveTextContent(say('0/15', '٠/١٥'));
    await userEvent.click(canvas.getByRole('radio', { name: formation('4-3-3') }));
    await expect(callbacks.onSelectFormation).toHaveBeenCalledWith('4-3-3');
  },
};

/** The competition has started: a banner says so, and nothing on the page can change. */
export const ReadOnly: Story = {
  args: { status: 'idle', options: { readOnly: true, scored: true } },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('This competition has started: your team can no longer change.', 'بدأت هذه المسابقة: لم يعد بإمكانك تغيير فريقك.'))).toBeVisible();
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: formation('4-4-2') })).toBeDisabled();
    await expect(canvas.getByTestId('player-301')).toHaveTextContent(say('12.50 pts', '١٢٫٥٠ نقطة'));
  },
};

/** Not joined: the page shows behind an overlay whose only action is Join Now. */
export const NotJoined: Story = {
  args: { status: 'idle', options: { fill: 'noFormation' }, joined: false },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: say('Join this competition to build your team', 'اشترك في هذه المسابقة لتكوّن فريقك') })).toBeVisible();
    // The page behind is inert: nothing there can be focused or pressed.
    await expect(saveButton(canvasElement).closest('[inert]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: say('Join Now', 'اشترك الآن') }));
    await expect(callbacks.onJoin).toHaveBeenCalledOnce();
  },
};

/** 320 px: controls above the pitch, a partly filled 5-3-2, no sideways scrolling. */
export const Phone320: Story = {
  args: { status: 'idle', options: { fill: 'partial', formation: '5-3-2' } },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.idle'] },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: say('Add defender', 'أضف مدافعًا') })[0]!);
    await expect(callbacks.onAddPlayer).toHaveBeenCalledWith('Defender');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * 1224 px (desktop): the controls stand beside the squad at its inline start (left in English, right in Arabic), as
 * they come first in the page, so Tab meets them first as the eye does; the list view is one tab away.
 */
export const Desktop1224: Story = {
  args: { status: 'idle' },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.idle'] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('complementary');
    const controls = panel.getBoundingClientRect();
    const tabs = canvas.getByRole('tablist').getBoundingClientRect();
    await expect(controls.top).toBeLessThan(tabs.bottom);
    await expect(ar() ? controls.left >= tabs.right - 1 : controls.right <= tabs.left + 1).toBe(true);
    // Tab: the formation, then Save, then the view tabs.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: formation('4-4-2') })).toHaveFocus();
    await userEvent.tab();
    await expect(saveButton(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: say('Field', 'الملعب') })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: say('List', 'القائمة') }));
    await expect(canvas.getByRole('table', { name: say('Attackers', 'المهاجمون') })).toBeVisible();
  },
};

/**
 * The app's picker (a stand-in here) opened from an empty place: once a pick fills it and the picker closes, focus
 * returns to that place, now the player's, instead of falling to the page.
 */
function FocusReturnStory() {
  const language = useMatchLanguage();
  const [fill, setFill] = useState<SquadFill>('partial');
  const [picking, setPicking] = useState(false);
  return (
    <>
      <TeamSetup view={squadViewAt('idle', { language, fill })} {...callbacks} onAddPlayer={() => setPicking(true)} overlayOpen={picking} />
      <Modal isOpen={picking} onOpenChange={setPicking} size="sm">
        <Dialog title={say('Choose players', 'اختر اللاعبين')}>
          <Button onPress={() => setFill('full')}>{say('Pick Mohamed Awad', 'اختر محمد عواد')}</Button>
        </Dialog>
      </Modal>
    </>
  );
}

export const FocusReturnsAfterPicker: Story = {
  args: { status: 'idle' },
  parameters: { machineStates: ['squadEditor.editing.lineup.ready.idle'], ...withDialog },
  render: () => <FocusReturnStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bench = within(canvas.getByRole('region', { name: say('Substitutes', 'البدلاء') }));
    await userEvent.click(bench.getByRole('button', { name: say('Add goalkeeper', 'أضف حارس مرمى') }));
    const picker = within(await findOverlay());
    await userEvent.click(picker.getByRole('button', { name: say('Pick Mohamed Awad', 'اختر محمد عواد') }));
    // The place that opened the picker now holds the goalkeeper picked.
    await expect(bench.queryByRole('button', { name: say('Add goalkeeper', 'أضف حارس مرمى') })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByTestId('player-102')).toHaveFocus());
  },
};
