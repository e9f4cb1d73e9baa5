import { reportBetting } from '@casino/contract';
import { contractCheck } from './validators';

describe('contractCheck', () => {
  const check = contractCheck(reportBetting.query!);

  it("takes a query the route validated, formats included (TypeBox's own check knows no 'date')", () => {
    expect(check({ from: '2026-11-01', to: '2026-11-27', game_type: 'slot' })).toBe(true);
  });

  it('refuses what the route would have refused: a wrong date, a value outside its list, a number sent as text, a non-finite number', () => {
    expect(check({ from: '2026-13-01', to: '2026-11-27' })).toBe(false);
    expect(check({ from: '2026-11-01', to: '2026-11-27', game_type: 'bingo' })).toBe(false);
    expect(check({ from: '2026-11-01', to: '2026-11-27', page: '1' })).toBe(false);
    expect(check({ from: '2026-11-01', to: '2026-11-27', page: Infinity })).toBe(false);
  });
});
