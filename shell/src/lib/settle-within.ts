/**
 * The work's outcome if it settles within `ms`, else what `late` answers (or throws) then. The
 * work itself goes on; its later failure is not left unhandled.
 */
export function settleWithin<T, L>(work: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
