import { Tooltip } from 'antd';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { shortDevice } from '../lib/user-agent';
import './device-cell.css';

/**
 * A device in every back-office list the same way: "Chrome 143 · Linux", with the browser's whole
 * user agent in a tooltip. The trigger is a button so a keyboard reaches it (the tooltip opens on
 * focus and describes it) and a phone opens it with a tap; its name is the text it shows.
 */
export function DeviceCell({ userAgent }: { userAgent: string }) {
  const { t } = usePartnerTranslation();
  const readable = shortDevice(userAgent);
  if (!readable) return <>{t('common.none')}</>;
  return (
    <Tooltip title={userAgent.trim()} trigger={['hover', 'focus', 'click']}>
      <button type="button" className="partner-device">
        {readable}
      </button>
    </Tooltip>
  );
}
