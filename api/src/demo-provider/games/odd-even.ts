import type { Random } from './random';

export type OddEvenPick = 'odd' | 'even';

/** A ball from 1 to 28 is drawn; the right guess of odd or even returns 1.95 times the stake. */
export const BALLS = 28;

export interface OddEvenOutcome {
  ball: number;
  pick: OddEvenPick;
  won: boolean;
  prize: number;
}

export function drawOddEven(stake: number, pick: OddEvenPick, random: Random): OddEvenOutcome {
  const ball = random(BALLS) + 1;
  const won = (ball % 2 === 1) === (pick === 'odd');
  return { ball, pick, won, prize: won ? Math.floor((stake * 195) / 100) : 0 };
}
