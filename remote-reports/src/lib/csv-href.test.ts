import { reportBetting } from '@casino/contract';
import { csvHref } from './csv-href';

test("the list's path with .csv and its filter, without paging or empty values", () => {
  expect(csvHref('', reportBetting, { from: '2025-03-01', to: '2025-03-02', username: 'kim', nickname: '', brand_id: null, page: 3, pageSize: 20, cursor: '1.2' })).toBe(
    '/api/v1/game/partner/report/betting.csv?from=2025-03-01&to=2025-03-02&username=kim',
  );
  expect(csvHref('https://api.example/', reportBetting, {})).toBe('https://api.example/api/v1/game/partner/report/betting.csv');
});
