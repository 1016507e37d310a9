import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { CheckIcon, FootballIcon } from '../../primitives/icons/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { twMerge } from '../../lib/utils.ts';

/** Every kind of competition the product has: the three of platform §1 and the charity card of the page's spec. */
export const competitionTypeNames = ['prediction', 'fantasy', 'esports', 'charity'] as const;
export type CompetitionTypeName = (typeof competitionTypeNames)[number];

export interface CompetitionTypesProps {
  /** Where each card's Play Now leads (the spec: /onboarding for every card). */
  hrefs: Readonly<Record<CompetitionTypeName, string>>;
  /** The page's heading level (1 on its own page). */
  headingLevel?: 1 | 2;
  className?: string;
}

/** A card's decorative picture: 24 × 24 outline paths. */
function TypeIcon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={28} height={28} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const icons: Record<CompetitionTypeName, ReactNode> = {
  prediction: <FootballIcon size={28} />,
  // A shirt: the fantasy squad.
  fantasy: (
    <TypeIcon>
      <path d="M8 3l-5 3 2 4 2-1v12h10V9l2 1 2-4-5-3a4 4 0 01-8 0z" />
    </TypeIcon>
  ),
  // A game controller: eSports.
  esports: (
    <TypeIcon>
      <path d="M6 8h12a4 4 0 014 4v1a4 4 0 01-7 2.6L14 14h-4l-1 1.6A4 4 0 012 13v-1a4 4 0 014-4zM7 11v3M5.5 12.5h3M16 12h.01M18 14h.01" />
    </TypeIcon>
  ),
  // A heart: charity.
  charity: (
    <TypeIcon>
      <path d="M12 20s-7.5-4.6-9.3-9.2A4.9 4.9 0 0112 7.2a4.9 4.9 0 019.3 3.6C19.5 15.4 12 20 12 20z" />
    </TypeIcon>
  ),
};

function TypeCard({ type, href, level }: { type: CompetitionTypeName; href: string; level: 2 | 3 }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const Heading = `h${level}` as const;
  const title = t(`welcome.types.${type}.title`);
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={twMerge('flex size-12 shrink-0 items-center justify-center rounded-full', type === 'charity' ? 'bg-secondary-100 text-secondary-700' : 'bg-primary-100 text-primary-700')}
        >
          {icons[type]}
        </span>
        <Heading id={titleId} className="text-xl font-bold text-fg">
          {title}
        </Heading>
      </div>
      <p className="text-base text-fg">{t(`welcome.types.${type}.body`)}</p>
      <ul className="flex flex-col gap-2 text-sm text-fg">
        {(['point1', 'point2', 'point3'] as const).map((point) => (
          <li key={point} className="flex items-start gap-2">
            <CheckIcon size={18} className="mt-0.5 text-primary-600" />
            <span>{t(`welcome.types.${type}.${point}`)}</span>
          </li>
        ))}
      </ul>
      {type === 'charity' ? <p className="text-sm text-fg-muted">{t('welcome.types.charity.note')}</p> : null}
      <div className="mt-auto pt-2">
        <Link href={href} variant="button" size="lg" aria-label={t('welcome.types.playLabel', { type: title })} className="w-full sm:w-auto">
          {t('welcome.types.play')}
        </Link>
      </div>
    </article>
  );
}

/**
 * The competition-types page (platform spec, Onboarding and landing): every kind of competition the product has
 * (Prediction, Fantasy, eSports, and the spec's Charity), what each is and what you play for, each with Play Now.
 * Texts from the lazy 'welcome' area.
 */
export function CompetitionTypes({ hrefs, headingLevel = 1, className }: CompetitionTypesProps) {
  const { t } = useTranslation('ui');
  const Heading = `h${headingLevel}` as const;
  const cardLevel = headingLevel === 1 ? 2 : 3;
  return (
    <section className={twMerge('mx-auto flex w-full max-w-4xl flex-col gap-6', className)}>
      <header className="flex flex-col gap-2">
        <Heading className="text-2xl font-bold text-fg sm:text-3xl">{t('welcome.types.title')}</Heading>
        <p className="max-w-prose text-base text-fg-muted">{t('welcome.types.lead')}</p>
      </header>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {competitionTypeNames.map((type) => (
          <li key={type}>
            <TypeCard type={type} href={hrefs[type]} level={cardLevel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
