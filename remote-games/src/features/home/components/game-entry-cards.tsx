import { SiteLink } from '@casino/platform';
import { BoltIcon, CrownIcon } from '@casino/platform/light';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

const ENTRIES = [
  { type: 'casino', icon: <CrownIcon /> },
  { type: 'slot', icon: <BoltIcon /> },
] as const;

/** The casino and slot entry points of the home lobby. */
export function GameEntryCards() {
  const { t } = useGamesTranslation();
  return (
    <section aria-labelledby="games-entries-title">
      <h2 id="games-entries-title" className="games-section-title">
        {t('home.entriesTitle')}
      </h2>
      <div className="games-entries">
        {ENTRIES.map(({ type, icon }) => (
          <SiteLink key={type} to={`/game/${type}`} className={`games-entry games-entry--${type}`} data-testid={`entry-${type}`}>
            <span className="games-entry__icon">{icon}</span>
            <span className="games-entry__title">{t(`home.${type}.title`)}</span>
            <span className="games-entry__description">{t(`home.${type}.description`)}</span>
            <span className="games-entry__cta">{t(`home.${type}.cta`)}</span>
          </SiteLink>
        ))}
      </div>
    </section>
  );
}
