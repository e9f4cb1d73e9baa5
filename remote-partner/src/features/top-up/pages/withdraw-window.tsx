import { TradeWindow } from '../components/trade-window';

/** /windows/withdraw?id=: recover (refund) from a direct child, at most what it holds. */
export default function WithdrawWindow() {
  return <TradeWindow direction="recover" />;
}
