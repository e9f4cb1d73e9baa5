import { LeftOutlined } from '@ant-design/icons';
import type { GameBrand, GameType } from '@casino/contract';
import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function BrandHeader({ type, brand }: { type: GameType; brand: GameBrand | null }) {
  const { t } = useGamesTranslation();
  return (
    <header className="lobby-header">
      <Link to={`/game/${type}`} className="lobby-back-link">
        <LeftOutlined aria-hidden /> {t(`lobby.types.${type}`)} · {t('lobby.backToBrands')}
      </Link>
      {brand ? <h1 className="lobby-title">{brand.name}</h1> : <Skeleton.Input active size="small" />}
    </header>
  );
}
