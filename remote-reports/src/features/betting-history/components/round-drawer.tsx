import { columnTitles, REPORT_TABLES, type DataOf, type reportBettingHistory } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { BackOfficeTable, LoadError } from '@casino/platform/back-office';
import { Descriptions, Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { roundCallColumns } from '../../../components/call-columns';
import { Money } from '../../../components/money';
import { SeoulTime } from '../../../components/seoul-time';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { RoundDetailStore } from '../store/round-detail-store';

type Call = DataOf<typeof reportBettingHistory>['calls'][number];

/** One round in a side drawer: what it was, and every bet, win and rollback of it in the provider's order. */
export const RoundDrawer = observer(function RoundDrawer({ store }: { store: RoundDetailStore }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const { round } = store;
  const data = round.value;
  // The round's fields under the titles of the betting history's columns.
  const title = columnTitles(REPORT_TABLES.reportBetting.columns, language);

  return (
    <Drawer
      open={store.openId !== null}
      onClose={store.close}
      title={data ? t('betting.detail.title', { round: data.round.round_id }) : t('betting.detail.loading')}
      size="large"
      destroyOnHidden
    >
      {round.status === 'error' ? (
        <LoadError message={round.errorMessage} onRetry={() => void round.load()} />
      ) : (
        <>
          {data && (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2 }}
              style={{ marginBottom: 16 }}
              items={[
                { key: 'provider', label: t('betting.detail.provider'), children: data.round.provider },
                { key: 'round', label: title.round_id, children: data.round.round_id },
                { key: 'game', label: title.game, children: `${data.round.game.name} (${data.round.brand.name}, ${t(`common.gameType.${data.round.game_type}`)})` },
                { key: 'member', label: title.member, children: t('common.member', data.round.member) },
                ...(['bet', 'prize', 'refund', 'profit', 'rolling', 'win_lose'] as const).map((figure) => ({ key: figure, label: title[figure], children: <Money amount={data.round[figure]} /> })),
                { key: 'time', label: title.time, children: <SeoulTime iso={data.round.created_at} /> },
                { key: 'state', label: t('betting.detail.roundState'), children: data.round.closed ? t('betting.closed') : t('betting.open') },
              ]}
            />
          )}
          <BackOfficeTable<Call>
            tableId="reports.round-calls"
            label={t('betting.detail.calls')}
            rowKey="txn_id"
            columns={roundCallColumns<Call>(t, language)}
            dataSource={data?.calls ?? []}
            loading={round.pending}
            pagination={false}
            locale={{ emptyText: round.pending ? null : t('betting.detail.empty') }}
          />
        </>
      )}
    </Drawer>
  );
});
