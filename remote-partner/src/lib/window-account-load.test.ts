import { ApiError } from '@casino/platform';
import { findWindowAccount } from './window-account-load';

const account = { id: 7 };

test('no id in the address is the missing-id problem, and nothing is asked', async () => {
  const find = jest.fn();
  await expect(findWindowAccount(null, find, 'failed')).resolves.toEqual({ found: null, load: { status: 'problem', problem: { kind: 'missing-id' } } });
  expect(find).not.toHaveBeenCalled();
});

test('the account found is ready; none found is not-found', async () => {
  await expect(findWindowAccount(7, async () => account, 'failed')).resolves.toEqual({ found: account, load: { status: 'ready' } });
  await expect(findWindowAccount(7, async () => null, 'failed')).resolves.toEqual({ found: null, load: { status: 'problem', problem: { kind: 'not-found' } } });
});

test("a 404 is not-found; another failure shows the API's message, or the window's own words", async () => {
  const refuse = (error: unknown) => () => Promise.reject(error);
  const notFound = await findWindowAccount(7, refuse(new ApiError(404, 'NOT_FOUND', '없음')), 'failed');
  expect(notFound.load).toEqual({ status: 'problem', problem: { kind: 'not-found' } });
  const failed = await findWindowAccount(7, refuse(new ApiError(500, 'INTERNAL', '서버 오류')), 'failed');
  expect(failed.load).toEqual({ status: 'problem', problem: { kind: 'error', message: '서버 오류' } });
  const thrown = await findWindowAccount(7, refuse(new Error('boom')), 'failed');
  expect(thrown.load).toEqual({ status: 'problem', problem: { kind: 'error', message: 'failed' } });
});
