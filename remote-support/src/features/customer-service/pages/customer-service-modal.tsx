import type { ModalProps } from '@casino/platform';
import { CustomerServiceView } from '../components/customer-service-view';

/** `?modal=customer-service` (`modal.tab=write` opens the write tab). */
export default function CustomerServiceModal({ params }: ModalProps) {
  return <CustomerServiceView initialTab={params.tab === 'write' ? 'write' : 'list'} />;
}
