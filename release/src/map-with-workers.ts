/**
 * Runs `work` over `items` with at most `workers` at once, each worker taking the next item as
 * soon as it is free, so one slow item holds up only its own worker; answers in the items' order.
 * The first failure rejects, and no item starts after it.
 */
export async function mapWithWorkers<T, R>(items: readonly T[], workers: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        next = items.length;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
  return results;
}
