import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardBody, CardHeader, CardTitle, Link, Spinner, type BadgeProps } from '@hadaf/ui';
import { useSession } from '../app/session.tsx';
import { useLatestCompetitions, type LatestCompetition } from '../hooks/useLatestCompetitions.ts';

const stateBadge: Record<LatestCompetition['state'], BadgeProps['variant']> = { upcoming: 'info', running: 'success', past: 'neutral' };

/**
 * The lobby, where competitions are joined. Not /lobby itself: that route redirects to the default landing route
 * (platform.md §2), which is this page.
 */
const lobbyHref = '/lobby/predictions';

/**
 * The matches page's left column (platform.md §2 "Matches page"): my latest joined competitions, each linking to
 * /competitions/{id} with its state; with none joined, a pointer to the lobby. A failed list is left out (§8).
 */
export function LatestCompetitions() {
  const { t } = useTranslation('web');
  const headingId = useId();
  const { loggedIn } = useSession();
  const { competitions, status } = useLatestCompetitions({ enabled: loggedIn });
  if (status === 'failed') return null;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle level={2} id={headingId} className="text-base">
            {t('latestCompetitions.title')}
          </CardTitle>
        </CardHeader>
        <CardBody>
          {status === 'loading' ? (
            <Spinner size="sm" />
          ) : status === 'empty' ? (
            <div className="flex flex-col items-start gap-2 text-sm">
              <p className="text-fg-muted">{t('latestCompetitions.empty')}</p>
              <Link href={lobbyHref} variant="standalone">
                {t('latestCompetitions.explore')}
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="latest-competitions">
              {competitions.map((competition) => (
                <li key={competition.id} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <Link href={competition.href} variant="standalone" className="min-w-0 break-words">
                    {competition.name}
                  </Link>
                  <Badge variant={stateBadge[competition.state]}>{t(`latestCompetitions.state.${competition.state}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </section>
  );
}
