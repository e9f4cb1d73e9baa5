import { useFeedback } from '@casino/platform';
import { Button } from 'antd';
import { usePartnerTranslation } from '../i18n/use-partner-translation';
import { openPopup, registerWindowUrl, windowName } from '../lib/account-windows';

/**
 * Add member (or, for a master, add sub-partner): the one register window (`/windows/register`),
 * opened from the partners tab and from membership management alike. The window tells the page
 * when it has registered someone, and the lists reload.
 */
export function RegisterButton({ level }: { level: 'member' | 'agency' }) {
  const { t } = usePartnerTranslation();
  const { messages } = useFeedback();
  const open = () => {
    if (!openPopup(registerWindowUrl(level), windowName('register'), 'register')) messages.warning(t('common.popupBlocked'));
  };
  return (
    <Button type={level === 'member' ? 'primary' : 'default'} onClick={open}>
      {t(level === 'member' ? 'partners.addMember' : 'partners.addSubPartner')}
    </Button>
  );
}
