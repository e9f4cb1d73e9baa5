import type { StaffBrand } from '@casino/contract';
import { RowActions, type ActionsColumn, type BackOfficeColumn } from '@casino/platform/back-office';
import { Typography } from 'antd';
import type { CatalogT } from '../../../i18n/use-catalog-translation';
import { Link } from 'react-router-dom';
import { catalogActions } from './catalog-actions';
import { StateTag } from './state-tag';

interface ColumnOptions {
  t: CatalogT;
  busyId: number | null;
  onEdit: (brand: StaffBrand) => void;
  onToggle: (brand: StaffBrand) => void;
}

/**
 * The name and code (naming the row; the name opens the brand's games), logo, provider, state,
 * order and game counts; logo, state and counts on a phone's card.
 */
export function brandColumns(t: CatalogT): BackOfficeColumn<StaffBrand>[] {
  return [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, brand) => (
        <>
          <div>
            <Link to={`?type=${brand.game_type}&brand=${brand.id}`} aria-label={t('actions.gamesOf', { name: brand.name })} className="games-catalog-link">
              {brand.name}
            </Link>
          </div>
          <Typography.Text type="secondary">{brand.code}</Typography.Text>
        </>
      ),
    },
    {
      key: 'logo',
      title: t('columns.logo'),
      card: true,
      render: (_, brand) =>
        brand.logo_url && (
          <img src={brand.logo_url} alt={t('brands.logoAlt', { name: brand.name })} width={80} height={40} loading="lazy" className="games-catalog-thumb games-catalog-thumb--logo" />
        ),
    },
    { key: 'provider', title: t('columns.provider'), dataIndex: 'provider' },
    { key: 'state', title: t('columns.state'), card: true, render: (_, brand) => <StateTag active={brand.active} /> },
    { key: 'sort', title: t('columns.sort'), dataIndex: 'sort', align: 'right' },
    {
      key: 'games',
      title: t('columns.games'),
      align: 'right',
      card: true,
      render: (_, brand) => t('brands.gameCounts', { active: brand.active_game_count, total: brand.game_count }),
    },
  ];
}

/** Edit, and withdraw or restore. */
export function brandActions({ t, busyId, onEdit, onToggle }: ColumnOptions): ActionsColumn<StaffBrand> {
  return {
    title: t('columns.actions'),
    render: (brand) => (
      <RowActions name={brand.name} actions={catalogActions(t, brand.name, { active: brand.active, busy: busyId === brand.id, onEdit: () => onEdit(brand), onToggle: () => onToggle(brand) })} />
    ),
  };
}
