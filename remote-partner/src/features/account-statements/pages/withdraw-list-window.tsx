import { StatementsWindow } from '../components/statements-window';

/** /windows/withdraw-list?id=&username=: a member's withdrawal requests. */
export default function WithdrawListWindow() {
  return <StatementsWindow type="withdraw" />;
}
