import { BALLS, drawOddEven } from './odd-even';

const ballIs = (ball: number) => {
  const bounds: number[] = [];
  const random = (max: number) => {
    bounds.push(max);
    return ball - 1;
  };
  return { random, bounds };
};

describe('drawOddEven', () => {
  it('draws one ball from 1 to 28', () => {
    expect(BALLS).toBe(28);
    const lowest = ballIs(1);
    expect(drawOddEven(1_000, 'odd', lowest.random).ball).toBe(1);
    expect(lowest.bounds).toEqual([28]);
    expect(drawOddEven(1_000, 'odd', ballIs(28).random).ball).toBe(28);
  });

  it.each([
    [1, 'odd', true],
    [27, 'odd', true],
    [2, 'odd', false],
    [28, 'odd', false],
    [2, 'even', true],
    [28, 'even', true],
    [1, 'even', false],
    [27, 'even', false],
  ] as const)('ball %i on %s: won %s', (ball, pick, won) => {
    const outcome = drawOddEven(1_000, pick, ballIs(ball).random);
    expect(outcome).toEqual({ ball, pick, won, prize: won ? 1_950 : 0 });
  });

  it('pays 1.95 times the stake rounded down to the won', () => {
    expect(drawOddEven(1_010, 'odd', ballIs(3).random).prize).toBe(1_969); // 1,969.5
    expect(drawOddEven(1_000_000, 'even', ballIs(4).random).prize).toBe(1_950_000);
    expect(drawOddEven(1_001, 'even', ballIs(4).random).prize).toBe(1_951); // 1,951.95
  });
});
