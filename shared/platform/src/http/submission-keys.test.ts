import { ApiError } from './api-error';
import { SubmissionKeys } from './submission-keys';

function keys() {
  let n = 0;
  return new SubmissionKeys(() => `key-${++n}`);
}

test('a retry of the same body after no answer (network, time-out) or a 5xx reuses the key', () => {
  const k = keys();
  const body = { type: 'deposit', amount: 50_000 };
  expect(k.keyFor(body)).toBe('key-1');
  k.settle(new ApiError(0, 'NETWORK', 'offline'));
  expect(k.keyFor({ ...body })).toBe('key-1');
  k.settle(new ApiError(503, 'INTERNAL', 'down'));
  expect(k.keyFor(body)).toBe('key-1');
  k.settle(new TypeError('failed to fetch'));
  expect(k.keyFor(body)).toBe('key-1');
});

test('a success or a refusal ends the submission: the next one has a new key', () => {
  const k = keys();
  const body = { amount: 1 };
  expect(k.keyFor(body)).toBe('key-1');
  k.settle();
  expect(k.keyFor(body)).toBe('key-2');
  k.settle(new ApiError(400, 'BELOW_MINIMUM', 'min'));
  expect(k.keyFor(body)).toBe('key-3');
});

test('a different body is a different submission', () => {
  const k = keys();
  expect(k.keyFor({ amount: 1 })).toBe('key-1');
  k.settle(new ApiError(0, 'NETWORK', 'offline'));
  expect(k.keyFor({ amount: 2 })).toBe('key-2');
});

test('uses crypto.randomUUID by default', () => {
  const spy = jest.spyOn(crypto, 'randomUUID').mockReturnValue('11111111-1111-4111-8111-111111111111');
  expect(new SubmissionKeys().keyFor({})).toBe('11111111-1111-4111-8111-111111111111');
  spy.mockRestore();
});

describe('SubmissionKeys and the exchange password', () => {
  it('keeps the pending key when only the password changed: it is still the same withdrawal', () => {
    let n = 0;
    const keys = new SubmissionKeys(() => `key-${++n}`);
    const first = keys.keyFor({ type: 'withdraw', amount: 10_000, withdraw_password: 'typo' });
    keys.settle(new Error('network'));
    expect(keys.keyFor({ type: 'withdraw', amount: 10_000, withdraw_password: '1234' })).toBe(first);
    expect(keys.keyFor({ type: 'withdraw', amount: 20_000, withdraw_password: '1234' })).not.toBe(first);
  });
});
