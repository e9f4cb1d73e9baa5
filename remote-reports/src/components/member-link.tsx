import { useFeedback } from '@casino/platform';
import { Button } from 'antd';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import { openReportWindow } from '../lib/report-windows';

interface MemberLinkProps {
  member: { id: number; username: string; nickname: string };
  /** The days the bet-list window opens on. */
  from?: string | null;
  to?: string | null;
}

/** A member's name that opens its bets in the bet-list window. */
export function MemberLink({ member, from, to }: MemberLinkProps) {
  const { t } = useReportsTranslation();
  const { messages } = useFeedback();
  const open = () => {
    if (!openReportWindow('bet-list', { id: member.id, username: member.username, from, to })) messages.warning(t('common.popupBlocked'));
  };
  const name = t('common.member', { username: member.username, nickname: member.nickname });
  // The accessible name starts with what is shown (WCAG 2.5.3), then says where it leads.
  return (
    <Button type="link" size="small" className="reports-member-link" aria-label={t('common.openBetList', { member: name })} onClick={open}>
      {name}
    </Button>
  );
}
