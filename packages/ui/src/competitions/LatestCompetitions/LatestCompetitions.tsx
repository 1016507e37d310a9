import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../primitives/Card/Card.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';

export type LatestCompetitionState = 'upcoming' | 'running' | 'past';

/** One of the user's latest joined competitions. */
export interface LatestCompetitionItem {
  readonly id: number | string;
  readonly name: string;
  readonly state: LatestCompetitionState;
  /** The competition page (/competitions/{id}). */
  readonly href: string;
}

export interface LatestCompetitionsProps {
  /** `loading` while the list is fetched; `empty` when the user has joined none. */
  status: 'loading' | 'empty' | 'ready';
  /** Newest joined first. */
  competitions: readonly LatestCompetitionItem[];
  /** Where competitions are joined (the lobby); offered when the user has joined none. */
  exploreHref: string;
}

const stateBadge: Record<LatestCompetitionState, BadgeProps['variant']> = { upcoming: 'info', running: 'success', past: 'neutral' };

/**
 * The matches page's column of the user's latest joined competitions (platform.md §2), each linking to its page
 * with its state; with none joined, a pointer to where competitions are joined.
 */
export function LatestCompetitions({ status, competitions, exploreHref }: LatestCompetitionsProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle level={2} id={headingId} className="text-base">
            {t('matches.latestCompetitions.title')}
          </CardTitle>
        </CardHeader>
        <CardBody>
          {status === 'loading' ? (
            <Spinner size="sm" />
          ) : status === 'empty' ? (
            <div className="flex flex-col items-start gap-2 text-sm">
              <p className="text-fg-muted">{t('matches.latestCompetitions.empty')}</p>
              <Link href={exploreHref} variant="standalone">
                {t('matches.latestCompetitions.explore')}
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="latest-competitions">
              {competitions.map((competition) => (
                <li key={competition.id} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <Link href={competition.href} variant="standalone" className="min-w-0 break-words">
                    {competition.name}
                  </Link>
                  <Badge variant={stateBadge[competition.state]}>{t(`matches.latestCompetitions.state.${competition.state}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </section>
  );
}
