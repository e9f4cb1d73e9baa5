import { Alert, Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { usePermissionsTranslation } from '../../../i18n/use-permissions-translation';
import type { PermissionsStore } from '../store/permissions-store';
import { AccountSummary } from './account-summary';
import { PermissionTable } from './permission-table';
import { SourceLegend } from './source-legend';
import { LoadError, LoadingBlock } from '@casino/platform/back-office';

/** What the lookup found: nothing asked yet, loading, not in the line, a failure, or the account's rules. */
export const PermissionsResult = observer(function PermissionsResult({ store }: { store: PermissionsStore }) {
  const { t } = usePermissionsTranslation();
  switch (store.status) {
    case 'idle':
      return <Empty description={t('idle')} />;
    case 'loading':
      return (
        <div role="status" aria-label={t('loading')}>
          <LoadingBlock rows={6} />
        </div>
      );
    case 'not-found':
      return <Alert type="warning" showIcon role="alert" title={t('notFound', { username: store.username })} />;
    case 'error':
      return <LoadError message={store.errorMessage} onRetry={() => void store.retry()} />;
    case 'ready':
      return store.state ? (
        <>
          <AccountSummary account={store.state.account} />
          <SourceLegend />
          <PermissionTable store={store} state={store.state} />
        </>
      ) : null;
  }
});
