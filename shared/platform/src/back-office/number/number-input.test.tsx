import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { renderInShell } from '../../testing/render-in-shell';
import { NumberInput } from './number-input';
import { readNumber, type NumberRule } from './number-reading';
import { useNumberCheck, type NumberWords } from './use-number-check';

const RATE: NumberRule = { min: 0, max: 1.5, decimals: 2 };

afterEach(() => localStorage.clear());

/** A field held by its page (as a store would), with the message and a submit that the problem disables. */
function RateField({ words }: { words?: NumberWords }) {
  const [text, setText] = useState('1.00');
  const { message } = useNumberCheck();
  const problem = message(readNumber(text, RATE), RATE, words);
  return (
    <Form>
      <Form.Item label="Rate" htmlFor="rate" validateStatus={problem ? 'error' : undefined} help={problem}>
        <NumberInput id="rate" rule={RATE} value={text} onChange={setText} />
      </Form.Item>
      <button type="submit" disabled={problem !== null}>
        Save
      </button>
    </Form>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Rate' });
const type = async (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  // A blur is where antd's InputNumber would correct it.
  fireEvent.blur(field());
};
/** Sets a field's text as one change (the platform has no user-event). */
const typeInto = (element: HTMLElement, text: string) => fireEvent.change(element, { target: { value: text } });

test('keeps what was typed out of bounds, says why in the page language, and the submit stays disabled', async () => {
  const { platform } = renderInShell(<RateField words={{ format: (n) => `${n}%` }} />);
  expect(await screen.findByRole('textbox', { name: 'Rate' })).toHaveValue('1.00');
  await type('-1');
  expect(field()).toHaveValue('-1');
  expect(screen.getByText('0% 이상으로 입력해 주세요')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

  await type('1.255');
  expect(field()).toHaveValue('1.255');
  expect(screen.getByText('소수점 아래 2자리까지 입력해 주세요')).toBeInTheDocument();

  await act(() => platform.i18n.setLanguage('en'));
  await type('2');
  expect(field()).toHaveValue('2');
  expect(screen.getByText('Enter 1.5% or less')).toBeInTheDocument();
  await type('abc');
  expect(field()).toHaveValue('abc');
  expect(screen.getByText('Enter a number')).toBeInTheDocument();

  await type('1.25');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test("a form's own words replace the default for that problem", async () => {
  renderInShell(<RateField words={{ aboveMax: 'Cannot be above your own rate (1.5%)' }} />);
  await screen.findByRole('textbox', { name: 'Rate' });
  await type('1.6');
  expect(screen.getByText('Cannot be above your own rate (1.5%)')).toBeInTheDocument();
});

test('groups whole amounts as they are typed, and works as an antd Form control with the same check', async () => {
  const AMOUNT: NumberRule = { min: 0, max: 1_000_000, group: true };
  const onFinish = jest.fn();
  function AmountForm() {
    const { formRule } = useNumberCheck();
    return (
      <Form initialValues={{ amount: 10_000 }} onFinish={onFinish}>
        <Form.Item name="amount" label="Amount" rules={[formRule(AMOUNT, {}, 'Enter the amount')]}>
          <NumberInput rule={AMOUNT} />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>
    );
  }
  renderInShell(<AmountForm />);
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  expect(amount).toHaveValue('10,000');
  typeInto(amount, '2000000');
  expect(amount).toHaveValue('2,000,000');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('1,000,000 이하로 입력해 주세요')).toBeInTheDocument();
  expect(amount).toHaveValue('2,000,000');
  expect(onFinish).not.toHaveBeenCalled();

  typeInto(amount, ' ');
  expect(await screen.findByText('Enter the amount')).toBeInTheDocument();
  typeInto(amount, '750000');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '750,000' }));
});
