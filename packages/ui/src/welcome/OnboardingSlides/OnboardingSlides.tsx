import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, useLocale } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, type Language } from '@hadaf/domain';
import { ChevronEndIcon, ChevronStartIcon } from '../../primitives/icons/Icon.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { focusRing, twMerge } from '../../lib/utils.ts';

/** The three slides, in order (platform spec: "Onboarding: 3 slides"). */
export const onboardingSlides = ['predict', 'compete', 'win'] as const;
export type OnboardingSlide = (typeof onboardingSlides)[number];

/** A slide index kept within the slides (previous on the first and next on the last stay put). */
export function clampSlide(index: number): number {
  return Math.min(onboardingSlides.length - 1, Math.max(0, Math.trunc(index) || 0));
}

/** How far (px) a touch must travel sideways, more than up or down, to change the slide. */
export const SWIPE_THRESHOLD = 40;

export interface OnboardingSlidesProps {
  /** The skip link (e.g. the login page, or wherever a visitor goes after onboarding). */
  skipHref: string;
  /** The last slide's Play & Win (the spec: /login). */
  playHref: string;
  /** The UI language: the switch marks it. */
  language: Language;
  /** The English/العربية switch. */
  onLanguageChange: (language: Language) => void;
  /** The slide shown (controlled); without it the component keeps its own, starting at defaultIndex. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

function Illustration({ slide }: { slide: OnboardingSlide }) {
  const scenes: Record<OnboardingSlide, ReactNode> = {
    predict: (
      <>
        <rect x="20" y="40" width="200" height="120" rx="16" className="fill-primary-600" />
        <path d="M120 40v120" className="stroke-on-primary" strokeWidth="3" opacity="0.5" />
        <circle cx="120" cy="100" r="24" fill="none" className="stroke-on-primary" strokeWidth="3" opacity="0.5" />
        <rect x="62" y="74" width="36" height="52" rx="8" className="fill-surface" />
        <rect x="142" y="74" width="36" height="52" rx="8" className="fill-surface" />
        <rect x="74" y="92" width="12" height="16" rx="3" className="fill-primary-700" />
        <rect x="154" y="92" width="12" height="16" rx="3" className="fill-primary-700" />
        <circle cx="196" cy="150" r="18" className="fill-surface stroke-fg" strokeWidth="3" />
        <path d="M196 139l7 5-3 8h-8l-3-8z" className="fill-fg" />
      </>
    ),
    compete: (
      <>
        <rect x="30" y="118" width="56" height="42" rx="6" className="fill-secondary-500" />
        <rect x="92" y="94" width="56" height="66" rx="6" className="fill-primary-600" />
        <rect x="154" y="132" width="56" height="28" rx="6" className="fill-secondary-500" />
        <circle cx="58" cy="96" r="16" className="fill-secondary-100 stroke-secondary-600" strokeWidth="3" />
        <circle cx="120" cy="70" r="18" className="fill-primary-100 stroke-primary-700" strokeWidth="3" />
        <circle cx="182" cy="110" r="16" className="fill-secondary-100 stroke-secondary-600" strokeWidth="3" />
        <rect x="104" y="32" width="32" height="12" rx="6" className="fill-medal-gold" />
      </>
    ),
    win: (
      <>
        <circle cx="120" cy="96" r="64" className="fill-primary-50" />
        <path d="M92 52h56v30a28 28 0 01-56 0z" className="fill-medal-gold stroke-fg" strokeWidth="3" strokeLinejoin="round" />
        <path d="M92 60H76v8a16 16 0 0016 16M148 60h16v8a16 16 0 01-16 16" fill="none" className="stroke-fg" strokeWidth="3" />
        <path d="M120 110v18M100 140h40" className="stroke-fg" strokeWidth="4" strokeLinecap="round" />
        <path d="M48 44l4 8 8 4-8 4-4 8-4-8-8-4 8-4zM190 118l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" className="fill-medal-gold" />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 240 180" aria-hidden="true" focusable="false" className="h-auto w-full max-w-64">
      {scenes[slide]}
    </svg>
  );
}

/**
 * Onboarding (platform spec, Onboarding and landing): three slides (predict; compete and play fantasy; win prizes)
 * with previous and next arrows (mirrored in Arabic), the arrow keys (the reading direction's), a sideways swipe on
 * touch screens (towards the reading start for the next slide), a skip link, the English/العربية switch and Play & Win
 * on the last slide. The slide's position is announced ("Slide 2 of 3"). Texts from the lazy 'welcome' area.
 */
export function OnboardingSlides({ skipHref, playHref, language, onLanguageChange, index: controlled, defaultIndex = 0, onIndexChange, className }: OnboardingSlidesProps) {
  const { t } = useTranslation('ui');
  const uiLanguage = useLanguage();
  const { direction } = useLocale();
  const [own, setOwn] = useState(() => clampSlide(defaultIndex));
  const index = clampSlide(controlled ?? own);
  const slide = onboardingSlides[index]!;
  const last = index === onboardingSlides.length - 1;
  const total = onboardingSlides.length;
  const position = t('welcome.onboarding.slide', { n: formatInteger(index + 1, uiLanguage), total: formatInteger(total, uiLanguage) });
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const carouselRef = useRef<HTMLElement>(null);
  const control = (name: 'previous' | 'next' | 'play') => carouselRef.current?.querySelector<HTMLElement>(`[data-slide-control="${name}"]`) ?? null;
  // An arrow button that has just disabled itself (first or last slide) hands the focus on instead of dropping it.
  const handOff = useRef<'next' | 'play' | null>(null);

  useEffect(() => {
    const target = handOff.current;
    handOff.current = null;
    if (target) control(target)?.focus();
  }, [index]);

  const go = (target: number) => {
    const next = clampSlide(target);
    if (next === index) return;
    setOwn(next);
    onIndexChange?.(next);
    const focused = document.activeElement;
    if (next === total - 1 && focused === control('next')) handOff.current = 'play';
    if (next === 0 && focused === control('previous')) handOff.current = 'next';
  };
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === forward) go(index + 1);
    else if (event.key === backward) go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
    // The finger pulls the next slide in from the reading end: leftwards in English, rightwards in Arabic.
    const towardsStart = direction === 'rtl' ? dx > 0 : dx < 0;
    go(towardsStart ? index + 1 : index - 1);
  };

  return (
    <div data-onboarding className={twMerge('mx-auto flex min-h-full w-full max-w-md flex-col gap-4', className)}>
      <div className="flex items-center justify-between gap-3">
        <ToggleButtonGroup
          aria-label={t('welcome.onboarding.language')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[language]}
          onSelectionChange={(keys) => {
            const chosen = [...keys][0];
            if ((chosen === 'en' || chosen === 'ar') && chosen !== language) onLanguageChange(chosen);
          }}
          className="flex rounded-full bg-surface-sunken p-1"
        >
          {(['en', 'ar'] as const).map((each) => (
            <ToggleButton
              key={each}
              id={each}
              lang={each}
              className={({ isSelected, isFocusVisible }) =>
                focusRing({
                  isFocusVisible,
                  className: twMerge('cursor-pointer rounded-full px-3 py-1 text-sm font-semibold', isSelected ? 'bg-surface text-primary-700 shadow-sm' : 'text-fg-muted hover:text-fg'),
                })
              }
            >
              {t(each === 'en' ? 'welcome.onboarding.english' : 'welcome.onboarding.arabic')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Link href={skipHref} variant="standalone">
          {t('welcome.onboarding.skip')}
        </Link>
      </div>

      <section ref={carouselRef} aria-roledescription="carousel" aria-label={t('welcome.onboarding.label')} onKeyDown={onKeyDown} className="flex flex-1 flex-col gap-5">
        <div
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
          data-testid="onboarding-viewport"
          className="touch-pan-y select-none"
        >
          <div key={slide} role="group" aria-roledescription="slide" aria-label={position} className="flex flex-col items-center gap-4 text-center">
            <Illustration slide={slide} />
            <h2 className="text-2xl font-bold text-fg">{t(`welcome.onboarding.slides.${slide}.title`)}</h2>
            <p className="text-base text-fg-muted">{t(`welcome.onboarding.slides.${slide}.body`)}</p>
          </div>
        </div>

        <div className="flex items-center justify-between gap-3">
          <IconButton
            data-slide-control="previous"
            label={t('welcome.onboarding.previous')}
            icon={(size) => <ChevronStartIcon size={size} />}
            variant="outline"
            shape="circle"
            isDisabled={index === 0}
            onPress={() => go(index - 1)}
          />
          <div aria-hidden="true" className="flex items-center gap-2">
            {onboardingSlides.map((each, at) => (
              <span key={each} className={twMerge('h-2 rounded-full transition-all motion-reduce:transition-none', at === index ? 'w-6 bg-primary-600' : 'w-2 bg-neutral-300')} />
            ))}
          </div>
          <IconButton
            data-slide-control="next"
            label={t('welcome.onboarding.next')}
            icon={(size) => <ChevronEndIcon size={size} />}
            variant="outline"
            shape="circle"
            isDisabled={last}
            onPress={() => go(index + 1)}
          />
        </div>

        {last ? (
          <Link data-slide-control="play" href={playHref} variant="button" size="lg" className="w-full">
            {t('welcome.onboarding.play')}
          </Link>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {position}
        </p>
      </section>
    </div>
  );
}
