import { RankingWindow } from '../components/ranking-window';

/** /windows/bet-rank: the line's members by bet in the days. */
export default function BetRankWindow() {
  return <RankingWindow by="bet" />;
}
