import { REPORT_TABLES, reportByGame, type GameFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { figureCells } from '../../../components/figure-columns';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { tableColumns } from '../../../lib/report-columns';
import { getByGameSummary } from '../../../api/get-by-game-summary';
import { listByGame } from '../../../api/list-by-game';
import { FigureListPage } from '../components/figure-list-page';

const CALLS = { list: listByGame, summary: getByGameSummary };

/** /partner/statistice-by-game: every game the line played in the range, sorted by a figure, with the top ten charted. */
export default function StatisticsByGamePage() {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  return (
    <FigureListPage<GameFigures>
      title={t('statistics.byGame.title')}
      tableId="reports.statistics-by-game"
      endpoint={reportByGame}
      calls={CALLS}
      subject={t('statistics.columns.game')}
      rowKey={(row) => row.game.id}
      labelOf={(row) => row.game.name}
      empty={t('statistics.byGame.empty')}
      report="reportByGame"
      columns={({ order }) =>
        tableColumns(REPORT_TABLES.reportByGame.columns, language, {
          game: { render: (_, row) => row.game.name },
          brand: { render: (_, row) => row.brand.name },
          game_type: { render: (_, row) => t(`common.gameType.${row.game_type}`) },
          ...figureCells(language, order),
        })
      }
    />
  );
}
