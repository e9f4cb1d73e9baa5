import { StatementRankWindow } from '../components/statement-rank-window';

/** /windows/deposit-rank: the line's members by approved deposits in the days. */
export default function DepositRankWindow() {
  return <StatementRankWindow kind="deposit" />;
}
