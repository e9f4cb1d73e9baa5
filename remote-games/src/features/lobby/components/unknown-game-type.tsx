import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function UnknownGameType() {
  const { t } = useGamesTranslation();
  return (
    <Result
      status="404"
      title={t('lobby.unknownType.title')}
      subTitle={t('lobby.unknownType.subTitle')}
      extra={
        <Link to="/" className="lobby-link-button">
          {t('lobby.unknownType.home')}
        </Link>
      }
    />
  );
}
