import { useHttp } from '@casino/platform';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import { getSiteSetting } from '../api/get-site-setting';

/** Spec 9's usual bank inspection hours, until (or unless) the site settings say otherwise. */
export const DEFAULT_INSPECTION_HOURS = '23:00-00:30';

/** Spec 9's notes: bank inspection hours, and requests are handled in order and may be delayed. */
export function RequestNotes() {
  const { t } = useWalletTranslation();
  const http = useHttp();
  const [hours, setHours] = useState(DEFAULT_INSPECTION_HOURS);

  useEffect(() => {
    let live = true;
    getSiteSetting(http)
      .then((setting) => {
        if (live && setting.bank_inspection_hours.trim()) setHours(setting.bank_inspection_hours.trim());
      })
      // The notes are help text: without the settings the usual hours are shown.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http]);

  return (
    <Alert
      type="info"
      showIcon
      title={t('notes.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          <li>{t('notes.inspection', { hours })}</li>
          <li>{t('notes.sequential')}</li>
        </ul>
      }
    />
  );
}
