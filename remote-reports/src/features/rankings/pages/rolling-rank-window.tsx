import { RankingWindow } from '../components/ranking-window';

/** /windows/rolling-rank: the line's members by rolling in the days. */
export default function RollingRankWindow() {
  return <RankingWindow by="rolling" />;
}
