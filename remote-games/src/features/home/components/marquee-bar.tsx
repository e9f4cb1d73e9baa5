import { AnnouncementIcon } from '@casino/platform/light';
import type { MarqueeItem } from '../store/home-store';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

/** The scrolling notice line; pauses on hover and respects reduced motion (see styles). */
export function MarqueeBar({ items }: { items: MarqueeItem[] }) {
  const { t } = useGamesTranslation();
  if (items.length === 0) return null;
  return (
    <div className="games-marquee" role="marquee" aria-label={t('home.marqueeLabel')}>
      <AnnouncementIcon />
      <div className="games-marquee__viewport">
        <div className="games-marquee__track">
          {items.map((item) => (
            <span key={item.id} className="games-marquee__item">
              {item.text}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
