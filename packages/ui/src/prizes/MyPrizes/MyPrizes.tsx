import { useId, type ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { canRedeemPrize, formatDate, formatEgp, formatInteger, type RedemptionRejectionReason, type UserPrizeStatus } from '@hadaf/domain';
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { AlertIcon, ChevronDownIcon, InfoIcon, TrophyIcon } from '../../primitives/icons/Icon.tsx';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { focusRing, twMerge } from '../../lib/utils.ts';

export type { UserPrizeStatus };

export type RejectionReason = RedemptionRejectionReason;

/** The parts of the contract's user prize the list reads (the API's UserPrize satisfies it). */
export interface MyPrizeItem {
  readonly id: number;
  /** The prize's value in Egyptian pounds. */
  readonly amount: number;
  readonly status: UserPrizeStatus;
  readonly prize?: {
    readonly name: string;
    readonly image?: { readonly thumb?: string | null; readonly original?: string | null } | null;
  } | null;
  /** Why the last redemption request was rejected (a rejected prize only). */
  readonly reason: RejectionReason | null;
  /** The prize's history, oldest first: the first entry is when it was won. */
  readonly logs: readonly { readonly status: UserPrizeStatus; readonly created_at?: string }[];
}

export interface MyPrizesProps extends PagedListProps {
  prizes: readonly MyPrizeItem[];
  /** Asks to redeem a prize (offered for pending and rejected prizes only). */
  /** Opens the redemption of a pending or rejected prize; without it the cards show no Redeem action. */
  onRedeem?: (id: number) => void;
  /** A call to action for the empty state (e.g. a Link to the competitions). */
  emptyAction?: ReactNode;
  /** Time zone for dates (the browser's by default). */
  timeZone?: string;
}

const statusVariants: Record<UserPrizeStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'info',
  processing: 'neutral',
  approved: 'primary',
  received: 'success',
  redeemed: 'success',
  rejected: 'error',
};

/** The hours the rules name: prizes appear this long after a competition ends, a transfer takes up to this long. */
const appearAfterHours = 48;
const transferHours = 72;

/** The status as a coloured badge. */
export function PrizeStatusBadge({ status }: { status: UserPrizeStatus }) {
  const { t } = useTranslation('ui');
  return <Badge variant={statusVariants[status]}>{t(`prizes.status.${status}`)}</Badge>;
}

/** The rules stated to fans before they redeem, collapsed to one line until opened. */
function PrizeRules({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const rules = [
    t('prizes.rules.oneAccount'),
    t('prizes.rules.identity'),
    t('prizes.rules.timing', { n: formatInteger(appearAfterHours, language) }),
    t('prizes.rules.transfer', { n: formatInteger(transferHours, language) }),
    t('prizes.rules.verified'),
  ];
  return (
    <Disclosure className="group rounded-md border border-info-600/30 bg-info-50 text-sm text-fg">
      <Heading level={headingLevel} className="text-base font-semibold">
        <AriaButton
          slot="trigger"
          className={(renderProps) =>
            twMerge(focusRing({ isFocusVisible: renderProps.isFocusVisible }), 'flex w-full cursor-default items-center gap-2 rounded-md p-3 text-start text-info-700')
          }
        >
          <InfoIcon size={18} />
          <span className="flex-1">{t('prizes.rules.title')}</span>
          <ChevronDownIcon size={18} className="transition-transform group-expanded:rotate-180 motion-reduce:transition-none" />
        </AriaButton>
      </Heading>
      <DisclosurePanel>
        <ul className="list-disc space-y-1 ps-9 pe-3 pb-3 text-fg">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** What a prize that may not be redeemed now is waiting for. */
function StatusNote({ status }: { status: UserPrizeStatus }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const text =
    status === 'processing'
      ? t('prizes.note.processing')
      : status === 'approved'
        ? t('prizes.note.approved', { n: formatInteger(transferHours, language) })
        : t('prizes.note.paid');
  return <p className={twMerge('text-sm', status === 'processing' ? 'text-fg-muted' : 'font-semibold text-success-700')}>{text}</p>;
}

function PrizeCard({ item, timeZone, onRedeem }: { item: MyPrizeItem; timeZone?: string; onRedeem?: (id: number) => void }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const nameId = useId();
  const name = item.prize?.name || t('prizes.unnamed');
  const image = item.prize?.image?.thumb ?? item.prize?.image?.original ?? null;
  const wonAt = item.logs[0]?.created_at;
  const { status } = item;
  return (
    <li className="flex items-start gap-3 rounded-md border border-border bg-surface p-3 text-fg">
      {image ? (
        <img src={image} alt={name} width={48} height={48} className="size-12 shrink-0 rounded-md border border-border bg-surface object-contain" />
      ) : (
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-md bg-primary-50 text-primary-700">
          <TrophyIcon size={26} />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <p id={nameId} className="min-w-0 font-semibold break-words">
            {name}
          </p>
          <p className="shrink-0 font-semibold text-primary-700">
            <span className="sr-only">{t('prizes.amount')}: </span>
            <bdi className="tabular-nums">{formatEgp(item.amount, language)}</bdi>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          {wonAt && (
            <span>
              {t('prizes.wonOn')} <time dateTime={wonAt}>{formatDate(wonAt, language, timeZone)}</time>
            </span>
          )}
          <PrizeStatusBadge status={status} />
        </div>
        {status === 'rejected' && (
          <div className="flex items-start gap-2 rounded-sm border border-s-4 border-error-600 bg-error-50 p-2 text-sm text-error-700">
            <AlertIcon size={18} className="mt-0.5 text-error-600" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {item.reason
                  ? t('prize_redemption.rejection.withReason', { reason: t(`prize_redemption.rejection.reasons.${item.reason}`) })
                  : t('prize_redemption.rejection.noReason')}
              </p>
              <p>{t('prize_redemption.rejection.tryAgain')}</p>
            </div>
          </div>
        )}
        {canRedeemPrize(status) ? (
          onRedeem && (
            <div>
              <Button size="sm" aria-describedby={nameId} onPress={() => onRedeem(item.id)}>
                {t('prize_redemption.redeem')}
              </Button>
            </div>
          )
        ) : (
          <StatusNote status={status} />
        )}
      </div>
    </li>
  );
}

function SkeletonRow() {
  return (
    <div className="flex items-start gap-3 rounded-md border border-border bg-surface p-3">
      <span className="size-12 shrink-0 rounded-md bg-surface-sunken" />
      <span className="flex flex-1 flex-col gap-2 pt-1">
        <span className="h-4 w-40 max-w-full rounded-sm bg-surface-sunken" />
        <span className="h-3 w-32 rounded-sm bg-surface-sunken" />
        <span className="h-8 w-24 rounded-md bg-surface-sunken" />
      </span>
      <span className="mt-1 h-4 w-20 rounded-sm bg-surface-sunken" />
    </div>
  );
}

/**
 * The profile's prizes tab: the prize rules (collapsed), then each prize won with its image, name, amount in EGP,
 * the date it was won and its status; pending and rejected prizes may be redeemed (a rejected one says why it was
 * rejected), the others say what they are waiting for. Load More, a loading state and an empty state.
 */
export function MyPrizes({ prizes, onRedeem, emptyAction, timeZone, className, headingLevel = 2, ...list }: MyPrizesProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={twMerge('flex flex-col gap-4', className)}>
      <PrizeRules headingLevel={headingLevel} />
      <PagedListSection
        title={t('prizes.title')}
        loadingLabel={t('prizes.loading')}
        empty={{ title: t('prizes.empty.title'), message: t('prizes.empty.message'), action: emptyAction }}
        items={prizes}
        renderItem={(item) => <PrizeCard key={item.id} item={item} timeZone={timeZone} onRedeem={onRedeem} />}
        skeleton={<SkeletonRow />}
        headingLevel={headingLevel}
        {...list}
      />
    </div>
  );
}
