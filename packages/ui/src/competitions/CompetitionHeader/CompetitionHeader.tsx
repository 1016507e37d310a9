import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, formatInteger, formatPoints, type JoinCompetitionEvent, type JoinCompetitionView } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CheckIcon, LockIcon } from '../../primitives/icons/Icon.tsx';
import { CompetitionBanner } from '../CompetitionBanner/CompetitionBanner.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { firstFocusableIn, useFocusAfterClose } from '../../lib/use-focus-after-close.ts';
import { twMerge } from '../../lib/utils.ts';
import { JoinDialogs } from './JoinDialogs.tsx';
import { RankMove, UpdatedAgo, useMoveWords, useRankMove } from '../RankingList/live-standing.tsx';

/** What the header shows of the competition itself. */
export interface CompetitionHeaderData {
  readonly name: string;
  readonly state: 'upcoming' | 'running' | 'past';
  readonly status?: 'pending-approval' | 'approved' | 'rejected' | 'cancelled' | null;
  readonly coverUrl?: string | null;
}

/** The fan's place in the competition (GET /rankings/mine), moved live after each re-rank. */
export interface CompetitionStanding {
  readonly ranking: number;
  readonly points: number;
  /** When the ranks were last brought up to date (meta.updated_at). */
  readonly updatedAt?: string | null;
}

export interface CompetitionHeaderProps {
  competition: CompetitionHeaderData;
  /** A ranked member's place; absent or null: none shown. */
  standing?: CompetitionStanding | null;
  /** The server's time (ms) for "updated 3 seconds ago" without a ClockProvider. */
  now?: number;
  /** The join flow as `connectJoinCompetition` reads it. */
  join: JoinCompetitionView;
  /** Sends the flow's events (JOIN, CONFIRM, CANCEL, WITHDRAW, GO_TO_PAYMENT, GO_TO_MATCHES, CLOSE, JOIN_ANOTHER). */
  send: (event: JoinCompetitionEvent) => void;
  /** Where Predict Now / Play Now leads (the app resolves the flow's play intent). */
  playHref: string;
  className?: string;
}

/**
 * The competition page's header (competitions §2): cover, name, state, and the join flow's actions — Join
 * (disabled when full), Withdraw and Predict Now / Play Now for members, or only 'Join a different competition'
 * once started — with the flow's dialogs. A ranked member's place shows under the name, and moves live.
 */
export function CompetitionHeader({ competition, standing, now, join, send, playHref, className }: CompetitionHeaderProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const headingId = useId();
  const cancelled = competition.status === 'cancelled';
  const pending = competition.status === 'pending-approval';
  const coins = (n: number) => t('lobby.card.coins', { n: formatCoins(n, language), count: n });
  const actions = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A dialog of the flow closed and the control that opened it is gone (Join → Predict Now, Withdraw → Join): the
  // focus goes to the header's next action, else its heading.
  useFocusAfterClose(join.dialog !== null, () => firstFocusableIn(actions.current) ?? heading.current);
  return (
    <header aria-labelledby={headingId} className={twMerge('overflow-hidden rounded-lg border border-border bg-surface shadow-sm', className)}>
      <CompetitionBanner coverUrl={competition.coverUrl} size="header" muted={competition.state === 'past' || cancelled} />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={cancelled ? 'error' : competition.state === 'running' ? 'success' : competition.state === 'past' ? 'neutral' : 'info'}>
            {t(`lobby.state.${cancelled ? 'cancelled' : competition.state}`)}
          </Badge>
          {pending ? (
            <Badge variant="neutral" icon={<LockIcon size={12} />}>
              {t('competition.overview.pending')}
            </Badge>
          ) : null}
          {join.isMember ? (
            <Badge variant="success" icon={<CheckIcon size={12} />}>
              {t('competition.header.joined')}
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold break-words text-fg outline-none">
            {competition.name}
          </h1>
          <div ref={actions} className="contents">
            <Actions competition={competition} join={join} send={send} playHref={playHref} />
          </div>
        </div>
        {standing ? <Standing standing={standing} now={now} /> : null}
        {join.isFull && !cancelled ? <p className="text-sm text-fg-muted">{t('competition.header.full')}</p> : null}
        {cancelled || join.hasStarted ? (
          <p className="text-sm text-fg-muted">
            {t(cancelled ? 'competition.header.cancelled' : competition.state === 'past' ? 'competition.header.ended' : 'competition.header.alreadyStarted')}
          </p>
        ) : null}
        {join.error ? <Alert tone="error">{t(join.error === 'join-failed' ? 'competition.header.joinFailed' : 'competition.header.leaveFailed')}</Alert> : null}
      </div>
      <JoinDialogs name={competition.name} join={join} send={send} coins={coins} />
    </header>
  );
}

/**
 * "Your standing: Rank 3 ▲2 · 27.00 points · Updated 3 seconds ago": moved in place by live re-ranks; a move is said
 * politely ("Your rank is now 3: up 2 places").
 */
function Standing({ standing, now }: { standing: CompetitionStanding; now?: number | undefined }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const move = useRankMove(standing.ranking);
  const words = useMoveWords(move);
  const rank = formatInteger(standing.ranking, language);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted" data-testid="competition-standing">
      <span className="font-semibold text-fg">{t('competition.header.standing')}</span>
      <span className="inline-flex items-center gap-1.5 text-fg">
        <bdi>{t('competition.header.rank', { rank })}</bdi>
        <RankMove move={move} />
      </span>
      <bdi className="tabular-nums">{t('competition.header.points', { points: formatPoints(standing.points, language) })}</bdi>
      {standing.updatedAt ? <UpdatedAgo updatedAt={standing.updatedAt} now={now} className="text-xs" /> : null}
      <span role="status" className="sr-only">
        {move !== 0 ? t('competition.ranking.rankNow', { rank, move: words }) : ''}
      </span>
    </div>
  );
}

function Actions({ competition, join, send, playHref }: Omit<CompetitionHeaderProps, 'className'>) {
  const { t } = useTranslation('ui');
  if (join.hasStarted) {
    return (
      <Button variant="outline" onPress={() => send({ type: 'JOIN_ANOTHER' })}>
        {t('competition.header.joinAnother')}
      </Button>
    );
  }
  const blocked = competition.status === 'pending-approval' || competition.status === 'cancelled';
  return (
    <div className="flex flex-wrap gap-2">
      {join.canPlay ? (
        <Link href={playHref} variant="button">
          {t(join.isFantasy ? 'competition.header.playNow' : 'competition.header.predictNow')}
        </Link>
      ) : null}
      {join.canWithdraw ? (
        <Button variant="outline" isPending={join.status === 'withdrawing'} onPress={() => send({ type: 'WITHDRAW' })}>
          {t('competition.header.withdraw')}
        </Button>
      ) : null}
      {join.canJoin && !blocked ? (
        <Button isDisabled={join.isFull} isPending={join.isPending} onPress={() => send({ type: 'JOIN' })}>
          {t('competition.header.join')}
        </Button>
      ) : null}
    </div>
  );
}
