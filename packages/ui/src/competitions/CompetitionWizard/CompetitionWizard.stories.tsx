import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  connectCreateCompetition,
  createCompetitionMachine,
  matchListLeague,
  type CreateCompetitionPayload,
  type CreatedCompetition,
  type JoinCreatedCompetitionInput,
} from '@hadaf/domain';
import { findOverlay, overlaysSettled, say, useStoryText } from '../../internal/story-helpers.tsx';
import { CompetitionWizard } from './CompetitionWizard.tsx';
import type { WizardMatch, WizardMatchFilter } from './types.ts';

/** How a call answers in a story: at once, never (in flight), or with a failure. */
type Answer = 'ok' | 'pending' | 'fail';
interface StoryArgs {
  create: Answer;
  join: Answer;
  /** The Select Matches list: loaded, loading, failed or empty. */
  matches: 'ready' | 'loading' | 'error' | 'empty';
  coins: number;
  groupId: number | null;
  onNavigate: (intent: unknown) => void;
}

/** The stories' now: 1 December 2026, noon (UTC). A first match must be a day later. */
const STORY_NOW = Date.UTC(2026, 11, 1, 12);

const settle = <T,>(answer: Answer, value: T) =>
  answer === 'ok' ? Promise.resolve(value) : answer === 'fail' ? Promise.reject(new Error('offline')) : new Promise<T>(() => undefined);

function useFixtures() {
  const text = useStoryText();
  const leagues = [
    { id: 1, name: text('English Premier League', 'الدوري الإنجليزي الممتاز') },
    { id: 2, name: text('Spanish League', 'الدوري الإسباني') },
  ];
  const at = (day: number, hour: number) => new Date(Date.UTC(2026, 11, day, hour)).toISOString();
  const matches: (WizardMatch & { leagueId: number })[] = [
    // Tonight: too soon for an admin's review and players' joins.
    { id: 100, leagueId: 1, home: text('Tottenham', 'توتنهام'), away: text('Fulham', 'فولهام'), startsAt: at(1, 20) },
    { id: 101, leagueId: 1, home: text('Liverpool', 'ليفربول'), away: text('Arsenal', 'آرسنال'), startsAt: at(5, 17) },
    { id: 102, leagueId: 1, home: text('Chelsea', 'تشيلسي'), away: text('Everton', 'إيفرتون'), startsAt: at(6, 15) },
    { id: 201, leagueId: 2, home: text('Real Madrid', 'ريال مدريد'), away: text('Sevilla', 'إشبيلية'), startsAt: at(6, 20) },
  ];
  return { leagues, matches };
}

/** The real machine and connect, and the app's match filter. */
function Wizard({ create, join, matches: listState, coins, groupId, onNavigate }: StoryArgs) {
  const fixtures = useFixtures();
  const logic = useMemo(
    () =>
      createCompetitionMachine.provide({
        actors: {
          createCompetition: fromPromise<CreatedCompetition, CreateCompetitionPayload>(({ input }) => settle(create, { id: 31, type: input.type, entry_fee: input.entry_fee })),
          joinCompetition: fromPromise<void, JoinCreatedCompetitionInput>(() => settle(join, undefined)),
        },
      }),
    [create, join],
  );
  const actor = useActorRef(logic, { input: { coins, groupId, withPrizeStep: true, clock: () => STORY_NOW } });
  useEffect(() => actor.on('navigate', (event) => onNavigate(event.intent)).unsubscribe, [actor, onNavigate]);
  const view = useSelector(actor, (snapshot) => connectCreateCompetition(snapshot, { eksabShare: 0.1 }));
  const [filter, setFilter] = useState<WizardMatchFilter>({ leagueId: null, from: '2026-12-01', to: '2026-12-31' });
  const league = matchListLeague(view.values, filter.leagueId);
  const items = listState === 'ready' ? fixtures.matches.filter((match) => league === null || match.leagueId === league) : [];
  return (
    <CompetitionWizard
      view={view}
      send={(event) => actor.send(event)}
      leagues={fixtures.leagues}
      matches={{ status: listState === 'empty' ? 'ready' : listState, items, onRetry: fn() }}
      filter={filter}
      onFilterChange={setFilter}
    />
  );
}

const meta = {
  title: 'Competition/CompetitionWizard',
  args: { create: 'ok', join: 'ok', matches: 'ready', coins: 100, groupId: null, onNavigate: fn() },
  parameters: { visual: { viewport: true } },
  render: (args: StoryArgs) => <Wizard {...args} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (dialog: HTMLElement, en: string, arabic: string) => within(dialog).getByRole('button', { name: say(en, arabic) });
const next = (dialog: HTMLElement) => userEvent.click(button(dialog, 'Next', 'التالي'));

async function fillDetails(dialog: HTMLElement) {
  const scope = within(dialog);
  await userEvent.type(scope.getByRole('textbox', { name: new RegExp(say('Competition name', 'اسم المسابقة')) }), say('Friday Cup', 'كأس الجمعة'));
  await userEvent.click(scope.getByRole('radio', { name: new RegExp(say('Prediction', 'توقعات')) }));
  await next(dialog);
}

async function pickMatches(dialog: HTMLElement) {
  const scope = within(dialog);
  await userEvent.click(await scope.findByRole('checkbox', { name: new RegExp(say('Liverpool vs Arsenal', 'ليفربول ضد آرسنال')) }));
  await userEvent.click(scope.getByRole('checkbox', { name: new RegExp(say('Real Madrid vs Sevilla', 'ريال مدريد ضد إشبيلية')) }));
  await next(dialog);
}

async function choosePrize(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('radio', { name: say('Top 3 share the prize', 'أول ٣ يتقاسمون الجائزة') }));
  await next(dialog);
}

/** The whole wizard, submitted; the Created modal once it opens. */
async function submitCompetition(dialog: HTMLElement) {
  await fillDetails(dialog);
  await pickMatches(dialog);
  await choosePrize(dialog);
  await userEvent.click(button(dialog, 'Submit', 'إرسال'));
}

async function createdModal() {
  return waitFor(() => within(document.body).getByRole('dialog', { name: say('Competition created', 'تم إنشاء المسابقة') }));
}

/** Step 1: Next on an empty form shows what is missing; Previous is disabled on the first step. */
export const Details: Story = {
  parameters: { machineStates: ['createCompetition.editing.details'] },
  play: async () => {
    const dialog = await findOverlay();
    const scope = within(dialog);
    await expect(button(dialog, 'Previous', 'السابق')).toBeDisabled();
    await next(dialog);
    await expect(scope.getByText(say('Enter a name for the competition.', 'أدخل اسمًا للمسابقة.'))).toBeVisible();
    await expect(scope.getByText(say('Choose the competition type.', 'اختر نوع المسابقة.'))).toBeVisible();
  },
};

/** Fantasy asks for a league and the squad budget (0: the default 30 million). */
export const DetailsFantasy: Story = {
  parameters: { machineStates: ['createCompetition.editing.details'] },
  play: async () => {
    const dialog = await findOverlay();
    const scope = within(dialog);
    await userEvent.click(scope.getByRole('radio', { name: new RegExp(say('Fantasy', 'فانتازي')) }));
    await next(dialog);
    await expect(scope.getByText(say('Choose a league.', 'اختر الدوري.'))).toBeVisible();
    await expect(scope.getByRole('textbox', { name: new RegExp(say('Squad budget', 'ميزانية الفريق')) })).toBeVisible();
  },
};

/** Step 2: the allowed matches with a league and dates filter; picking counts towards the 500. */
export const SelectMatches: Story = {
  parameters: { machineStates: ['createCompetition.editing.matches'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillDetails(dialog);
    const scope = within(dialog);
    await next(dialog);
    await expect(scope.getByText(say('Select at least one match.', 'اختر مباراة واحدة على الأقل.'))).toBeVisible();
    await userEvent.click(await scope.findByRole('checkbox', { name: new RegExp(say('Liverpool vs Arsenal', 'ليفربول ضد آرسنال')) }));
    await expect(scope.getByText(say('1 of 500 matches selected', '١ من ٥٠٠ مباراة مختارة'))).toBeVisible();
    await expect(scope.queryByText(say('Select at least one match.', 'اختر مباراة واحدة على الأقل.'))).toBeNull();
  },
};

/** Step 2: a first match tonight leaves no day for an admin's review and players' joins: it is marked and refused. */
export const StartTooSoon: Story = {
  parameters: { machineStates: ['createCompetition.editing.matches'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillDetails(dialog);
    const scope = within(dialog);
    const tonight = await scope.findByRole('checkbox', { name: new RegExp(say('Tottenham vs Fulham', 'توتنهام ضد فولهام')) });
    await expect(within(tonight.closest('li')!).getByText(say('Too soon', 'قريبة جدًا'))).toBeVisible();
    await userEvent.click(tonight);
    await next(dialog);
    await expect(scope.getByRole('alert')).toHaveTextContent(say('Your first match starts too soon.', 'أول مباراة تبدأ قريبًا جدًا.'));
    await expect(scope.queryByRole('heading', { name: say('Check your competition', 'راجع مسابقتك') })).toBeNull();
  },
};

/** Step 2 while the matches load. */
export const MatchesLoading: Story = {
  args: { matches: 'loading' },
  parameters: { machineStates: ['createCompetition.editing.matches'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillDetails(dialog);
    await expect(within(dialog).getByRole('status')).toBeVisible();
  },
};

/** Step 2 when the matches cannot load: a retry. */
export const MatchesFailed: Story = {
  args: { matches: 'error' },
  parameters: { machineStates: ['createCompetition.editing.matches'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillDetails(dialog);
    await expect(button(dialog, 'Try again', 'حاول مرة أخرى')).toBeVisible();
  },
};

/** Step 2 with nothing to choose in the dates. */
export const NoMatches: Story = {
  args: { matches: 'empty' },
  parameters: { machineStates: ['createCompetition.editing.matches'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillDetails(dialog);
    await expect(within(dialog).getByText(say('No matches to choose in these dates. Try other dates or another league.', 'لا توجد مباريات للاختيار في هذه التواريخ. جرّب تواريخ أو دوريًا آخر.'))).toBeVisible();
  },
};

/** Step 3: fee, participants on a two-thumb slider, winners, and what each place would win. */
export const Prize: Story = {
  parameters: { machineStates: ['createCompetition.editing.prize'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillDetails(dialog);
    await pickMatches(dialog);
    const scope = within(dialog);
    const minimum = scope.getByRole('slider', { name: new RegExp(say('Minimum participants', 'الحد الأدنى للمشاركين')) });
    await userEvent.click(minimum);
    await userEvent.keyboard('{ArrowUp}');
    await expect(scope.getByText(say('11 to 30', 'من ١١ إلى ٣٠'))).toBeVisible();
    await userEvent.click(scope.getByRole('radio', { name: say('Top 3 share the prize', 'أول ٣ يتقاسمون الجائزة') }));
    // 10 coins × 30 places = 300, 10 % to Hadaf, 270 for the top 3.
    await expect(scope.getByText(say('Place 3', 'المركز ٣'))).toBeVisible();
    await expect(scope.getByText(say('Place 1', 'المركز ١'))).toBeVisible();
  },
};

/** Step 4: the summary before Submit. */
export const Review: Story = {
  parameters: { machineStates: ['createCompetition.editing.review'] },
  play: async () => {
    const dialog = await findOverlay();
    await fillDetails(dialog);
    await pickMatches(dialog);
    await choosePrize(dialog);
    const scope = within(dialog);
    await expect(scope.getByRole('heading', { name: say('Check your competition', 'راجع مسابقتك') })).toBeVisible();
    await expect(scope.getByText(say('Friday Cup', 'كأس الجمعة'))).toBeVisible();
    // What happens next, true to the rules: the review, joins until the first kick-off, the minimum an hour before.
    const next = scope.getByRole('region', { name: say('What happens next', 'ماذا يحدث بعد ذلك') });
    await expect(next).toHaveTextContent(say('An admin reviews it.', 'يراجعها المشرف.'));
    await expect(next).toHaveTextContent(say('players can join until the first match starts', 'يستطيع اللاعبون الاشتراك حتى بداية أول مباراة'));
    await expect(next).toHaveTextContent(say('If fewer than 10 players have joined by', 'إذا اشترك أقل من ١٠ لاعبين بحلول'));
    await expect(button(dialog, 'Submit', 'إرسال')).toBeEnabled();
  },
};

/** Submitting: Submit and Previous wait. */
export const Submitting: Story = {
  args: { create: 'pending' },
  parameters: { machineStates: ['createCompetition.submitting'] },
  play: async () => {
    const dialog = await findOverlay();
    await submitCompetition(dialog);
    await waitFor(() => expect(button(dialog, 'Submit', 'إرسال')).toBeDisabled());
    await expect(button(dialog, 'Previous', 'السابق')).toBeDisabled();
  },
};

/** A failed submit keeps everything on Review with the message; Submit is offered again. */
export const SubmitFailed: Story = {
  args: { create: 'fail' },
  parameters: { machineStates: ['createCompetition.editing.review'] },
  play: async () => {
    const dialog = await findOverlay();
    await submitCompetition(dialog);
    await expect(await within(dialog).findByText(say('The competition could not be created. Please try again.', 'تعذّر إنشاء المسابقة. يرجى المحاولة مرة أخرى.'))).toBeVisible();
    await expect(button(dialog, 'Submit', 'إرسال')).toBeEnabled();
  },
};

/** Success: the wizard closes, and 300 ms later the Created modal asks to join; Go to Competition confirms first. */
export const Created: Story = {
  parameters: { machineStates: ['createCompetition.awaitingCreatedModal', 'createCompetition.createdModal', 'createCompetition.joinConfirmation'] },
  play: async () => {
    const dialog = await findOverlay();
    await submitCompetition(dialog);
    await createdModal();
    const created = await findOverlay();
    // It says what the lobby card says: waiting for approval, not "ready for players".
    await expect(created).toHaveTextContent(say('Your competition is waiting for an admin’s approval.', 'مسابقتك بانتظار موافقة المشرف.'));
    await expect(within(created).getByRole('checkbox', { name: say('Join this competition now', 'اشترك في هذه المسابقة الآن') })).toBeChecked();
    await userEvent.click(button(created, 'Go to Competition', 'اذهب إلى المسابقة'));
    await expect(await findOverlay('alertdialog')).toBeVisible();
  },
};

/** Joining from the confirmation: Confirm is busy and Cancel waits. */
export const Joining: Story = {
  args: { join: 'pending' },
  parameters: { machineStates: ['createCompetition.joining'] },
  play: async () => {
    const dialog = await findOverlay();
    await submitCompetition(dialog);
    const created = await createdModal();
    await userEvent.click(button(created, 'Go to Competition', 'اذهب إلى المسابقة'));
    const confirmation = await findOverlay('alertdialog');
    await userEvent.click(button(confirmation, 'Confirm', 'تأكيد'));
    await waitFor(() => expect(button(confirmation, 'Cancel', 'إلغاء')).toBeDisabled());
    await overlaysSettled();
  },
};

/** Without auto-join, Go to Competition opens the new competition at once. */
export const GoToCompetition: Story = {
  parameters: { machineStates: ['createCompetition.done'] },
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await submitCompetition(dialog);
    const created = await createdModal();
    await userEvent.click(within(created).getByRole('checkbox', { name: say('Join this competition now', 'اشترك في هذه المسابقة الآن') }));
    await userEvent.click(button(created, 'Go to Competition', 'اذهب إلى المسابقة'));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ name: 'competition', competitionId: 31 }));
    await overlaysSettled();
  },
};

/** Cancel closes the wizard without creating anything. */
export const Cancelled: Story = {
  parameters: { machineStates: ['createCompetition.closed'] },
  play: async () => {
    const dialog = await findOverlay();
    await userEvent.click(button(dialog, 'Cancel', 'إلغاء'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};
