import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { formatDate, formatEgp, formatInteger, redemptionRejectionReasons, type UserPrizeStatus } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { LtrTextField } from '../../auth/AuthLayout/auth-form.tsx';
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { CoinIcon, SuccessIcon } from '../../primitives/icons/Icon.tsx';
import { AdminQueue, type AdminQueueFilterProps } from '../../internal/admin-queue.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import type { RejectionReason } from '../../prizes/MyPrizes/MyPrizes.tsx';
import { useFormName, useIssuerLabel } from '../../prizes/PrizeRedemptionModal/redemption-text.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';

/** Where a redemption request is in its review. */
export type RedemptionRequestStatus = 'pending' | 'approved' | 'rejected';

export const redemptionRequestStatuses: readonly RedemptionRequestStatus[] = ['pending', 'approved', 'rejected'];


/** The transfer reference's limit (the contract's adminCompleteRedemption). */
export const TRANSFER_REFERENCE_MAX_LENGTH = 100;

/** The parts of the contract's AdminRedemption the queue reads (the API's AdminRedemption satisfies it). */
export interface AdminRedemptionItem {
  /** The request's id. */
  readonly id: number;
  readonly status: RedemptionRequestStatus;
  readonly user_prize: {
    /** The id the admin operations take (approve, reject, complete). */
    readonly id: number;
    /** EGP. */
    readonly amount: number;
    readonly status: UserPrizeStatus;
    readonly prize?: { readonly name: string } | null;
    /** Holds `transfer_reference` once an E-Wallet transfer was recorded. */
    readonly extra_info?: Readonly<Record<string, unknown>> | null;
  };
  readonly competition?: { readonly id: number; readonly name: string } | null;
  readonly user: { readonly id: number; readonly name: string };
  readonly legal_name: string | null;
  readonly phone_number: string | null;
  readonly email: string | null;
  readonly national_id: string;
  readonly national_id_verified?: boolean;
  readonly national_id_scans: { readonly front: string | null; readonly back: string | null };
  readonly forms: readonly { readonly name: string; readonly file: string }[];
  readonly redemption_method: {
    readonly name: 'E-Wallet' | 'Coins';
    readonly options?: { readonly phone_number: string; readonly wallet: { readonly issuer: string } } | null;
  };
  /** What the Coins method pays; null for E-Wallet. */
  readonly coins: number | null;
  readonly reason: RejectionReason | null;
  readonly created_at: string;
  readonly decided_at: string | null;
}

export interface AdminRedemptionsProps extends PagedListProps, AdminQueueFilterProps<RedemptionRequestStatus> {
  /** The requests of the chosen status matching the search (the server filters), oldest first. */
  redemptions: readonly AdminRedemptionItem[];
  /** The user prize (its id) whose approval, rejection or transfer is under way: its buttons wait, the others too. */
  busyId?: number | null;
  /** A translated message of the last failed action. */
  error?: string | null;
  /** Approve a pending request; `id` is the user prize's id (as the admin operations take it). */
  onApprove: (id: number) => void;
  /** Reject a pending request with one of the seven reasons. */
  onReject: (id: number, reason: RejectionReason) => void;
  /** Record an approved E-Wallet request's transfer as sent, with its reference. */
  onComplete: (id: number, reference: string) => void;
  /** Time zone for dates (the browser's by default). */
  timeZone?: string;
}

const statusVariants: Record<RedemptionRequestStatus, NonNullable<BadgeProps['variant']>> = { pending: 'info', approved: 'success', rejected: 'error' };

/** Unicode first-strong isolates: Latin digits, names and codes read correctly inside an Arabic sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function transferReferenceOf(item: AdminRedemptionItem): string | null {
  const reference = item.user_prize.extra_info?.transfer_reference;
  return typeof reference === 'string' && reference !== '' ? reference : null;
}

/** The request's E-Wallet is approved and its transfer not yet recorded. */
const awaitsTransfer = (item: AdminRedemptionItem) => item.status === 'approved' && item.redemption_method.name === 'E-Wallet' && item.user_prize.status === 'approved';

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-semibold text-fg-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

function NotGiven() {
  const { t } = useTranslation('ui');
  return <span className="text-fg-muted">{t('adminRedemptions.notGiven')}</span>;
}

function Ltr({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="tabular-nums">
      {children}
    </bdi>
  );
}

function Scans({ item }: { item: AdminRedemptionItem }) {
  const { t } = useTranslation('ui');
  const scans = (['front', 'back'] as const).flatMap((side) => {
    const url = item.national_id_scans[side];
    return url ? [{ side, url }] : [];
  });
  if (scans.length === 0) return <p className="text-sm text-fg-muted">{t('adminRedemptions.noScans')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {scans.map(({ side, url }) => (
        <li key={side}>
          <Link href={url} target="_blank" className="block rounded-md">
            <img
              src={url}
              alt={t(side === 'front' ? 'adminRedemptions.scanFront' : 'adminRedemptions.scanBack', { name: isolate(item.user.name) })}
              className="aspect-[8/5] w-32 rounded-md border border-border bg-surface-muted object-cover"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Method({ item }: { item: AdminRedemptionItem }) {
  const { t } = useTranslation('ui');
  const coinsText = useCoinsText();
  const issuerLabel = useIssuerLabel();
  const { name, options } = item.redemption_method;
  if (name === 'Coins') {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2">
        <span className="font-semibold">{t('adminRedemptions.coins')}</span>
        {item.coins !== null && (
          <span className="inline-flex items-center gap-1">
            <CoinIcon size={16} className="text-primary-700" />
            <bdi>{coinsText(item.coins)}</bdi>
          </span>
        )}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className="font-semibold">{t('adminRedemptions.eWallet')}</span>
      {options ? (
        <>
          <span>{issuerLabel(options.wallet.issuer)}</span>
          <Ltr>{options.phone_number}</Ltr>
        </>
      ) : (
        <NotGiven />
      )}
    </span>
  );
}

/** What happened after the decision: the reason of a rejection, the transfer of an E-Wallet, the coins paid. */
function Outcome({ item }: { item: AdminRedemptionItem }) {
  const { t } = useTranslation('ui');
  if (item.status === 'rejected') {
    return (
      <p className="rounded-sm border border-s-4 border-error-600 bg-error-50 p-2 text-sm font-semibold text-error-700">
        {item.reason ? t('adminRedemptions.reason', { reason: t(`adminRedemptions.reasons.${item.reason}`) }) : t('adminRedemptions.noReason')}
      </p>
    );
  }
  if (item.status !== 'approved') return null;
  if (item.redemption_method.name === 'Coins') {
    return <p className="text-sm font-semibold text-success-700">{t('adminRedemptions.paidInCoins')}</p>;
  }
  const reference = transferReferenceOf(item);
  if (item.user_prize.status === 'approved') return <p className="text-sm font-semibold text-fg-muted">{t('adminRedemptions.awaitingTransfer')}</p>;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-success-700">
      <SuccessIcon size={16} />
      {t('adminRedemptions.transferred')}
      {reference && <span className="font-normal text-fg">{t('adminRedemptions.transferReferenceShown', { reference: isolate(reference) })}</span>}
    </p>
  );
}

interface CardProps {
  item: AdminRedemptionItem;
  busyId: number | null;
  timeZone?: string;
  onApprove: (id: number) => void;
  onAskReject: (item: AdminRedemptionItem) => void;
  onAskTransfer: (item: AdminRedemptionItem) => void;
}

function RedemptionCard({ item, busyId, timeZone, onApprove, onAskReject, onAskTransfer }: CardProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const formName = useFormName();
  const titleId = useId();
  const prizeId = item.user_prize.id;
  const busy = busyId === prizeId;
  const waiting = busyId !== null && !busy;
  const verified = item.national_id_verified === true;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-border bg-surface p-3 text-fg sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-col">
          <h3 id={titleId} className="font-semibold break-words">
            {item.user_prize.prize?.name || t('prizes.unnamed')}
          </h3>
          <p className="text-sm text-fg-muted">
            {t('adminRedemptions.request')} <bdi className="tabular-nums">#{formatInteger(item.id, language)}</bdi>
          </p>
        </div>
        <p className="shrink-0 font-semibold text-primary-700">
          <span className="sr-only">{t('prizes.amount')}: </span>
          <bdi className="tabular-nums">{formatEgp(item.user_prize.amount, language)}</bdi>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
        <Badge variant={statusVariants[item.status]}>{t(`adminRedemptions.status.${item.status}`)}</Badge>
        <span>
          {t('adminRedemptions.requestedOn')} <time dateTime={item.created_at}>{formatDate(item.created_at, language, timeZone)}</time>
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <Detail label={t('adminRedemptions.fan')}>
          <UserText>{item.user.name}</UserText>
        </Detail>
        <Detail label={t('adminRedemptions.competition')}>{item.competition?.name ?? <NotGiven />}</Detail>
        <Detail label={t('adminRedemptions.legalName')}>{item.legal_name ? <UserText>{item.legal_name}</UserText> : <NotGiven />}</Detail>
        <Detail label={t('adminRedemptions.nationalId')}>
          <span className="inline-flex flex-wrap items-center gap-2">
            <Ltr>{item.national_id}</Ltr>
            <Badge variant={verified ? 'success' : 'neutral'}>{verified ? t('adminRedemptions.verified') : t('adminRedemptions.notVerified')}</Badge>
          </span>
        </Detail>
        <Detail label={t('adminRedemptions.phone')}>{item.phone_number ? <Ltr>{item.phone_number}</Ltr> : <NotGiven />}</Detail>
        <Detail label={t('adminRedemptions.email')}>{item.email ? <bdi dir="ltr">{item.email}</bdi> : <NotGiven />}</Detail>
        <Detail label={t('adminRedemptions.method')}>
          <Method item={item} />
        </Detail>
        <Detail label={t('adminRedemptions.forms')}>
          {item.forms.length === 0 ? (
            <NotGiven />
          ) : (
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {item.forms.map((form) => (
                <li key={`${form.name}|${form.file}`}>
                  <Link href={form.file} target="_blank" variant="standalone">
                    {formName(form.name)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Detail>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <dt className="text-xs font-semibold text-fg-muted">{t('adminRedemptions.scans')}</dt>
          <dd>
            <Scans item={item} />
          </dd>
        </div>
      </dl>
      <Outcome item={item} />
      {item.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" isPending={busy} isDisabled={waiting} onPress={() => onApprove(prizeId)} aria-describedby={titleId}>
            {t('adminRedemptions.approve')}
          </Button>
          <Button size="sm" variant="outline" isDisabled={busy || waiting} onPress={() => onAskReject(item)} aria-describedby={titleId}>
            {t('adminRedemptions.reject')}
          </Button>
        </div>
      )}
      {awaitsTransfer(item) && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" isPending={busy} isDisabled={waiting} onPress={() => onAskTransfer(item)} aria-describedby={titleId}>
            {t('adminRedemptions.recordTransfer')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * A form of the review in a modal: Cancel and the submit button. `submit` says whether the form was accepted (then the
 * dialog closes); closing, either way, forgets what was chosen or typed (`reset`).
 */
function ReviewFormDialog({
  isOpen,
  title,
  submitLabel,
  danger = false,
  submit,
  reset,
  onClose,
  children,
}: {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  danger?: boolean;
  submit: () => boolean;
  reset: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ui');
  const formId = useId();
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()} size="md">
      <Dialog
        title={title}
        footer={({ close: dismiss }) => (
          <>
            <Button variant="outline" onPress={dismiss}>
              {t('common.cancel')}
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} type="submit" form={formId}>
              {submitLabel}
            </Button>
          </>
        )}
      >
        <Form
          id={formId}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (submit()) close();
          }}
          validationBehavior="aria"
          className="flex flex-col gap-4"
        >
          {children}
        </Form>
      </Dialog>
    </Modal>
  );
}

function RejectDialog({ item, onClose, onReject }: { item: AdminRedemptionItem | null; onClose: () => void; onReject: (id: number, reason: RejectionReason) => void }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [showError, setShowError] = useState(false);
  return (
    <ReviewFormDialog
      isOpen={item !== null}
      title={t('adminRedemptions.rejectTitle', { id: item ? formatInteger(item.id, language) : '' })}
      submitLabel={t('adminRedemptions.reject')}
      danger
      submit={() => {
        if (!item) return false;
        if (reason === null) {
          setShowError(true);
          return false;
        }
        onReject(item.user_prize.id, reason);
        return true;
      }}
      reset={() => {
        setReason(null);
        setShowError(false);
      }}
      onClose={onClose}
    >
      <p className="text-fg-muted">{t('adminRedemptions.rejectMessage', { name: item ? isolate(item.user.name) : '' })}</p>
      <RadioGroup
        label={t('adminRedemptions.rejectReason')}
        value={reason}
        onChange={(value) => {
          setReason(redemptionRejectionReasons.find((each) => each === value) ?? null);
          setShowError(false);
        }}
        isRequired
        isInvalid={showError}
        errorMessage={t('adminRedemptions.rejectReasonRequired')}
      >
        {redemptionRejectionReasons.map((each) => (
          <Radio key={each} value={each}>
            {t(`adminRedemptions.reasons.${each}`)}
          </Radio>
        ))}
      </RadioGroup>
    </ReviewFormDialog>
  );
}

function TransferDialog({ item, onClose, onComplete }: { item: AdminRedemptionItem | null; onClose: () => void; onComplete: (id: number, reference: string) => void }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const issuerLabel = useIssuerLabel();
  const [reference, setReference] = useState('');
  const [showError, setShowError] = useState(false);
  const options = item?.redemption_method.options;
  return (
    <ReviewFormDialog
      isOpen={item !== null}
      title={t('adminRedemptions.transferTitle', { id: item ? formatInteger(item.id, language) : '' })}
      submitLabel={t('adminRedemptions.recordTransfer')}
      submit={() => {
        if (!item) return false;
        const value = reference.trim();
        if (value === '') {
          setShowError(true);
          return false;
        }
        onComplete(item.user_prize.id, value);
        return true;
      }}
      reset={() => {
        setReference('');
        setShowError(false);
      }}
      onClose={onClose}
    >
      {item && options && (
        <p className="text-fg-muted">
          {t('adminRedemptions.transferMessage', {
            amount: isolate(formatEgp(item.user_prize.amount, language)),
            issuer: isolate(issuerLabel(options.wallet.issuer)),
            phone: isolate(options.phone_number),
          })}
        </p>
      )}
      <LtrTextField
        name="transfer_reference"
        label={t('adminRedemptions.transferReference')}
        value={reference}
        onChange={(value) => {
          setReference(value);
          setShowError(false);
        }}
        maxLength={TRANSFER_REFERENCE_MAX_LENGTH}
        autoComplete="off"
        isRequired
        isInvalid={showError}
        errorMessage={t('adminRedemptions.transferReferenceRequired')}
        autoFocus
      />
    </ReviewFormDialog>
  );
}

/**
 * The admins' queue of prize redemption requests: a search (fan, prize, phone, id) and the status tabs above the
 * requests, each with the fan's details, the ID scans and forms (opening in a new tab) and the method; a pending
 * request is approved or rejected with one of the seven reasons, an approved E-Wallet's transfer is recorded with its
 * reference. Props in, callbacks out.
 */
export function AdminRedemptions({
  redemptions,
  status,
  onStatusChange,
  search,
  onSearchChange,
  busyId = null,
  error = null,
  onApprove,
  onReject,
  onComplete,
  timeZone,
  className,
  ...list
}: AdminRedemptionsProps) {
  const { t } = useTranslation('ui');
  const [rejecting, setRejecting] = useState<AdminRedemptionItem | null>(null);
  const [transferring, setTransferring] = useState<AdminRedemptionItem | null>(null);
  const searching = search.trim() !== '';
  return (
    <>
      <AdminQueue
        title={t('adminRedemptions.title')}
        statuses={redemptionRequestStatuses}
        statusLabel={(each) => t(`adminRedemptions.status.${each}`)}
        statusFilterLabel={t('adminRedemptions.filter')}
        status={status}
        onStatusChange={onStatusChange}
        search={search}
        onSearchChange={onSearchChange}
        searchLabel={t('adminRedemptions.search')}
        searchPlaceholder={t('adminRedemptions.searchPlaceholder')}
        notice={error ? <Alert tone="error">{error}</Alert> : null}
        className={className}
      >
        <PagedListSection
          bare
          title={t('adminRedemptions.title')}
          loadingLabel={t('adminRedemptions.loading')}
          empty={
            searching
              ? { title: t('adminRedemptions.noMatchTitle'), message: t('adminRedemptions.noMatch') }
              : { title: t('adminRedemptions.empty.title'), message: t(`adminRedemptions.empty.${status}`) }
          }
          items={redemptions}
          renderItem={(item) => (
            <RedemptionCard key={item.id} item={item} busyId={busyId} timeZone={timeZone} onApprove={onApprove} onAskReject={setRejecting} onAskTransfer={setTransferring} />
          )}
          skeleton={<div className="h-40 rounded-md border border-border bg-surface-sunken" />}
          {...list}
        />
      </AdminQueue>
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} onReject={onReject} />
      <TransferDialog item={transferring} onClose={() => setTransferring(null)} onComplete={onComplete} />
    </>
  );
}
