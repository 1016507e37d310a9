import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import type { JoinCompetitionEvent } from '@hadaf/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { covers } from '../CompetitionCard/fixtures.ts';
import { ar, findOverlay, longArabic, longEnglish, say, useStoryText } from '../../internal/story-helpers.tsx';
import { ClockProvider, manualClock } from '../../lib/clock.tsx';
import { CompetitionHeader, type CompetitionHeaderData, type CompetitionStanding } from './CompetitionHeader.tsx';
import { joinViewAt, type JoinStatus, type JoinStoryOptions } from './fixtures.ts';

const send = fn();
const navigate = fn();

interface HeaderStoryArgs {
  status: JoinStatus;
  options?: JoinStoryOptions;
  data?: Partial<CompetitionHeaderData>;
  longName?: boolean;
  /** The flow moves on as the fan answers (join, confirm, close), as the real machine does, to follow the focus. */
  live?: boolean;
  standing?: CompetitionStanding | null;
}

/** The join flow's steps a live story walks through. */
const nextStatus: Partial<Record<JoinStatus, Partial<Record<JoinCompetitionEvent['type'], JoinStatus>>>> = {
  notJoined: { JOIN: 'confirmingJoin' },
  confirmingJoin: { CONFIRM: 'joined', CANCEL: 'notJoined' },
  joined: { CLOSE: 'member' },
  member: { WITHDRAW: 'confirmingWithdrawal' },
  confirmingWithdrawal: { CONFIRM: 'notJoined', CANCEL: 'member' },
};

function HeaderStory({ status: initial, options, data, longName = false, live = false, standing }: HeaderStoryArgs) {
  const text = useStoryText();
  const [status, setStatus] = useState(initial);
  const onSend = (event: JoinCompetitionEvent) => {
    send(event);
    const next = live ? nextStatus[status]?.[event.type] : undefined;
    if (next) setStatus(next);
  };
  return (
    <RouterProvider navigate={navigate}>
      <CompetitionHeader
        competition={{
          name: longName ? text(longEnglish, longArabic) : text('Premier League Weekend', 'عطلة الدوري الإنجليزي'),
          state: 'upcoming',
          status: null,
          coverUrl: covers.green,
          ...data,
        }}
        join={joinViewAt(status, options)}
        standing={standing}
        send={onSend}
        playHref="/competitions/31/matches"
      />
    </RouterProvider>
  );
}

const meta = {
  title: 'Competition/CompetitionHeader',
  component: HeaderStory,
  beforeEach: () => {
    send.mockClear();
    navigate.mockClear();
  },
} satisfies Meta<HeaderStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;
const withDialog = { visual: { viewport: true } };

/** The story's "now": the stamps below are read against it (a manual clock: the screenshot never catches a tick). */
const NOW = Date.parse('2026-11-22T18:00:00Z');

/** A re-rank comes in live a moment after the page shows: the fan climbs from 12th to 9th. */
function LiveStandingStory(args: HeaderStoryArgs) {
  const [clock] = useState(() => manualClock(NOW));
  const [standing, setStanding] = useState<CompetitionStanding>({ ranking: 12, points: 20, updatedAt: new Date(NOW - 2 * 60_000).toISOString() });
  useEffect(() => {
    const timer = setTimeout(() => setStanding({ ranking: 9, points: 27, updatedAt: new Date(NOW - 3_000).toISOString() }), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ClockProvider clock={clock}>
      <HeaderStory {...args} standing={standing} />
    </ClockProvider>
  );
}

/**
 * A member's standing, live: rank, points and when the ranking was updated ("3 seconds ago"); a re-rank moves it in
 * place, shows by how much (▲3) and says it politely.
 */
export const LiveStanding: Story = {
  args: { status: 'member' },
  parameters: { machineStates: ['joinCompetition.member'] },
  render: (args) => <LiveStandingStory {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standing = canvas.getByTestId('competition-standing');
    await expect(standing).toHaveTextContent(say('Rank 12', 'المركز ١٢'));
    await expect(standing).toHaveTextContent(say('Updated 2 minutes ago', 'آخر تحديث قبل دقيقتين'));
    await waitFor(() => expect(standing).toHaveTextContent(say('Rank 9', 'المركز ٩')));
    await expect(standing).toHaveTextContent(say('27.00 points', 'النقاط ٢٧٫٠٠'));
    await expect(standing).toHaveTextContent(say('Updated 3 seconds ago', 'آخر تحديث قبل ٣ ثوانِ'));
    await expect(within(standing).getByTestId('rank-move')).toHaveTextContent(say('▲3Up 3 places', '▲٣تقدّم ٣ مراكز'));
    await expect(within(standing).getByRole('status')).toHaveTextContent(say('Your rank is now 9: Up 3 places.', 'ترتيبك الآن ٩: تقدّم ٣ مراكز.'));
  },
};

/** Open and not joined: Join starts the flow. */
export const NotJoined: Story = {
  args: { status: 'notJoined' },
  parameters: { machineStates: ['joinCompetition.notJoined'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(say('Premier League Weekend', 'عطلة الدوري الإنجليزي'));
    await userEvent.click(canvas.getByRole('button', { name: say('Join', 'اشترك') }));
    await expect(send).toHaveBeenCalledWith({ type: 'JOIN' });
  },
};

/** Every seat taken: Join shows, disabled, and says why. */
export const Full: Story = {
  args: { status: 'notJoined', options: { competition: { participants: { current: 30, min: 5, max: 30 } } } },
  parameters: { machineStates: ['joinCompetition.notJoined'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: say('Join', 'اشترك') })).toBeDisabled();
    await expect(canvas.getByText(say('Every seat is taken.', 'كل المقاعد محجوزة.'))).toBeVisible();
  },
};

/** The last join failed: the flow is back at Join with the error. */
export const JoinFailed: Story = {
  args: { status: 'notJoined', options: { error: 'join-failed' } },
  parameters: { machineStates: ['joinCompetition.notJoined'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(say('Joining failed. Please try again.', 'تعذّر الاشتراك. حاول مرة أخرى.'))).toBeVisible();
  },
};

/** A visitor pressed Join: the app is on its way to /register (the button waits). */
export const RedirectingToRegister: Story = {
  args: { status: 'redirectingToRegister', options: { coins: null } },
  parameters: { machineStates: ['joinCompetition.redirectingToRegister'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: ar() ? /اشترك/ : /Join/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** The phone must be verified first: on the way to /verify-phone-number. */
export const RedirectingToPhoneVerification: Story = {
  args: { status: 'redirectingToPhoneVerification' },
  parameters: { machineStates: ['joinCompetition.redirectingToPhoneVerification'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: ar() ? /اشترك/ : /Join/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** Too few coins: the coins still needed, three ways to get coins, Go to Payment. */
export const NeedMoreCoins: Story = {
  args: { status: 'needMoreCoins', options: { coins: 20, remainingCoins: 30 } },
  parameters: { machineStates: ['joinCompetition.needMoreCoins'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay());
    await expect(dialog.getByRole('heading', { name: say('You need more coins!', 'تحتاج إلى مزيد من العملات!') })).toBeVisible();
    await expect(dialog.getByText(say('You need 30 coins more to join.', 'تحتاج إلى ٣٠ عملة إضافية للاشتراك.'))).toBeVisible();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(dialog.getByRole('button', { name: say('Go to Payment', 'إلى الدفع') }));
    await expect(send).toHaveBeenCalledWith({ type: 'GO_TO_PAYMENT' });
  },
};

/** The confirmation: the fee and what the wallet keeps. */
export const ConfirmingJoin: Story = {
  args: { status: 'confirmingJoin' },
  parameters: { machineStates: ['joinCompetition.confirmingJoin'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay('alertdialog'));
    await expect(dialog.getByText(say('Entry fee: 50 coins, paid from your wallet now.', 'رسوم الاشتراك: ٥٠ عملة، تُدفع الآن من محفظتك.'), { exact: false })).toBeVisible();
    await expect(dialog.getByText(say('Your wallet after joining: 70 coins.', 'رصيد محفظتك بعد الاشتراك: ٧٠ عملة.'), { exact: false })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: say('Join', 'اشترك') }));
    await expect(send).toHaveBeenCalledWith({ type: 'CONFIRM' });
  },
};

/** The join call is under way: the confirmation waits. */
export const Joining: Story = {
  args: { status: 'joining' },
  parameters: { machineStates: ['joinCompetition.joining'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay('alertdialog'));
    await expect(dialog.getByRole('button', { name: say('Cancel', 'إلغاء') })).toBeDisabled();
  },
};

/** Joined: the confirmation links to the matches. */
export const Joined: Story = {
  args: { status: 'joined' },
  parameters: { machineStates: ['joinCompetition.joined'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay());
    await userEvent.click(dialog.getByRole('button', { name: say('Go to matches', 'إلى المباريات') }));
    await expect(send).toHaveBeenCalledWith({ type: 'GO_TO_MATCHES' });
  },
};

/**
 * Closing "You joined!" by keyboard: the Join button that opened the flow is gone, so the focus goes to Predict Now,
 * the next thing to do, never to the page's body (issue 30, defect 18; WCAG 2.4.3). Withdrawing brings it to Join.
 */
export const JoinedThenClosed: Story = {
  args: { status: 'notJoined', live: true },
  parameters: { machineStates: ['joinCompetition.joined', 'joinCompetition.member'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: say('Join', 'اشترك') }));
    await userEvent.click(within(await findOverlay('alertdialog')).getByRole('button', { name: say('Join', 'اشترك') }));
    const joined = await waitFor(() => within(document.body).getByRole('dialog', { name: say('You joined!', 'اشتركت!') }));
    within(joined).getByRole('button', { name: say('Close', 'إغلاق') }).focus();
    await userEvent.keyboard('{Enter}');
    const predict = canvas.getByRole('link', { name: say('Predict Now', 'توقّع الآن') });
    await waitFor(() => expect(predict).toHaveFocus(), { timeout: 2000 });

    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await findOverlay('alertdialog')).getByRole('button', { name: say('Withdraw', 'انسحب') }));
    await waitFor(() => expect(canvas.getByRole('button', { name: say('Join', 'اشترك') })).toHaveFocus(), { timeout: 2000 });
  },
};

/** A member before the first match: Predict Now and Withdraw. */
export const Member: Story = {
  args: { status: 'member' },
  parameters: { machineStates: ['joinCompetition.member'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('You joined this competition', 'أنت مشترك في هذه المسابقة'))).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: say('Predict Now', 'توقّع الآن') }));
    await expect(navigate).toHaveBeenCalledWith('/competitions/31/matches', undefined);
    await userEvent.click(canvas.getByRole('button', { name: say('Withdraw', 'انسحب') }));
    await expect(send).toHaveBeenCalledWith({ type: 'WITHDRAW' });
  },
};

/** A fantasy member: Play Now instead of Predict Now. */
export const FantasyMember: Story = {
  args: { status: 'member', options: { competition: { type: 2 } } },
  parameters: { machineStates: ['joinCompetition.member'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: say('Play Now', 'العب الآن') })).toBeVisible();
  },
};

/** Withdrawing asks first: the refund of the entry fee. */
export const ConfirmingWithdrawal: Story = {
  args: { status: 'confirmingWithdrawal' },
  parameters: { machineStates: ['joinCompetition.confirmingWithdrawal'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay('alertdialog'));
    await expect(dialog.getByText(say('Your entry fee of 50 coins comes back to your wallet.', 'ستعود رسوم اشتراكك وقدرها ٥٠ عملة إلى محفظتك.'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: say('Withdraw', 'انسحب') }));
    await expect(send).toHaveBeenCalledWith({ type: 'CONFIRM' });
  },
};

/** The withdraw call is under way. */
export const Withdrawing: Story = {
  args: { status: 'withdrawing' },
  parameters: { machineStates: ['joinCompetition.withdrawing'], ...withDialog },
  play: async () => {
    const dialog = within(await findOverlay('alertdialog'));
    await expect(dialog.getByRole('button', { name: say('Cancel', 'إلغاء') })).toBeDisabled();
  },
};

/** Started without the fan: only 'Join a different competition', with the message. */
export const AlreadyStarted: Story = {
  args: { status: 'alreadyStarted', data: { state: 'running' } },
  parameters: { machineStates: ['joinCompetition.alreadyStarted'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('This competition has already started.', 'بدأت هذه المسابقة بالفعل.'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: say('Join', 'اشترك') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: say('Join a different competition', 'اشترك في مسابقة أخرى') }));
    await expect(send).toHaveBeenCalledWith({ type: 'JOIN_ANOTHER' });
  },
};

/** Waiting for an admin's approval (the creator's view): locked, no Join. */
export const PendingApproval: Story = {
  args: { status: 'notJoined', data: { status: 'pending-approval', coverUrl: covers.night } },
  parameters: { machineStates: ['joinCompetition.notJoined'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('Waiting for approval', 'بانتظار الموافقة'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: say('Join', 'اشترك') })).not.toBeInTheDocument();
  },
};

/** Cancelled short of its minimum: said plainly to the fans who had joined, with no action left. */
export const Cancelled: Story = {
  args: { status: 'member', options: { competition: { state: 'past' } }, data: { state: 'past', status: 'cancelled' } },
  parameters: { machineStates: ['joinCompetition.member'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(say('This competition was cancelled and every entry fee refunded.', 'أُلغيت هذه المسابقة ورُدّت كل رسوم الاشتراك.'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A long name wraps beside the actions. */
export const LongName: Story = {
  args: { status: 'notJoined', longName: true },
};
