import { applyFilter, toBettingQuery, daysFilter } from './report-filter';

const today = daysFilter('2025-03-02', '2025-03-02');

test('only what is set goes into the query, the texts trimmed', () => {
  expect(toBettingQuery(today)).toEqual({ from: '2025-03-02', to: '2025-03-02' });
  expect(toBettingQuery({ ...today, from: null, to: null, game_type: 'slot', brand_id: 3, game_id: 9, username: ' kim ', nickname: '  ' })).toEqual({
    game_type: 'slot',
    brand_id: 3,
    game_id: 9,
    username: 'kim',
  });
});

test('a new game type forgets the brand and game; a new brand forgets the game', () => {
  const picked = { ...today, game_type: 'slot' as const, brand_id: 3, game_id: 9 };
  expect(applyFilter(picked, { game_type: 'casino' })).toMatchObject({ game_type: 'casino', brand_id: null, game_id: null });
  expect(applyFilter(picked, { brand_id: 4 })).toMatchObject({ game_type: 'slot', brand_id: 4, game_id: null });
  expect(applyFilter(picked, { username: 'kim' })).toMatchObject({ brand_id: 3, game_id: 9, username: 'kim' });
});
