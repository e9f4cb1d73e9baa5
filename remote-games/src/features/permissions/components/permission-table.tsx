import type { StaffPermissions } from '@casino/contract';
import { useFeedback } from '@casino/platform';
import { BackOfficeTable } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { usePermissionsTranslation } from '../../../i18n/use-permissions-translation';
import { permissionRows, type PermissionRow } from '../store/permission-rows';
import type { PermissionsStore, RuleChoice } from '../store/permissions-store';
import { fullName, permissionColumns } from './permission-columns';

/** Every game type with its brands beneath: the account's rule, its partner's, and what wins. */
export const PermissionTable = observer(function PermissionTable({ store, state }: { store: PermissionsStore; state: StaffPermissions }) {
  const { t } = usePermissionsTranslation();
  const { messages } = useFeedback();
  const isMember = state.account.level === 'member';

  const change = async (row: PermissionRow, choice: RuleChoice) => {
    const result = await store.change(row, choice);
    const values = { target: fullName(t, row), rule: t(`choices.${choice}`) };
    if (result.outcome === 'done') void messages.success(t('saved', values));
    else if (result.outcome === 'failed') void messages.error(result.message ?? t('failed'));
  };

  return (
    <BackOfficeTable<PermissionRow>
      tableId="games.permissions"
      className="games-permissions-table"
      label={t('tableLabel', { username: state.account.username })}
      rowKey="key"
      pagination={false}
      dataSource={permissionRows(state)}
      expandable={{ defaultExpandAllRows: true }}
      locale={{ emptyText: t('noGames') }}
      // Read here, not in the cells: antd renders cells outside this observer's tracking.
      columns={permissionColumns({ t, isMember, saving: store.saving, onChange: (row, choice) => void change(row, choice) })}
    />
  );
});
