import { useHttp, useLoaded } from '@casino/platform';
import { Alert } from 'antd';
import { useWalletTranslation } from '../../../i18n/use-wallet-translation';
import { getSiteSetting } from '../../../api/get-site-setting';

/** Spec 9's usual bank inspection hours, until (or unless) the site settings say otherwise. */
export const DEFAULT_INSPECTION_HOURS = '23:00-00:30';

/** Spec 9's notes: bank inspection hours, and requests are handled in order and may be delayed. */
export function RequestNotes() {
  const { t } = useWalletTranslation();
  const http = useHttp();
  const setting = useLoaded(() => getSiteSetting(http), [http]);
  // The notes are help text: without the settings (or while they load) the usual hours are shown.
  const hours = (setting.status === 'ready' && setting.value.bank_inspection_hours.trim()) || DEFAULT_INSPECTION_HOURS;

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
