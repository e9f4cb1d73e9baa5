import type { ModalProps } from '@casino/platform';
import { StatementModal } from '../components/statement-modal';

/** `?modal=withdraw` (`modal.tab=details` opens the details tab). */
export default function WithdrawModal({ params, titleId }: ModalProps) {
  return <StatementModal kind="withdraw" initialTab={params.tab === 'details' ? 'details' : 'request'} titleId={titleId} />;
}
