import type { Ticket } from '@casino/contract';
import { Tag } from 'antd';
import { useSupportTranslation } from '../i18n/use-support-translation';

const STATUS_COLORS: Record<Ticket['status'], string> = {
  waiting: 'gold',
  answered: 'blue',
  confirmed: 'green',
};

export function TicketStatusTag({ status }: { status: Ticket['status'] }) {
  const { t } = useSupportTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`tickets.statuses.${status}`)}</Tag>;
}
