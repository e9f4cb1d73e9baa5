import { Typography } from 'antd';
import { StaffPage } from '../../../components/staff-page';
import { useCatalogTranslation } from '../../../i18n/use-catalog-translation';
import { CatalogDesk } from '../components/catalog-desk';
import '../catalog.css';

/**
 * /partner/catalog (masters with the `site` right): what the providers deliver, arranged for the
 * site: each game type's brands and each brand's games, with their names, images, order and
 * whether members see them. Games come from the providers: there is nothing to create here.
 */
export default function CatalogPage() {
  const { t } = useCatalogTranslation();
  return (
    <StaffPage title={t('title')} right="site" denied={{ title: t('noAccess.title'), body: t('noAccess.body') }} className="games-catalog">
      <Typography.Paragraph className="games-staff-intro">{t('intro')}</Typography.Paragraph>
      <CatalogDesk />
    </StaffPage>
  );
}
