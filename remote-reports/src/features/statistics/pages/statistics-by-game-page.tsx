import { reportByGame, type GameFigures } from '@casino/contract';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { getByGameSummary } from '../api/get-by-game-summary';
import { listByGame } from '../api/list-by-game';
import { FigureListPage } from '../components/figure-list-page';

const CALLS = { list: listByGame, summary: getByGameSummary };

/** /partner/statistice-by-game: every game the line played in the range, sorted by a figure, with the top ten charted. */
export default function StatisticsByGamePage() {
  const { t } = useReportsTranslation();
  return (
    <FigureListPage<GameFigures>
      title={t('statistics.byGame.title')}
      endpoint={reportByGame}
      calls={CALLS}
      subject={t('statistics.columns.game')}
      rowKey={(row) => row.game.id}
      labelOf={(row) => row.game.name}
      empty={t('statistics.byGame.empty')}
      lead={() => [
        { key: 'game', title: t('statistics.columns.game'), render: (_, row) => row.game.name },
        { key: 'brand', title: t('statistics.columns.brand'), render: (_, row) => row.brand.name },
        { key: 'gameType', title: t('statistics.columns.gameType'), render: (_, row) => t(`common.gameType.${row.game_type}`) },
      ]}
    />
  );
}
