import { render, screen } from '@testing-library/react';
import { DateCell } from './date-cell';

test('a moment is shown on Seoul time, past 15:00 UTC already the next day', () => {
  render(<DateCell iso="2025-03-31T15:30:00.000Z" />);
  expect(screen.getByText('2025-04-01 00:30')).toHaveAttribute('datetime', '2025-03-31T15:30:00.000Z');
});

test('no moment is a dash', () => {
  render(<DateCell iso={null} />);
  expect(screen.getByLabelText('-')).toHaveTextContent('-');
});
