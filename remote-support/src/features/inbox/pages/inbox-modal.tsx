import type { ModalProps } from '@casino/platform';
import { idParam } from '../../../lib/modal-url';
import { InboxView } from '../components/inbox-view';

/** `?modal=inbox` (`modal.id=5` opens note 5 when it is on the first page). */
export default function InboxModal({ params, titleId }: ModalProps) {
  return <InboxView openId={idParam(params.id) ?? undefined} titleId={titleId} />;
}
