import { RISK_KINDS, type RiskFlag, type RiskKind } from '@casino/contract';
import { pagedTableProps, useHttp, useLanguage, usePageTitle } from '@casino/platform';
import { BackOfficeTable, LoadError, useKeyboardScrollableTables } from '@casino/platform/back-office';
import { Button, Flex, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { useRiskTranslation } from '../../../i18n/use-risk-translation';
import { riskColumns } from '../components/risk-columns';
import { RiskStore } from '../store/risk-store';
import { TurnoverRequirementStore } from '../store/turnover-requirement-store';
import { TurnoverRequirementSection } from '../components/turnover-requirement';
import '../../../components/partner.css';

/** A member id from the address, or null for a missing or malformed one. */
const idOf = (text: string | null) => (text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null);

/**
 * /partner/risk: the line's members' risk flags of the last 30 days, each saying why with its
 * figures, the latest first; of one kind, or of one member (the members list links here with
 * `?user_id=&username=`).
 */
function RiskPage() {
  const { t } = useRiskTranslation();
  const [params, setParams] = useSearchParams();
  const userId = idOf(params.get('user_id'));
  const username = params.get('username') ?? '';
  const http = useHttp();
  const [requirement] = useState(() => new TurnoverRequirementStore(http));
  usePageTitle(t('title'));
  useKeyboardScrollableTables();
  return (
    <section>
      <Typography.Title level={1} className="partner-window-title">
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <TurnoverRequirementSection store={requirement} />
      <RiskFlags key={userId ?? 'all'} userId={userId} username={username} onShowAll={() => setParams({})} />
    </section>
  );
}

interface RiskFlagsProps {
  userId: number | null;
  /** The member's ID as the link gave it, until its flags say it. */
  username: string;
  onShowAll: () => void;
}

const RiskFlags = observer(function RiskFlags({ userId, username, onShowAll }: RiskFlagsProps) {
  const { t } = useRiskTranslation();
  const kindId = useId();
  const { t: partnerT } = usePartnerTranslation();
  const { language } = useLanguage();
  const http = useHttp();
  const [store] = useState(() => new RiskStore(http, userId));
  const { list } = store;

  useEffect(() => {
    void store.list.load();
  }, [store]);

  // The member's ID as its own flags name it (a hand-made link may not).
  const shownName = list.items[0]?.user.username ?? (username || String(userId));
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('flagsTitle')}
      </Typography.Title>
      {userId !== null && (
        <Flex gap={8} align="center" wrap className="partner-toolbar">
          <Typography.Text strong>{t('of', { username: shownName })}</Typography.Text>
          <Button size="small" onClick={onShowAll}>
            {t('allMembers')}
          </Button>
        </Flex>
      )}
      <Flex gap={8} align="center" className="partner-toolbar">
        <label htmlFor={kindId}>{t('kind')}</label>
        <Select<RiskKind | 'all'>
          id={kindId}
          value={store.kind ?? 'all'}
          onChange={(kind) => void store.setKind(kind === 'all' ? null : kind)}
          style={{ minWidth: 180 }}
          options={[{ value: 'all', label: t('allKinds') }, ...RISK_KINDS.map((kind) => ({ value: kind, label: partnerT(`riskKinds.${kind}`) }))]}
        />
      </Flex>
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<RiskFlag>
          {...pagedTableProps(list, t('empty'))}
          tableId="partner.risk"
          label={t('tableLabel')}
          rowKey={(row) => `${row.user.id}-${row.flag.kind}`}
          columns={riskColumns(t, partnerT, language)}
        />
      )}
    </>
  );
});

export default observer(RiskPage);
