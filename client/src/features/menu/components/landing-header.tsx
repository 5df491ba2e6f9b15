import { BANNER_ROTATION_MS, BANNER_SLIDE_MS, LANDING_IMAGES } from '@pizza/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { RESTAURANT } from '../../../config/restaurant';
import { usePrefersReducedMotion } from '../../../lib/motion';
import { HeroPromise } from '../../restaurant';
import { nextBannerIndex, type SlidePosition, slidePosition } from '../banner-rotation';

/** The title names the region; the e2e tests find the header as section[aria-labelledby="landing-title"]. */
const LANDING_TITLE_ID = 'landing-title';

// The current slide comes in and the previous one leaves over BANNER_SLIDE_MS (see slideStyle);
// the waiting ones jump back to the right without a transition.
const slideClasses: Record<SlidePosition, string> = {
  current: 'translate-x-0 transition-transform ease-in-out',
  leaving: '-translate-x-full transition-transform ease-in-out',
  waiting: 'translate-x-full',
};
const slideStyle = { transitionDuration: `${BANNER_SLIDE_MS}ms` };

/** Advances every BANNER_ROTATION_MS while the tab is visible; a hidden tab pauses the rotation. */
function useRotatingIndex(count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    let timer: number | undefined;
    const restart = () => {
      window.clearInterval(timer);
      if (document.visibilityState === 'hidden') return;
      timer = window.setInterval(() => setIndex((current) => nextBannerIndex(current, count)), BANNER_ROTATION_MS);
    };
    restart();
    document.addEventListener('visibilitychange', restart);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', restart);
    };
  }, [count]);
  return index;
}

/**
 * The landing header: three rotating backgrounds (5 s, 1 s slide) behind the shop's welcome. A
 * region named by its title, not a <header>: the top bar is the page's one banner landmark.
 */
export function LandingHeader() {
  const { t } = useTranslation();
  const index = useRotatingIndex(LANDING_IMAGES.length);
  const reducedMotion = usePrefersReducedMotion();

  return (
    <section aria-labelledby={LANDING_TITLE_ID} className="relative isolate overflow-hidden bg-brand-deep text-white">
      {LANDING_IMAGES.map((src, slide) => {
        const position = slidePosition(slide, index, LANDING_IMAGES.length);
        return (
          <img
            key={src}
            src={src}
            alt=""
            width="1600"
            height="900"
            fetchPriority={slide === 0 ? 'high' : 'low'}
            data-active={position === 'current' || undefined}
            style={reducedMotion || position === 'waiting' ? undefined : slideStyle}
            className={`absolute inset-0 -z-10 size-full object-cover ${
              reducedMotion ? (position === 'current' ? '' : 'invisible') : slideClasses[position]
            }`}
          />
        );
      })}
      {/* Keeps the white text readable over every background: on phones the text spans the whole
          width, so the whole picture is dimmed; from sm up the gradient fades out only to the right
          of the text column. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-night/75 sm:bg-transparent sm:bg-gradient-to-r sm:from-night/90 sm:via-night/75 sm:to-night/30"
      />
      <div className="mx-auto flex min-h-56 max-w-7xl flex-col justify-center gap-3 px-4 py-10 sm:min-h-80 sm:px-6 sm:py-14">
        <p className="text-sm font-bold tracking-widest text-accent-300 uppercase">{t('home.eyebrow', { name: RESTAURANT.name })}</p>
        <h1 id={LANDING_TITLE_ID} className="max-w-xl text-3xl leading-tight font-extrabold drop-shadow sm:text-5xl">
          {t('home.title')}
        </h1>
        <p className="max-w-xl text-base font-medium text-white drop-shadow sm:text-lg">
          <HeroPromise />
        </p>
        <div className="pt-2">
          <a href="#PIZZA" className={buttonClasses('primary', 'md')}>
            {t('home.cta')}
          </a>
        </div>
      </div>
      <div aria-hidden="true" className="absolute right-4 bottom-4 flex gap-1.5 sm:right-6">
        {LANDING_IMAGES.map((src, slide) => (
          <span key={src} className={`h-1.5 rounded-full bg-white transition-all ${slide === index ? 'w-6' : 'w-1.5 opacity-50'}`} />
        ))}
      </div>
    </section>
  );
}
