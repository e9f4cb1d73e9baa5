import type { ModalProps } from '@casino/platform';
import { idParam } from '../../../lib/modal-url';
import { CustomerServiceView } from '../components/customer-service-view';

/** `?modal=customer-service` (`modal.tab=write` opens the write tab, `modal.id=5` inquiry 5 when it is on the first page). */
export default function CustomerServiceModal({ params, titleId }: ModalProps) {
  return <CustomerServiceView initialTab={params.tab === 'write' ? 'write' : 'list'} openId={idParam(params.id)} titleId={titleId} />;
}
