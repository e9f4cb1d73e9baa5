import type { GameSummary } from '@casino/contract';

// Not interactive yet: launching a game comes with the playgame endpoint.
export function GameCard({ game }: { game: GameSummary }) {
  return (
    <figure className="lobby-game-card">
      <img src={game.image_url} alt="" loading="lazy" className="lobby-game-card__image" />
      <figcaption className="lobby-game-card__name">{game.name}</figcaption>
    </figure>
  );
}
