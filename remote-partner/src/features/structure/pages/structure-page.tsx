import type { Account } from '@casino/contract';
import { useHttp, usePageTitle, useUser } from '@casino/platform';
import { LoadingBlock } from '@casino/platform/back-office';
import { Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePartnerTranslation } from '../../../i18n/use-partner-translation';
import { LineSearch } from '../components/line-search';
import { StructureTree } from '../components/structure-tree';
import { SearchStore } from '../store/search-store';
import { StructureStore } from '../store/structure-store';
import '../../../components/partner.css';
import '../structure.css';

function Structure({ me }: { me: Account }) {
  const http = useHttp();
  const [store] = useState(() => new StructureStore(http, me));
  const [search] = useState(() => new SearchStore(http, store));

  useEffect(() => {
    void store.start();
  }, [store]);

  return (
    <div className="structure-layout">
      <LineSearch search={search} />
      <Card size="small">
        <StructureTree store={store} />
      </Card>
    </div>
  );
}

/** /partner/partner-structure: the signed-in partner's whole downline as a tree, searchable. */
function StructurePage() {
  const { t } = usePartnerTranslation();
  const { account } = useUser();
  usePageTitle(t('structure.title'));
  return (
    <section className="structure-page">
      <Typography.Title level={1} className="partner-window-title">
        {t('structure.title')}
      </Typography.Title>
      {/* The shell loads the account before a partner page; until then there is no root. */}
      {account ? <Structure key={account.id} me={account} /> : <LoadingBlock rows={6} />}
    </section>
  );
}

export default observer(StructurePage);
