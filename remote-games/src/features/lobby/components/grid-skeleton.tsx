import { Placeholder } from '../../../components/placeholder';
import { useGamesTranslation } from '../../../i18n/use-games-translation';

export function GridSkeleton({ count, height }: { count: number; height: number }) {
  const { t } = useGamesTranslation();
  return (
    <div className="lobby-grid" role="status" aria-busy="true" aria-label={t('lobby.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Placeholder key={index} style={{ height }} />
      ))}
    </div>
  );
}
