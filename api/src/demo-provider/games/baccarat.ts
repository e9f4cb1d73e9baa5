import type { Random } from './random';

/** Ranks 1 (ace) to 13 (king); tens and faces count 0. Drawn from an unlimited shoe. */
export type Card = number;
export const cardPoints = (card: Card) => (card >= 10 ? 0 : card);
export const handTotal = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;

export type BaccaratSide = 'player' | 'banker' | 'tie';
export type BaccaratStakes = Record<BaccaratSide, number>;

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  prize: number;
}

/** Whether the banker draws a third card, by its total and the player's third card (punto banco tableau). */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const p = cardPoints(playerThird);
  switch (bankerTotal) {
    case 0: case 1: case 2: return true;
    case 3: return p !== 8;
    case 4: return p >= 2 && p <= 7;
    case 5: return p >= 4 && p <= 7;
    case 6: return p === 6 || p === 7;
    default: return false;
  }
}

/** Deals one coup from `draw` (used by tests to fix the cards). */
export function dealCoup(draw: () => Card): Pick<BaccaratOutcome, 'player' | 'banker' | 'playerTotal' | 'bankerTotal' | 'winner'> {
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratSide = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/**
 * What the stakes return: player 1:1, banker 1:1 less 5 % commission (rounded down to the won),
 * tie 8:1; on a tie, player and banker stakes are returned.
 */
export function baccaratPrize(stakes: BaccaratStakes, winner: BaccaratSide): number {
  if (winner === 'tie') return stakes.tie * 9 + stakes.player + stakes.banker;
  if (winner === 'player') return stakes.player * 2;
  return stakes.banker * 2 - Math.ceil(stakes.banker * 0.05);
}

export function playBaccarat(stakes: BaccaratStakes, random: Random): BaccaratOutcome {
  const coup = dealCoup(() => random(13) + 1);
  return { ...coup, prize: baccaratPrize(stakes, coup.winner) };
}
