import { SpinnerIcon } from '@casino/platform/light';
import type { GameSummary } from '@casino/contract';

interface GameCardProps {
  game: GameSummary;
  launching: boolean;
  onLaunch: (game: GameSummary) => void;
  loading: 'eager' | 'lazy';
}

/** A game's picture and name; pressing it launches the game. Its accessible name is the game's. */
export function GameCard({ game, launching, onLaunch, loading }: GameCardProps) {
  return (
    // Not `disabled` while launching: that would drop the keyboard focus; the launcher ignores the click.
    <button type="button" className="lobby-game-card" aria-busy={launching} onClick={() => onLaunch(game)}>
      {/* The name is printed below; the picture would only repeat it to a screen reader. */}
      <img src={game.image_url} alt="" loading={loading} decoding="async" width={240} height={240} className="lobby-game-card__image" />
      <span className="lobby-game-card__name">{game.name}</span>
      {launching && (
        <span className="lobby-game-card__busy" aria-hidden>
          <SpinnerIcon />
        </span>
      )}
    </button>
  );
}
