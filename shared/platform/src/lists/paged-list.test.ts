import { ApiError } from '../http/api-error';
import { PagedList } from './paged-list';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('PagedList', () => {
  it('loads a page and keeps the newest answer when pages are changed quickly', async () => {
    const answers = [deferred<{ items: string[]; total: number }>(), deferred<{ items: string[]; total: number }>()];
    const list = new PagedList<string>((page) => answers[page - 1]!.promise);
    const first = list.load();
    const second = list.setPage(2);
    answers[1]!.resolve({ items: ['b'], total: 11 });
    await second;
    answers[0]!.resolve({ items: ['a'], total: 11 });
    await first;
    expect([list.page, list.items, list.status]).toEqual([2, ['b'], 'ready']);
  });

  it('steps back to the new last page when the one shown emptied', async () => {
    const fetchPage = jest.fn(async (page: number) => (page === 3 ? { items: [], total: 20 } : { items: [`p${page}`], total: 20 }));
    const list = new PagedList<string>(fetchPage);
    await list.setPage(3);
    expect([list.page, list.items]).toEqual([2, ['p2']]);
  });

  it("keeps the server's message of a failed load, and no message from a bug", async () => {
    const refused = new PagedList<string>(() => Promise.reject(new ApiError(500, 'INTERNAL', '서버 오류')));
    await refused.load();
    expect([refused.status, refused.errorMessage]).toEqual(['error', '서버 오류']);
    const broken = new PagedList<string>(() => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'items')")));
    await broken.load();
    expect([broken.status, broken.errorMessage]).toEqual(['error', null]);
  });

  it('tells onLoaded only the answers it kept', async () => {
    const answers = [deferred<{ items: string[]; total: number; unread: number }>(), deferred<{ items: string[]; total: number; unread: number }>()];
    const onLoaded = jest.fn();
    const list = new PagedList<string, { items: string[]; total: number; unread: number }>((page) => answers[page - 1]!.promise, 10, onLoaded);
    const first = list.load();
    const second = list.setPage(2);
    answers[1]!.resolve({ items: ['b'], total: 11, unread: 1 });
    await second;
    answers[0]!.resolve({ items: ['a'], total: 11, unread: 5 });
    await first;
    expect(onLoaded.mock.calls).toEqual([[{ items: ['b'], total: 11, unread: 1 }]]);
  });

  it('never lets a page read before a row changed undo the change', async () => {
    let onServer = 'normal';
    const answerNext: Array<() => void> = [];
    const list = new PagedList<string>(() => {
      const read = onServer;
      return new Promise((resolve) => answerNext.push(() => resolve({ items: [read], total: 1 })));
    });
    const first = list.load();
    answerNext.shift()!();
    await first;
    const refresh = list.load();
    onServer = 'stop';
    list.replace((item) => item === 'normal', 'stop');
    answerNext.shift()!();
    await refresh;
    expect(list.items).toEqual(['stop']);
    answerNext.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([list.items, list.status]).toEqual([['stop'], 'ready']);
  });

  it('refreshes behind the rows shown: no spinner, and a failed read keeps them', async () => {
    let answer: Promise<{ items: string[]; total: number }> = Promise.resolve({ items: ['pending'], total: 1 });
    const list = new PagedList<string>(() => answer);
    await list.load();
    const next = deferred<{ items: string[]; total: number }>();
    answer = next.promise;
    const refreshing = list.refresh();
    expect([list.status, list.loading, list.items]).toEqual(['ready', false, ['pending']]);
    next.resolve({ items: ['approved'], total: 1 });
    await refreshing;
    expect(list.items).toEqual(['approved']);
    answer = Promise.reject(new ApiError(503, 'UNAVAILABLE', '잠시 후 다시 시도해 주세요'));
    await list.refresh();
    expect([list.status, list.items, list.errorMessage]).toEqual(['ready', ['approved'], null]);
  });

  it('loads as load does when refreshed before it has a page to show', async () => {
    const list = new PagedList<string>(() => Promise.reject(new ApiError(500, 'INTERNAL', '서버 오류')));
    const refreshing = list.refresh();
    expect(list.status).toBe('loading');
    await refreshing;
    expect([list.status, list.errorMessage]).toEqual(['error', '서버 오류']);
  });

  it("takes a page read elsewhere with its query, dropping its own read on the way, and not another page's", async () => {
    const own = deferred<{ items: string[]; total: number }>();
    let answer: Promise<{ items: string[]; total: number }> = Promise.resolve({ items: ['a'], total: 1 });
    const list = new PagedList<string>(() => answer);
    list.takePage(1, { items: ['early'], total: 1 });
    expect(list.status).toBe('idle');
    await list.load();
    answer = own.promise;
    const reading = list.refresh();
    list.takePage(1, { items: ['polled'], total: 1 });
    own.resolve({ items: ['older'], total: 1 });
    await reading;
    expect([list.items, list.status]).toEqual([['polled'], 'ready']);
    list.takePage(2, { items: ['page two'], total: 11 });
    expect(list.items).toEqual(['polled']);
  });

  it('reads again after a row changed while a quiet refresh was on its way', async () => {
    const answers = [deferred<{ items: string[]; total: number }>(), deferred<{ items: string[]; total: number }>()];
    let call = 0;
    let first: Promise<{ items: string[]; total: number }> | null = Promise.resolve({ items: ['pending'], total: 1 });
    const list = new PagedList<string>(() => first ?? answers[call++]!.promise);
    await list.load();
    first = null;
    const refreshing = list.refresh();
    list.replace((item) => item === 'pending', 'read');
    answers[0]!.resolve({ items: ['pending'], total: 1 });
    answers[1]!.resolve({ items: ['read'], total: 1 });
    await refreshing;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([call, list.items, list.status]).toEqual([2, ['read'], 'ready']);
  });
});
