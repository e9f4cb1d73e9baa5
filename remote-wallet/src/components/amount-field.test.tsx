import { renderInShell } from '@casino/platform/testing';
import { MAX_STATEMENT_AMOUNT } from '@casino/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AmountField } from './amount-field';

function Field({ quickButtons = true, max = MAX_STATEMENT_AMOUNT }: { quickButtons?: boolean; max?: number }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <AmountField value={value} onChange={setValue} max={max} quickButtons={quickButtons} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: '금액' });

afterEach(() => localStorage.clear());

test('each quick button adds its amount, and reset clears', async () => {
  renderInShell(<Field />);
  await userEvent.click(screen.getByRole('button', { name: '+5만' }));
  expect(input()).toHaveValue('50,000');
  await userEvent.click(screen.getByRole('button', { name: '+10만' }));
  await userEvent.click(screen.getByRole('button', { name: '+50만' }));
  await userEvent.click(screen.getByRole('button', { name: '+100만' }));
  expect(input()).toHaveValue('1,650,000');
  await userEvent.click(screen.getByRole('button', { name: '+500만' }));
  await userEvent.click(screen.getByRole('button', { name: '+1000만' }));
  await userEvent.click(screen.getByRole('button', { name: '+5000만' }));
  expect(input()).toHaveValue('66,650,000');
  expect(screen.getByTestId('value')).toHaveTextContent('66650000');

  await userEvent.click(screen.getByRole('button', { name: '초기화' }));
  expect(input()).toHaveValue('');
  expect(screen.getByTestId('value')).toHaveTextContent('null');
});

test('formats KRW as it is typed and drops what is not a digit', async () => {
  renderInShell(<Field />);
  await userEvent.type(input(), '1234567');
  expect(input()).toHaveValue('1,234,567');
  await userEvent.type(input(), 'x');
  expect(input()).toHaveValue('1,234,567');
  await userEvent.clear(input());
  expect(screen.getByTestId('value')).toHaveTextContent('null');
});

test('never goes above the maximum, typed or by quick buttons', async () => {
  renderInShell(<Field max={120_000} />);
  await userEvent.type(input(), '999999');
  expect(input()).toHaveValue('120,000');
  await userEvent.click(screen.getByRole('button', { name: '초기화' }));
  await userEvent.click(screen.getByRole('button', { name: '+10만' }));
  await userEvent.click(screen.getByRole('button', { name: '+5만' }));
  expect(input()).toHaveValue('120,000');
});

test('without quick buttons there is only the field', () => {
  renderInShell(<Field quickButtons={false} />);
  expect(input()).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
