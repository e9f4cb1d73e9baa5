import { useHttp } from '@casino/platform';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import { RequestStore } from '../store/request-store';
import type { StatementKind } from '../store/statement-kind';
import { StatementsStore } from '../store/statements-store';
import { ModalTitle } from '../../../components/modal-title';
import { RequestForm } from './request-form';
import { StatementList } from './statement-list';
import { useBalanceHandoff } from '../../../lib/use-balance-handoff';
import '../statements.css';

type Tab = 'request' | 'details';

/** The deposit or withdrawal modal: its heading, then the request and details tabs (spec 2). */
export function StatementModal({ kind, initialTab = 'request', titleId }: { kind: StatementKind; initialTab?: Tab; titleId?: string }) {
  const { t } = useWalletTranslation();
  const http = useHttp();
  const onBalance = useBalanceHandoff();
  const [request] = useState(() => new RequestStore(http, kind, onBalance));
  const [list] = useState(() => new StatementsStore(http, kind, onBalance));
  const [tab, setTab] = useState<Tab>(initialTab);

  return (
    <div className="wallet-statement">
      <ModalTitle id={titleId}>
        {t(`${kind}.title`)}
      </ModalTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'request', label: t('tabs.request'), children: <RequestForm store={request} /> },
          // Mounted only while shown, so opening the tab always loads the latest list.
          { key: 'details', label: t('tabs.details'), children: tab === 'details' ? <StatementList store={list} /> : null },
        ]}
      />
    </div>
  );
}
