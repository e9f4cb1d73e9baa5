import { Carousel, Empty } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import type { Slide } from '../store/home-store';
import { pageOrigin, slideTarget } from './slide-target';
import { useReducedMotion } from './use-reduced-motion';

/**
 * The home banners. Fading, not sliding: the sliding mode clones slides at both ends, and those
 * clones' links took the keyboard focus while hidden from screen readers. Only the banner shown
 * can be focused; nothing moves by itself for a visitor who asked for less motion.
 */
export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useGamesTranslation();
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return <Empty description={t('home.noSlides')} />;
  return (
    <section aria-label={t('home.carouselLabel')} data-testid="home-carousel">
      <Carousel effect="fade" autoplay={!reducedMotion} autoplaySpeed={5000} speed={reducedMotion ? 0 : 500} dots beforeChange={(_, next) => setCurrent(next)}>
        {slides.map((slide, index) => (
          <div key={slide.id}>
            <SlideBanner slide={slide} eager={index === 0} shown={index === current} />
          </div>
        ))}
      </Carousel>
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
      style={{ width: '100%', height: 'auto', aspectRatio: '16 / 5', objectFit: 'cover', display: 'block', borderRadius: 12 }}
    />
  );
  const target = slideTarget(slide.link_url, pageOrigin());
  const tabIndex = shown ? 0 : -1;
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} tabIndex={tabIndex} className="games-slide-link">
        {image}
      </Link>
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
