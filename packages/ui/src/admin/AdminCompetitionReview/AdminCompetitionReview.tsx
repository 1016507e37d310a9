import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Label, TextArea, TextField } from 'react-aria-components';
import { formatCoins, formatDate, formatInteger, type Language } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/Dialog/ConfirmDialog.tsx';
import { isolateUserText, withUserText } from '../../primitives/UserText/sentence.tsx';
import { AdminQueue, type AdminQueueFilterProps } from '../../internal/admin-queue.tsx';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';

/** The reject reason's limit (competitions-and-groups.md, the admin review). */
export const REJECT_REASON_MAX_LENGTH = 500;

/** Where a user competition is in its review (the queue's tabs). */
export type CompetitionReviewStatus = 'pending-approval' | 'approved' | 'rejected';

export const competitionReviewStatuses: readonly CompetitionReviewStatus[] = ['pending-approval', 'approved', 'rejected'];

export interface PendingCompetition {
  id: number;
  name: string;
  type: 'prediction' | 'fantasy';
  creatorName: string;
  entryFee: number;
  participants: { min: number; max: number };
  matchCount: number;
  startDate: string;
  /** Waiting (the default), approved or rejected. */
  status?: CompetitionReviewStatus;
  /** When it was approved or rejected. */
  reviewedAt?: string | null;
  /** The reason given with a rejection. */
  rejectionReason?: string | null;
}

export interface AdminCompetitionReviewProps extends PagedListProps, AdminQueueFilterProps<CompetitionReviewStatus> {
  /** The competitions of the chosen status matching the search (the server filters). */
  competitions: readonly PendingCompetition[];
  /** The competition whose approval or rejection is under way. */
  busyId?: number | null;
  /** A translated message of the last failed action. */
  error?: string | null;
  onApprove: (id: number) => void;
  onReject: (id: number, reason: string) => void;
  /** Time zone for dates (the browser's by default). */
  timeZone?: string;
}

const statusVariants: Record<CompetitionReviewStatus, NonNullable<BadgeProps['variant']>> = { 'pending-approval': 'info', approved: 'success', rejected: 'error' };

/**
 * The admins' queue of user competitions: a search (name, creator, id) and the Pending / Approved / Rejected tabs
 * above the cards; a waiting one is approved or rejected with an optional reason, a decided one shows the decision.
 * Props in, callbacks out.
 */
export function AdminCompetitionReview({
  competitions,
  status,
  onStatusChange,
  search,
  onSearchChange,
  busyId = null,
  error = null,
  onApprove,
  onReject,
  timeZone,
  className,
  ...list
}: AdminCompetitionReviewProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const [rejecting, setRejecting] = useState<PendingCompetition | null>(null);
  const [reason, setReason] = useState('');
  const searching = search.trim() !== '';
  return (
    <AdminQueue
      title={t('lobby.adminReview.title')}
      statuses={competitionReviewStatuses}
      statusLabel={(each) => t(`lobby.adminReview.status.${each}`)}
      statusFilterLabel={t('lobby.adminReview.statusFilter')}
      status={status}
      onStatusChange={onStatusChange}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('lobby.adminReview.search')}
      searchPlaceholder={t('lobby.adminReview.searchPlaceholder')}
      notice={error ? <Alert tone="error">{error}</Alert> : null}
      className={className}
    >
      <PagedListSection
        bare
        title={t('lobby.adminReview.title')}
        loadingLabel={t('lobby.adminReview.loading')}
        empty={
          searching
            ? { title: t('lobby.adminReview.noMatchTitle'), message: t('lobby.adminReview.noMatch') }
            : { title: t('lobby.adminReview.emptyTitle'), message: t(`lobby.adminReview.empty.${status}`) }
        }
        items={competitions}
        skeleton={<div className="h-28 rounded-lg border border-border bg-surface-sunken" />}
        listClassName="flex flex-col gap-3"
        renderItem={(competition) => {
          const state = competition.status ?? 'pending-approval';
          return (
            <li key={competition.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4">
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-semibold break-words text-fg">{competition.name}</h3>
                <p className="text-sm text-fg-muted">
                  <bdi className="tabular-nums">#{formatInteger(competition.id, language)}</bdi> · {t(`lobby.adminReview.type.${competition.type}`)} ·{' '}
                  {withUserText(t('lobby.adminReview.creator', { name: isolateUserText(competition.creatorName) }))}
                </p>
                <p className="text-sm text-fg-muted">
                  {t('lobby.adminReview.entryFee')} <bdi>{formatCoins(competition.entryFee, language)}</bdi> · {t('lobby.adminReview.participants')}{' '}
                  <bdi>
                    {formatInteger(competition.participants.min, language)}–{formatInteger(competition.participants.max, language)}
                  </bdi>{' '}
                  · {t('lobby.adminReview.matches')} <bdi>{formatInteger(competition.matchCount, language)}</bdi> · {t('lobby.adminReview.starts')}{' '}
                  <bdi>{formatDate(competition.startDate, language, timeZone)}</bdi>
                </p>
                {state !== 'pending-approval' && (
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                    <Badge variant={statusVariants[state]}>{t(`lobby.adminReview.status.${state}`)}</Badge>
                    {competition.reviewedAt ? (
                      <span className="text-fg-muted">
                        {t('lobby.adminReview.reviewedOn')} <time dateTime={competition.reviewedAt}>{formatDate(competition.reviewedAt, language, timeZone)}</time>
                      </span>
                    ) : null}
                    {state === 'rejected' && (
                      <span className="w-full break-words text-fg">
                        {competition.rejectionReason ? t('lobby.adminReview.rejectedReason', { reason: competition.rejectionReason }) : t('lobby.adminReview.noReason')}
                      </span>
                    )}
                  </div>
                )}
              </div>
              {state === 'pending-approval' && (
                <div className="flex gap-2">
                  <Button variant="outline" isDisabled={busyId !== null} onPress={() => (setReason(''), setRejecting(competition))}>
                    {t('lobby.adminReview.reject')}
                  </Button>
                  <Button isPending={busyId === competition.id} isDisabled={busyId !== null && busyId !== competition.id} onPress={() => onApprove(competition.id)}>
                    {t('lobby.adminReview.approve')}
                  </Button>
                </div>
              )}
            </li>
          );
        }}
        {...list}
      />
      <ConfirmDialog
        isOpen={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('lobby.adminReview.rejectTitle', { name: rejecting?.name ?? '' })}
        message={
          <TextField value={reason} onChange={setReason} maxLength={REJECT_REASON_MAX_LENGTH} className="flex flex-col gap-1">
            <Label className="text-sm font-medium text-fg">{t('lobby.adminReview.reason')}</Label>
            <TextArea rows={4} className="rounded-md border border-border bg-surface p-2 text-fg" />
          </TextField>
        }
        destructive
        confirmLabel={t('lobby.adminReview.reject')}
        onConfirm={() => rejecting && onReject(rejecting.id, reason.trim())}
      />
    </AdminQueue>
  );
}
