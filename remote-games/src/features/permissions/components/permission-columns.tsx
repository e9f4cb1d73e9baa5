import type { BackOfficeColumn } from '@casino/platform/back-office';
import { Tag } from 'antd';
import type { PermissionsT } from '../../../i18n/use-permissions-translation';
import type { PermissionRow } from '../store/permission-rows';
import type { RuleChoice } from '../store/permissions-store';
import { RuleSelect } from './rule-select';

interface ColumnOptions {
  t: PermissionsT;
  /** A member's table also shows its partner's defaults. */
  isMember: boolean;
  /** The rule being changed (its key), or null. */
  saving: string | null;
  onChange: (row: PermissionRow, choice: RuleChoice) => void;
}

export const rowName = (t: PermissionsT, row: PermissionRow): string => row.brandName ?? t(`types.${row.gameType}`);

/** A row's name with its type ('Slot · Pragmatic Play'): one brand may serve two types. */
export const fullName = (t: PermissionsT, row: PermissionRow): string => (row.brandName ? `${t(`types.${row.gameType}`)} · ${row.brandName}` : rowName(t, row));

/**
 * Game (naming the row), own rule (changeable), partner default (a member's), the outcome and the
 * rule it comes from; on a phone's card the rule, the outcome and where it comes from.
 */
export function permissionColumns({ t, isMember, saving, onChange }: ColumnOptions): BackOfficeColumn<PermissionRow>[] {
  const columns: BackOfficeColumn<PermissionRow>[] = [
    {
      key: 'game',
      title: t('columns.game'),
      render: (_, row) => (row.brandId === null ? <strong>{rowName(t, row)}</strong> : rowName(t, row)),
    },
    {
      key: 'own',
      title: t(isMember ? 'columns.own' : 'columns.ownDefault'),
      card: true,
      render: (_, row) => (
        <RuleSelect
          target={fullName(t, row)}
          value={row.own}
          saving={saving === row.key}
          disabled={saving !== null}
          onChange={(choice) => onChange(row, choice)}
        />
      ),
    },
  ];
  if (isMember) {
    columns.push({
      key: 'partner',
      title: t('columns.partner'),
      render: (_, row) => (row.partner === 'inherit' ? t('noRule') : t(`choices.${row.partner}`)),
    });
  }
  columns.push(
    {
      key: 'result',
      title: t(isMember ? 'columns.result' : 'columns.membersGet'),
      card: true,
      // Said in words, not by colour alone.
      render: (_, row) => <Tag color={row.allowed ? 'green' : 'red'}>{t(row.allowed ? 'allowed' : 'denied')}</Tag>,
    },
    { key: 'source', title: t('columns.source'), card: true, render: (_, row) => t(`sources.${row.source}`) },
  );
  return columns;
}
