import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField } from 'react-aria-components';
import { formatCoins, formatDate, formatInteger, type Language } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/Dialog/ConfirmDialog.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';

/** The reject reason's limit (competitions-and-groups.md, the admin review). */
export const REJECT_REASON_MAX_LENGTH = 500;

export interface PendingCompetition {
  id: number;
  name: string;
  type: 'prediction' | 'fantasy';
  creatorName: string;
  entryFee: number;
  participants: { min: number; max: number };
  matchCount: number;
  startDate: string;
}

export interface AdminCompetitionReviewProps {
  competitions: readonly PendingCompetition[];
  /** The competition whose approval or rejection is under way. */
  busyId?: number | null;
  /** A translated message of the last failed action. */
  error?: string | null;
  onApprove: (id: number) => void;
  onReject: (id: number, reason: string) => void;
}

/** The admin's list of pending competitions to approve or reject (with an optional reason). Props in, callbacks out. */
export function AdminCompetitionReview({ competitions, busyId = null, error = null, onApprove, onReject }: AdminCompetitionReviewProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const [rejecting, setRejecting] = useState<PendingCompetition | null>(null);
  const [reason, setReason] = useState('');
  if (competitions.length === 0) return <EmptyState title={t('lobby.adminReview.emptyTitle')} message={t('lobby.adminReview.empty')} />;
  return (
    <section className="flex flex-col gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul className="flex flex-col gap-3">
        {competitions.map((competition) => (
          <li key={competition.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4">
            <div className="flex flex-col gap-1">
              <h2 className="font-semibold text-fg">{competition.name}</h2>
              <p className="text-sm text-fg-muted">
                {t(`lobby.adminReview.type.${competition.type}`)} · {t('lobby.adminReview.creator', { name: competition.creatorName })}
              </p>
              <p className="text-sm text-fg-muted">
                {t('lobby.adminReview.entryFee')} <bdi>{formatCoins(competition.entryFee, language)}</bdi> · {t('lobby.adminReview.participants')}{' '}
                <bdi>
                  {formatInteger(competition.participants.min, language)}–{formatInteger(competition.participants.max, language)}
                </bdi>{' '}
                · {t('lobby.adminReview.matches')} <bdi>{formatInteger(competition.matchCount, language)}</bdi> · {t('lobby.adminReview.starts')}{' '}
                <bdi>{formatDate(competition.startDate, language)}</bdi>
              </p>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" isDisabled={busyId !== null} onPress={() => (setReason(''), setRejecting(competition))}>
                {t('lobby.adminReview.reject')}
              </Button>
              <Button isPending={busyId === competition.id} isDisabled={busyId !== null && busyId !== competition.id} onPress={() => onApprove(competition.id)}>
                {t('lobby.adminReview.approve')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
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
    </section>
  );
}
