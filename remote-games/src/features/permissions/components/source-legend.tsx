import { usePermissionsTranslation } from '../../../i18n/use-permissions-translation';

const ORDER = ['own_brand', 'own_type', 'partner_brand', 'partner_type', 'default'] as const;

/** The order the rules are read in, first match wins: the key to the table's last column. */
export function SourceLegend() {
  const { t } = usePermissionsTranslation();
  return (
    <div className="games-permissions-legend">
      <h2 className="games-permissions-legend__title">{t('legend')}</h2>
      <ol>
        {ORDER.map((source) => (
          <li key={source}>{t(`sources.${source}`)}</li>
        ))}
      </ol>
    </div>
  );
}
