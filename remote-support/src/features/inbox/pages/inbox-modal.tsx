import type { ModalProps } from '@casino/platform';
import { InboxView } from '../components/inbox-view';

/** `?modal=inbox` (`modal.id=5` opens note 5 when it is on the first page). */
export default function InboxModal({ params }: ModalProps) {
  const openId = Number(params.id);
  return <InboxView openId={Number.isInteger(openId) && openId > 0 ? openId : undefined} />;
}
