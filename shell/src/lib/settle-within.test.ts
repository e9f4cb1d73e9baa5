import { settleWithin } from './settle-within';

test('answers the work when it settles in time, else what late answers or throws', async () => {
  await expect(settleWithin(Promise.resolve('done'), 50, () => 'late')).resolves.toBe('done');
  await expect(settleWithin(new Promise(() => undefined), 10, () => 'late')).resolves.toBe('late');
  await expect(
    settleWithin(new Promise(() => undefined), 10, () => {
      throw new Error('too slow');
    }),
  ).rejects.toThrow('too slow');
});
