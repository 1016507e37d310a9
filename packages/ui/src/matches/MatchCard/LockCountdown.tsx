import { useTranslation } from '../../i18n/react.ts';
import { formatCountdown, formatDuration, formatRelativeTime, predictionLockTime, type Instant } from '@hadaf/domain';
import { LockIcon } from '../../primitives/icons/Icon.tsx';
import { useClockNow } from '../../lib/clock.tsx';
import { twMerge } from '../../lib/utils.ts';
import { useLanguage } from '../../lib/use-language.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Where the digits go in the translated sentence (an invisible separator no translation contains). */
const SLOT = '\u2063';

/**
 * hh:mm:ss that never changes width: each digit in a box of one width (Arabic-Indic digits have no tabular form in
 * most fonts), the whole isolated so it keeps its order inside Arabic text.
 */
function TickingDigits({ text }: { text: string }) {
  return (
    <bdi dir="ltr">
      {[...text].map((character, index) =>
        character === ':' ? (
          <span key={index}>:</span>
        ) : (
          <span key={index} className="inline-block w-[0.62em] text-center">
            {character}
          </span>
        ),
      )}
    </bdi>
  );
}

export interface LockCountdownProps {
  /** The match's kick-off: predictions close an hour before it (platform.md §4). */
  start: Instant;
  className?: string;
}

/**
 * The time left to predict a match, ticking each second on the clock of the nearest ClockProvider (the server's in
 * the app; without one it shows nothing): "Closes in 05:12:09" within a day, "Closes in 3 days" beyond, in the
 * language's digits, nothing once closed. Each digit has a box of its own width and the words around them do not
 * change, so nothing moves as it counts; a screen reader gets a timer (not a live region: it would speak every second)
 * whose text says it in words.
 */
export function LockCountdown({ start, className }: LockCountdownProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const now = useClockNow();
  const lockAt = predictionLockTime(start).getTime();
  const left = now === null ? Number.NaN : lockAt - now;
  if (now === null || !(left > 0)) return null;
  const spokenText = left < MINUTE_MS ? t('matches.countdown.spokenSoon') : t('matches.countdown.spoken', { duration: formatDuration(left, language) });
  // The sentence around the digits comes from the translation (the digits' place differs by language).
  const [before = '', after = ''] = t('matches.countdown.closesIn', { time: SLOT }).split(SLOT);
  const shown =
    left < DAY_MS ? (
      <>
        {before}
        <TickingDigits text={formatCountdown(left / 1000, language)} />
        {after}
      </>
    ) : (
      t('matches.countdown.closesWhen', { when: formatRelativeTime(lockAt, now, language) })
    );
  return (
    <span data-testid="lock-countdown" className={twMerge('inline-flex items-center gap-1.5 text-xs text-fg-muted', className)}>
      <LockIcon size={12} className="shrink-0" />
      <span role="timer" className="relative font-semibold text-fg tabular-nums">
        <span aria-hidden="true">{shown}</span>
        <span className="sr-only">{spokenText}</span>
      </span>
    </span>
  );
}
