import { StatementRankWindow } from '../components/statement-rank-window';

/** /windows/withdraw-rank: the line's members by approved withdraws in the days. */
export default function WithdrawRankWindow() {
  return <StatementRankWindow kind="withdraw" />;
}
