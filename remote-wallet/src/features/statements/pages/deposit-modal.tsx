import type { ModalProps } from '@casino/platform';
import { StatementModal } from '../components/statement-modal';

/** `?modal=deposit` (`modal.tab=details` opens the details tab). */
export default function DepositModal({ params, titleId }: ModalProps) {
  return <StatementModal kind="deposit" initialTab={params.tab === 'details' ? 'details' : 'request'} titleId={titleId} />;
}
