import { SiteLink } from '@casino/platform';
import { useEffect, useState } from 'react';
import { EmptyNote } from '../../../components/empty-note';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import type { Slide } from '../store/home-store';
import { pageOrigin, slideTarget } from './slide-target';
import { useReducedMotion } from './use-reduced-motion';

const TURN_MS = 5000;

/**
 * The home banners, fading one into the next. Drawn by CSS alone (every slide in one grid cell,
 * the shown one opaque), so the server's markup is the page's first paint as it will stay: nothing
 * to measure, no clones, no style attributes. Only the banner shown can be focused; it stays while
 * the pointer or the focus is on the banners, and nothing moves for a visitor who asked for less motion.
 */
export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useGamesTranslation();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const turning = slides.length > 1 && !reducedMotion && !held.pointer && !held.focus;

  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setCurrent((shown) => (shown + 1) % slides.length), TURN_MS);
    return () => clearInterval(timer);
  }, [turning, slides.length]);

  if (slides.length === 0) return <EmptyNote>{t('home.noSlides')}</EmptyNote>;
  const shownIndex = current % slides.length;
  return (
    <section
      aria-label={t('home.carouselLabel')}
      data-testid="home-carousel"
      className="games-carousel"
      onPointerEnter={() => setHeld((was) => ({ ...was, pointer: true }))}
      onPointerLeave={() => setHeld((was) => ({ ...was, pointer: false }))}
      onFocus={() => setHeld((was) => ({ ...was, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((was) => ({ ...was, focus: false }));
      }}
    >
      <div className="games-carousel__slides">
        {slides.map((slide, index) => (
          <div key={slide.id} className={index === shownIndex ? 'games-carousel__slide games-carousel__slide--shown' : 'games-carousel__slide'} aria-hidden={index !== shownIndex}>
            <SlideBanner slide={slide} eager={index === 0} shown={index === shownIndex} />
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="games-carousel__dots" role="group" aria-label={t('home.slidesLabel')}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className="games-carousel__dot"
              aria-label={t('home.slideLabel', { index: index + 1, count: slides.length })}
              aria-current={index === shownIndex}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function SlideBanner({ slide, eager, shown }: { slide: Slide; eager: boolean; shown: boolean }) {
  const image = (
    <img
      src={slide.image_url}
      alt={slide.title}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the home page's largest paint: asked for before the rest.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      // The banners' shape (16:5), so the page keeps its place while an image arrives.
      width={1600}
      height={500}
      className="games-carousel__image"
    />
  );
  const target = slideTarget(slide.link_url, pageOrigin());
  const tabIndex = shown ? 0 : -1;
  if (target?.kind === 'internal') {
    return (
      <SiteLink to={target.to} tabIndex={tabIndex} className="games-slide-link">
        {image}
      </SiteLink>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} className="games-slide-link">
        {image}
      </a>
    );
  }
  return image;
}
