import { RankingWindow } from '../components/ranking-window';

/** /windows/losing-rank: the line's members by losing in the days. */
export default function LosingRankWindow() {
  return <RankingWindow by="losing" />;
}
