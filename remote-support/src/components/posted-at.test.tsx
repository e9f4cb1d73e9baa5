import { render, screen } from '@testing-library/react';
import { PostedAt } from './posted-at';

const LATE_UTC = '2025-03-31T15:30:05.000Z'; // already 1 April in Seoul

test('the date is the Seoul day, the title the Seoul time to the second', () => {
  render(<PostedAt iso={LATE_UTC} />);
  expect(screen.getByText('2025-04-01')).toHaveAttribute('title', '2025-04-01 00:30:05');
});

test('with the time, to the minute on Seoul time', () => {
  render(<PostedAt iso={LATE_UTC} withTime />);
  expect(screen.getByText('2025-04-01 00:30')).toHaveAttribute('datetime', LATE_UTC);
});
