import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderInShell } from '../testing/render-in-shell';
import { addToAmount, amountRule } from './amount';
import { AmountField } from './amount-field';

afterEach(() => localStorage.clear());

/** The field as a store holds it: the text typed, and what a submit would send. */
function Field({ max = 100_000_000, quickButtons = true, aboveMax }: { max?: number; quickButtons?: boolean; aboveMax?: string }) {
  const [text, setText] = useState('');
  return (
    <AmountField text={text} rule={amountRule(max)} onChange={setText} onAdd={quickButtons ? (add) => setText((now) => addToAmount(now, add)) : undefined} aboveMax={aboveMax} />
  );
}

const input = () => screen.getByRole('textbox', { name: '금액' });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

test('each quick button adds its amount, and reset clears', () => {
  renderInShell(<Field />);
  click('+5만');
  expect(input()).toHaveValue('50,000');
  for (const name of ['+10만', '+50만', '+100만']) click(name);
  expect(input()).toHaveValue('1,650,000');
  for (const name of ['+500만', '+1000만', '+5000만']) click(name);
  expect(input()).toHaveValue('66,650,000');
  click('초기화');
  expect(input()).toHaveValue('');
});

test('groups won as it is typed; what is not an amount is kept as typed and named', () => {
  renderInShell(<Field />);
  fireEvent.change(input(), { target: { value: '1234567' } });
  expect(input()).toHaveValue('1,234,567');
  fireEvent.change(input(), { target: { value: '1,234,567x' } });
  expect(input()).toHaveValue('1,234,567x');
  expect(screen.getByText('숫자로 입력해 주세요')).toBeInTheDocument();
});

test('above the maximum it says so in the page language, typed or by quick buttons, and never clamps', async () => {
  const { platform } = renderInShell(<Field max={120_000} />);
  fireEvent.change(input(), { target: { value: '999999' } });
  expect(input()).toHaveValue('999,999');
  expect(screen.getByText('120,000원 이하로 입력해 주세요')).toBeInTheDocument();
  click('초기화');
  click('+10만');
  click('+5만');
  expect(input()).toHaveValue('150,000');
  await act(() => platform.i18n.setLanguage('en'));
  expect(await screen.findByText('Enter ₩120,000 or less')).toBeInTheDocument();
});

test("a form's own words for an amount above its bound", () => {
  renderInShell(<Field max={120_000} aboveMax="회수 금액은 보유금 120,000원을 넘을 수 없습니다" />);
  fireEvent.change(input(), { target: { value: '130000' } });
  expect(screen.getByText('회수 금액은 보유금 120,000원을 넘을 수 없습니다')).toBeInTheDocument();
});

test('without quick buttons there is only the field', () => {
  renderInShell(<Field quickButtons={false} />);
  expect(input()).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
