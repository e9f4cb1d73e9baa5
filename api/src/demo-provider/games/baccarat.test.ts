import { baccaratPrize, bankerDraws, cardPoints, dealCoup, handTotal, playBaccarat, type Card } from './baccarat';

/** Deals the given cards in order (player, player, banker, banker, then thirds) and fails if more are asked for. */
function shoe(cards: Card[]) {
  const left = [...cards];
  const draw = () => {
    const card = left.shift();
    if (card === undefined) throw new Error('the shoe ran out');
    return card;
  };
  return { draw, left };
}

describe('card points', () => {
  it('counts aces 1, two to nine at face value, tens and faces 0', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map(cardPoints)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
  });

  it('keeps only the last digit of a hand', () => {
    expect(handTotal([9, 9])).toBe(8);
    expect(handTotal([13, 12, 5])).toBe(5);
    expect(handTotal([9, 9, 5])).toBe(3);
    expect(handTotal([10, 11])).toBe(0);
  });
});

describe('the banker’s tableau', () => {
  // Standard punto banco, written out: rows are the banker's two-card total, columns the points of the
  // player's third card 0..9; D = banker draws, - = banker stands.
  const TABLEAU: Record<number, string> = {
    0: 'DDDDDDDDDD',
    1: 'DDDDDDDDDD',
    2: 'DDDDDDDDDD',
    3: 'DDDDDDDD-D',
    4: '--DDDDDD--',
    5: '----DDDD--',
    6: '------DD--',
    7: '----------',
  };
  const cases = Object.entries(TABLEAU).flatMap(([banker, row]) => [...row].map((mark, points) => [Number(banker), points, mark === 'D'] as const));

  it.each(cases)('banker on %i, player’s third card worth %i: draws %s', (banker, points, draws) => {
    // A third card worth 0 may be a ten or any face card.
    const cards = points === 0 ? [10, 11, 12, 13] : [points];
    for (const card of cards) expect(bankerDraws(banker, card)).toBe(draws);
  });

  it('covers every banker total 0-7 against every third card 0-9', () => {
    expect(cases).toHaveLength(80);
  });

  it.each([
    [0, true],
    [3, true],
    [5, true],
    [6, false],
    [7, false],
  ])('when the player stood, the banker on %i draws %s (like the player: on 0-5)', (banker, draws) => {
    expect(bankerDraws(banker, undefined)).toBe(draws);
  });
});

describe('dealCoup', () => {
  it.each([
    ['a player natural stops both hands', [4, 5, 10, 2], { player: [4, 5], banker: [10, 2], playerTotal: 9, bankerTotal: 2, winner: 'player' }],
    ['a banker natural stops a player on 3', [1, 2, 3, 5], { player: [1, 2], banker: [3, 5], playerTotal: 3, bankerTotal: 8, winner: 'banker' }],
    ['a player on 6 stands; the banker on 4 then draws', [3, 3, 2, 2, 3], { player: [3, 3], banker: [2, 2, 3], playerTotal: 6, bankerTotal: 7, winner: 'banker' }],
    ['a player on 7 and a banker on 6 both stand', [7, 10, 6, 13], { player: [7, 10], banker: [6, 13], playerTotal: 7, bankerTotal: 6, winner: 'player' }],
    ['a player on 5 draws; the banker on 7 stands', [2, 3, 10, 7, 2], { player: [2, 3, 2], banker: [10, 7], playerTotal: 7, bankerTotal: 7, winner: 'tie' }],
    ['a player on 0 draws an 8; the banker on 3 stands on it', [10, 13, 1, 2, 8], { player: [10, 13, 8], banker: [1, 2], playerTotal: 8, bankerTotal: 3, winner: 'player' }],
    ['a player on 5 draws a 6; the banker on 6 draws on it', [1, 4, 3, 3, 6, 9], { player: [1, 4, 6], banker: [3, 3, 9], playerTotal: 1, bankerTotal: 5, winner: 'banker' }],
    ['a player on 4 draws a 9; the banker on 4 stands on it', [2, 2, 4, 10, 9], { player: [2, 2, 9], banker: [4, 10], playerTotal: 3, bankerTotal: 4, winner: 'banker' }],
  ])('%s', (_case, cards, expected) => {
    const { draw, left } = shoe([...cards, 1]);
    expect(dealCoup(draw)).toEqual(expected);
    // Exactly the cards of the coup were drawn: the spare one is still in the shoe.
    expect(left).toEqual([1]);
  });
});

describe('baccaratPrize', () => {
  it('pays the player 1:1, returning the stake, and loses the other stakes', () => {
    expect(baccaratPrize({ player: 1_000, banker: 500, tie: 200 }, 'player')).toBe(2_000);
    expect(baccaratPrize({ player: 0, banker: 500, tie: 200 }, 'player')).toBe(0);
  });

  it.each([
    [1_000, 1_950],
    [1_010, 1_969], // 1,010 + 959.5 won, rounded down
    [1_001, 1_951], // 1,001 + 950.95
    [1_019, 1_987], // 1,019 + 968.05
    [1_000_000, 1_950_000],
  ])('pays the banker 0.95:1 rounded down to the won: %i returns %i', (stake, returned) => {
    expect(baccaratPrize({ player: 300, banker: stake, tie: 100 }, 'banker')).toBe(returned);
  });

  it('pays a tie 8:1 and returns the player and banker stakes', () => {
    expect(baccaratPrize({ player: 1_000, banker: 2_000, tie: 100 }, 'tie')).toBe(900 + 3_000);
    expect(baccaratPrize({ player: 0, banker: 0, tie: 1_000 }, 'tie')).toBe(9_000);
    expect(baccaratPrize({ player: 1_000, banker: 0, tie: 0 }, 'tie')).toBe(1_000);
  });
});

describe('playBaccarat', () => {
  it('deals ranks 1-13 from the random source and prices the coup', () => {
    const draws = [3, 4, 9, 1]; // ranks 4, 5, 10, 2: a player natural 9 against 2
    const bounds: number[] = [];
    const outcome = playBaccarat({ player: 2_000, banker: 1_000, tie: 0 }, (max) => {
      bounds.push(max);
      return draws.shift()!;
    });
    expect(outcome).toEqual({ player: [4, 5], banker: [10, 2], playerTotal: 9, bankerTotal: 2, winner: 'player', prize: 4_000 });
    expect(bounds).toEqual([13, 13, 13, 13]);
  });
});
