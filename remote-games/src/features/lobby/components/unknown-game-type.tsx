import { SiteLink, usePageTitle } from '@casino/platform';
import { ResultPanel, siteButtonClassName } from '@casino/platform/light';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function UnknownGameType() {
  const { t } = useGamesTranslation();
  usePageTitle(t('lobby.unknownType.title'));
  return (
    <ResultPanel title={t('lobby.unknownType.title')} subTitle={t('lobby.unknownType.subTitle')}>
      <SiteLink to="/" className={siteButtonClassName({ kind: 'primary' })}>
        {t('lobby.unknownType.home')}
      </SiteLink>
    </ResultPanel>
  );
}
