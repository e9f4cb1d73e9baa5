import { maxLengthOf, staffExclusionList, type Exclusion } from '@casino/contract';
import { pagedTableProps, useHttp } from '@casino/platform';
import { BackOfficeTable, LoadError, SearchField } from '@casino/platform/back-office';
import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { StaffPage } from '../../../components/staff-page';
import { useStaffBreaksTranslation } from '../../../i18n/use-staff-breaks-translation';
import { breakActions, breakColumns } from '../components/break-columns';
import { EndBreakDialog } from '../components/end-break-dialog';
import { BreaksStore } from '../store/breaks-store';

const SEARCH_MAX_LENGTH = maxLengthOf(staffExclusionList.query, 'search');

/**
 * /partner/breaks (masters with the `site` right): the members on a break from play now, and
 * ending one early with a reason. A member or its partners can never end a break; this is the
 * one way, asked first and written on the member's trail.
 */
export default function BreaksPage() {
  const { t } = useStaffBreaksTranslation();
  return (
    <StaffPage title={t('title')} right="site" denied={{ title: t('noAccess.title'), body: t('noAccess.body') }}>
      <Typography.Paragraph className="wallet-staff-intro">{t('intro')}</Typography.Paragraph>
      <BreaksDesk />
    </StaffPage>
  );
}

const BreaksDesk = observer(function BreaksDesk() {
  const { t } = useStaffBreaksTranslation();
  const http = useHttp();
  const [store] = useState(() => new BreaksStore(http));
  const { list } = store;

  useEffect(() => {
    void store.list.load();
  }, [store]);

  return (
    <>
      <div className="wallet-staff-toolbar">
        <SearchField label={t('search')} labelHidden placeholder={t('search')} maxLength={SEARCH_MAX_LENGTH} onSearch={(text) => void store.setSearch(text)} />
      </div>
      {list.status === 'error' ? (
        <LoadError message={list.errorMessage} onRetry={() => void list.load()} />
      ) : (
        <BackOfficeTable<Exclusion>
          {...pagedTableProps(list, store.search ? t('emptySearch', { search: store.search }) : t('empty'))}
          tableId="wallet.breaks"
          label={t('listLabel')}
          rowKey="id"
          columns={breakColumns(t)}
          actions={breakActions(t, store.askEnd)}
        />
      )}
      <EndBreakDialog store={store} />
    </>
  );
});
