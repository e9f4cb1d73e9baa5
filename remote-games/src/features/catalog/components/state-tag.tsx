import { Tag } from 'antd';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';

/** Active (members see it) or withdrawn (members do not). */
export function StateTag({ active }: { active: boolean }) {
  const { t } = useCatalogTranslation();
  return <Tag color={active ? 'green' : 'default'}>{t(active ? 'states.active' : 'states.withdrawn')}</Tag>;
}
