import { KeptByKey } from './kept-by-key';

test('makes one value per key and gives it back after', () => {
  const made: string[] = [];
  const kept = new KeptByKey((key) => {
    made.push(key);
    return { key };
  }, 4);
  const first = kept.get('a');
  expect(kept.get('a')).toBe(first);
  expect(kept.get('b')).toEqual({ key: 'b' });
  expect(made).toEqual(['a', 'b']);
});

test('keeps at most its limit, the key made longest ago going first', () => {
  const kept = new KeptByKey((key) => ({ key }), 2);
  const first = kept.get('1');
  const second = kept.get('2');
  kept.get('3');
  expect(kept.size).toBe(2);
  expect(kept.get('2')).toBe(second);
  expect(kept.get('1')).not.toBe(first);
});
