import { useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useDecorativeMedia } from '../../lib/data-saving.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

const DESKTOP_QUERY = '(min-width: 1024px)';
const POSTER = { mobile: '/media/banner/banner-mobile.webp', desktop: '/media/banner/banner-desktop.webp' };

/**
 * The home banner: a looping, muted, autoplaying video without controls, the desktop file
 * at large widths and the mobile file otherwise, each with its poster. A small button pauses it (WCAG 2.2.2).
 *
 * The poster is the page's first picture, in the HTML (the browser finds it at once and picks its file by
 * the screen's width). The video comes only after the page has loaded, and never for a visitor who saves
 * data, is on a slow connection or prefers less motion: the poster stays.
 */
export function HomeBanner() {
  const { t } = useTranslation('content');
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [isPaused, setPaused] = useState(false);
  const variant = isDesktop ? 'desktop' : 'mobile';
  const videoRef = useRef<HTMLVideoElement>(null);
  const mayPlay = useDecorativeMedia();
  // The poster is the page's largest paint: asked for from the head of a rendered page, the screen's file only
  // (React puts no preload for a picture with sources of its own).
  preload(POSTER.mobile, { as: 'image', fetchPriority: 'high', media: `not all and ${DESKTOP_QUERY}` });
  preload(POSTER.desktop, { as: 'image', fetchPriority: 'high', media: DESKTOP_QUERY });

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play();
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };

  return (
    <section aria-labelledby="home-banner-title" className="relative isolate overflow-hidden bg-slate-900">
      <picture>
        <source media={DESKTOP_QUERY} srcSet={POSTER.desktop} width={1280} height={720} />
        <img
          src={POSTER.mobile}
          alt=""
          width={720}
          height={1280}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      </picture>
      {mayPlay ? (
        <video
          ref={videoRef}
          key={variant}
          className="absolute inset-0 -z-10 size-full object-cover"
          src={`/media/banner/banner-${variant}.mp4`}
          poster={`/media/banner/banner-${variant}.webp`}
          autoPlay={!isPaused}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/20" />
      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-16 sm:px-6 lg:min-h-[32rem] lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{t('homeBanner.kicker')}</p>
        <h1
          id="home-banner-title"
          className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl"
        >
          {t('homeBanner.title')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-100">{t('homeBanner.text')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/allbikes" className={buttonClasses('primary', 'lg')}>
            {t('homeBanner.browse')}
          </Link>
          <Link to="/about" className={buttonClasses('inverse', 'lg')}>
            {t('homeBanner.meetShop')}
          </Link>
        </div>
      </div>
      {mayPlay ? (
        <button
          type="button"
          onClick={togglePlayback}
          className="absolute right-3 bottom-3 rounded-full bg-slate-950/70 px-3 py-1.5 text-xs font-semibold text-white hover:bg-slate-950 focus-visible:outline-2 focus-visible:outline-white"
        >
          {isPaused ? t('homeBanner.play') : t('homeBanner.pause')}
        </button>
      ) : null}
    </section>
  );
}
