import { StatementsWindow } from '../components/statements-window';

/** /windows/deposit-list?id=&username=: a member's deposit requests. */
export default function DepositListWindow() {
  return <StatementsWindow type="deposit" />;
}
