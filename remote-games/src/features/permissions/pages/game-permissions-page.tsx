import { useHttp } from '@casino/platform';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-page';
import { usePermissionsTranslation } from '../../../i18n/use-permissions-translation';
import { AccountSearch } from '../components/account-search';
import { PermissionsResult } from '../components/permissions-result';
import { PermissionsStore } from '../store/permissions-store';
import '../permissions.css';

/**
 * /partner/game-permissions (masters): an account of the line, found by ID, with the game rule
 * that wins for every type and brand and where it comes from; each rule can be changed there.
 * The ID is in the address (`?username=`), so a reload or a shared link shows the same account.
 */
export default function GamePermissionsPage() {
  const { t } = usePermissionsTranslation();
  return (
    <StaffPage title={t('title')} denied={{ title: t('noAccess.title'), body: t('noAccess.body') }} className="games-permissions">
      <PermissionsDesk />
    </StaffPage>
  );
}

function PermissionsDesk() {
  const { t } = usePermissionsTranslation();
  const http = useHttp();
  const [store] = useState(() => new PermissionsStore(http));
  const [params, setParams] = useSearchParams();
  const username = params.get('username')?.trim() ?? '';

  useEffect(() => {
    void store.find(username);
  }, [store, username]);
  useEffect(() => store.stop, [store]);

  const search = (next: string) => {
    // The same ID again: look it up again (someone may have changed its rules meanwhile).
    if (next === username) void store.retry();
    else setParams(next ? { username: next } : {});
  };

  return (
    <>
      <Typography.Paragraph className="games-staff-intro">{t('intro')}</Typography.Paragraph>
      <AccountSearch username={username} onSearch={search} />
      <PermissionsResult store={store} />
    </>
  );
}
