import { useHttp, useLanguage } from '@casino/platform';
import { ActionAlert } from '@casino/platform/light';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useGamesTranslation } from '../../../i18n/use-games-translation';
import { GameEntryCards } from '../components/game-entry-cards';
import { HomeCarousel } from '../components/home-carousel';
import { MarqueeBar } from '../components/marquee-bar';
import { HomeStore } from '../store/home-store';
import { useGivenOnce } from '../../../lib/use-given-once';
import { Placeholder } from '../../../components/placeholder';
import type { HomePageData } from '../store/home-data';
import '../home.css';

export { loadHomePageData as loadPageData } from '../store/home-data';

/** The home lobby: carousel, marquee, and the casino/slot entry points. */
function HomePage({ pageData }: { pageData?: HomePageData }) {
  const http = useHttp();
  const { t } = useGamesTranslation();
  const { language } = useLanguage();
  const [store] = useState(() => new HomeStore(http, pageData));
  const dataGiven = useGivenOnce(pageData !== undefined);

  // The banners and the notice line may have English beside the Korean: asked again in the new language.
  useEffect(() => {
    if (!dataGiven()) void store.load();
  }, [store, language, dataGiven]);

  return (
    <div className="games-home">
      {/* The tab title is the site's name; the page still needs its one h1 for screen readers. */}
      <h1 className="games-visually-hidden">{t('home.heading')}</h1>
      {store.status === 'error' ? (
        <ActionAlert
          role="alert"
          type="error"
          title={t('home.loadFailed')}
          description={store.errorMessage}
          actionLabel={t('home.retry')}
          onAction={() => void store.load()}
        />
      ) : store.status === 'ready' ? (
        <>
          <HomeCarousel slides={store.slides} />
          <MarqueeBar items={store.marquee} />
        </>
      ) : (
        <Placeholder style={{ aspectRatio: '16 / 5', borderRadius: 12 }} label={t('home.loading')} />
      )}
      <GameEntryCards />
    </div>
  );
}

export default observer(HomePage);
