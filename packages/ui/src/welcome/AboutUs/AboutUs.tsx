import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger } from '@hadaf/domain';
import { CoinIcon, FootballIcon, SuccessIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { twMerge } from '../../lib/utils.ts';

export interface AboutUsProps {
  /** Play & Win (e.g. onboarding for a visitor); without it the button is not shown. */
  playHref?: string;
  /** The download-app page; without it the link is not shown. */
  downloadHref?: string;
  /** The page's heading level (1 on its own page). */
  headingLevel?: 1 | 2;
  className?: string;
}

/** Rankings can take up to this long to update (platform §1's prize rules). */
const rankingUpdateHours = 24;

type Section = 'what' | 'coins' | 'creators' | 'fair';

const sectionIcons: Record<Section, ReactNode> = {
  what: <FootballIcon size={22} />,
  coins: <CoinIcon size={22} />,
  creators: <UserIcon size={22} />,
  fair: <SuccessIcon size={22} />,
};

/** The about-us page: what Hadaf is, what fans do on it, points and coins, competitions by fans, and the fair-play rules. */
export function AboutUs({ playHref, downloadHref, headingLevel = 1, className }: AboutUsProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <article className={twMerge('mx-auto flex w-full max-w-3xl flex-col gap-6', className)}>
      <header className="flex flex-col gap-3">
        <Heading className="text-2xl font-bold text-fg sm:text-3xl">{t('welcome.about.title')}</Heading>
        <p className="text-lg text-fg-muted">{t('welcome.about.lead')}</p>
      </header>
      {(['what', 'coins', 'creators', 'fair'] as const).map((section) => (
        <section key={section} className="flex gap-4 rounded-lg border border-border bg-surface p-5">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            {sectionIcons[section]}
          </span>
          <div className="flex min-w-0 flex-col gap-1.5">
            <SectionHeading className="text-lg font-semibold text-fg">{t(`welcome.about.${section}.title`)}</SectionHeading>
            <p className="text-base text-fg">{t(`welcome.about.${section}.body`, { hours: formatInteger(rankingUpdateHours, language) })}</p>
          </div>
        </section>
      ))}
      {playHref || downloadHref ? (
        <div className="flex flex-wrap gap-3">
          {playHref ? (
            <Link href={playHref} variant="button" size="lg">
              {t('welcome.about.play')}
            </Link>
          ) : null}
          {downloadHref ? (
            <Link href={downloadHref} variant="button" buttonVariant="outline" size="lg">
              {t('welcome.about.download')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
