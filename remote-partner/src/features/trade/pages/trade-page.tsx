import { useHttp } from '@casino/platform';
import { useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Col, Row, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BalanceSummary } from '../../../components/balance-summary';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { ChildrenTable } from '../components/children-table';
import { TradeForm } from '../components/trade-form';
import { TradeHistory } from '../components/trade-history';
import { TradePageStore } from '../store/trade-page-store';
import '../../../components/partner.css';
import '../trade.css';

/** /partner/trade: pay to (send) or recover from (receive) a direct child, and the history of both. */
function TradePage() {
  const http = useHttp();
  const { t } = usePartnerTranslation();
  useKeyboardScrollableTables();
  const [store] = useState(() => new TradePageStore(http));

  useEffect(() => {
    store.load();
    return () => store.stop();
  }, [store]);

  return (
    <div className="partner-trade">
      <Typography.Title level={1}>{t('trade.title')}</Typography.Title>
      <BalanceSummary
        store={store.balance}
        labels={{ label: t('trade.balance.label'), hint: t('trade.balance.hint') }}
        className="partner-trade-balance"
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ChildrenTable store={store.children} />
        </Col>
        <Col xs={24} lg={10}>
          <TradeForm store={store} />
        </Col>
      </Row>
      <TradeHistory store={store.history} />
    </div>
  );
}

export default observer(TradePage);
