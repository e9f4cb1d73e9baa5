import { mapWithWorkers } from './map-with-workers';

/** Work whose items each finish when the test says so, recording which are running. */
function controlledWork() {
  const running = new Set<string>();
  const finishers = new Map<string, (error?: Error) => void>();
  let mostAtOnce = 0;
  const work = (item: string) =>
    new Promise<string>((resolve, reject) => {
      running.add(item);
      mostAtOnce = Math.max(mostAtOnce, running.size);
      finishers.set(item, (error) => {
        running.delete(item);
        if (error) reject(error);
        else resolve(item.toUpperCase());
      });
    });
  const finish = async (item: string, error?: Error) => {
    finishers.get(item)!(error);
    // Lets the freed worker pick up its next item.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { work, finish, running, mostAtOnce: () => mostAtOnce };
}

describe('mapWithWorkers', () => {
  it('runs at most N at once, a freed worker takes the next item at once, and answers in the input order', async () => {
    const { work, finish, running, mostAtOnce } = controlledWork();
    const answer = mapWithWorkers(['a', 'b', 'c', 'd', 'e'], 2, work);
    expect([...running]).toEqual(['a', 'b']);

    // `a` is slow: `b` finishing starts `c` without waiting for it.
    await finish('b');
    expect([...running]).toEqual(['a', 'c']);
    await finish('c');
    await finish('d');
    expect([...running]).toEqual(['a', 'e']);
    await finish('e');
    await finish('a');

    await expect(answer).resolves.toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(mostAtOnce()).toBe(2);
  });

  it('rejects with the first failure and starts no item after it', async () => {
    const { work, finish, running } = controlledWork();
    const answer = expect(mapWithWorkers(['a', 'b', 'c', 'd'], 2, work)).rejects.toThrow('a broke');
    await finish('a', new Error('a broke'));
    await answer;
    await finish('b');
    expect([...running]).toEqual([]);
  });

  it('answers an empty list at once', async () => {
    await expect(mapWithWorkers([], 4, async () => 1)).resolves.toEqual([]);
  });
});
