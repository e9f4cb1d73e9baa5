import { usePageTitle } from '@casino/platform';
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function UnknownGameType() {
  const { t } = useGamesTranslation();
  usePageTitle(t('lobby.unknownType.title'));
  return (
    <Result
      status="404"
      title={<h1 className="lobby-result-title">{t('lobby.unknownType.title')}</h1>}
      subTitle={t('lobby.unknownType.subTitle')}
      extra={
        <Link to="/" className="lobby-link-button">
          {t('lobby.unknownType.home')}
        </Link>
      }
    />
  );
}
