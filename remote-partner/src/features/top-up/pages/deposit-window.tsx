import { TradeWindow } from '../components/trade-window';

/** /windows/deposit?id=: top up a direct child from the partner's balance. */
export default function DepositWindow() {
  return <TradeWindow direction="pay" />;
}
