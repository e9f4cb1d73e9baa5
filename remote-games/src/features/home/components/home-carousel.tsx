import { Carousel, Empty } from 'antd';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import type { Slide } from '../store/home-store';

export function HomeCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useGamesTranslation();
  if (slides.length === 0) return <Empty description={t('home.noSlides')} />;
  return (
    <Carousel autoplay autoplaySpeed={5000} dots aria-label="carousel">
      {slides.map((slide, index) => (
        <div key={slide.id}>
          <SlideImage slide={slide} eager={index === 0} />
        </div>
      ))}
    </Carousel>
  );
}

function SlideImage({ slide, eager }: { slide: Slide; eager: boolean }) {
  const image = (
    <img
      src={slide.image_url}
      alt={slide.title}
      loading={eager ? 'eager' : 'lazy'}
      style={{ width: '100%', aspectRatio: '16 / 5', objectFit: 'cover', display: 'block', borderRadius: 12 }}
    />
  );
  return slide.link_url ? <a href={slide.link_url}>{image}</a> : image;
}
