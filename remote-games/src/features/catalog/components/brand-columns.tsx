import type { StaffBrand } from '@casino/contract';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { RowActions } from './row-actions';
import { StateTag } from './state-tag';

interface ColumnOptions {
  t: TFunction;
  busyId: number | null;
  onEdit: (brand: StaffBrand) => void;
  onToggle: (brand: StaffBrand) => void;
}

/** Logo, name and code, provider, state, order, game counts, and the row's actions. */
export function brandColumns({ t, busyId, onEdit, onToggle }: ColumnOptions): ColumnsType<StaffBrand> {
  return [
    {
      key: 'logo',
      title: t('columns.logo'),
      render: (_, brand) =>
        brand.logo_url && (
          <img src={brand.logo_url} alt={t('brands.logoAlt', { name: brand.name })} width={80} height={40} loading="lazy" className="games-catalog-thumb games-catalog-thumb--logo" />
        ),
    },
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, brand) => (
        <>
          <div>{brand.name}</div>
          <Typography.Text type="secondary">{brand.code}</Typography.Text>
        </>
      ),
    },
    { key: 'provider', title: t('columns.provider'), dataIndex: 'provider' },
    { key: 'state', title: t('columns.state'), render: (_, brand) => <StateTag active={brand.active} /> },
    { key: 'sort', title: t('columns.sort'), dataIndex: 'sort', align: 'right' },
    {
      key: 'games',
      title: t('columns.games'),
      align: 'right',
      render: (_, brand) => t('brands.gameCounts', { active: brand.active_game_count, total: brand.game_count }),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, brand) => (
        <RowActions name={brand.name} active={brand.active} busy={busyId === brand.id} onEdit={() => onEdit(brand)} onToggle={() => onToggle(brand)}>
          <Link to={`?type=${brand.game_type}&brand=${brand.id}`} aria-label={t('actions.gamesOf', { name: brand.name })} className="games-catalog-link">
            {t('actions.games')}
          </Link>
        </RowActions>
      ),
    },
  ];
}
