import type { StaffBrand } from '@casino/contract';
import { BackOfficeTable, LoadError, type Resource } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import { brandValues, type EditRequest } from '../store/item-values';
import type { CatalogStore } from '../store/catalog-store';
import { brandActions, brandColumns } from './brand-columns';
import { useRowToggle } from './use-row-toggle';

interface BrandListProps {
  store: CatalogStore;
  brands: Resource<StaffBrand[]>;
  onEdit: (request: EditRequest) => void;
}

/** A game type's brands, active and withdrawn, in display order. */
export const BrandList = observer(function BrandList({ store, brands, onEdit }: BrandListProps) {
  const { t } = useCatalogTranslation();
  const { busyId, toggle } = useRowToggle();
  const request = (brand: StaffBrand): EditRequest => ({ kind: 'brand', id: brand.id, values: brandValues(brand), save: (values) => store.saveBrand(brand, values) });

  if (brands.status === 'error' && brands.value === null) return <LoadError message={brands.errorMessage} onRetry={() => void brands.load()} />;
  return (
    <BackOfficeTable<StaffBrand>
      tableId="games.catalog-brands"
      label={t('brands.label')}
      rowKey="id"
      pagination={false}
      dataSource={brands.value ?? []}
      loading={brands.pending}
      locale={{ emptyText: brands.pending ? null : t('brands.empty') }}
      columns={brandColumns(t)}
      actions={brandActions({ t, busyId, onEdit: (brand) => onEdit(request(brand)), onToggle: (brand) => toggle(request(brand)) })}
    />
  );
});
