import type { LineMember } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { MembersStore } from './members-store';

const member = (state: LineMember['state']) => ({ id: 7, username: 'member7', state }) as LineMember;

describe('MembersStore', () => {
  it('never lets a list read before a row changed undo the change', async () => {
    let onServer: LineMember['state'] = 'normal';
    const answerNext: Array<() => void> = [];
    const call = jest.fn(() => {
      const read = onServer;
      return new Promise((resolve) => answerNext.push(() => resolve({ items: [member(read)], total: 1 })));
    });
    const store = new MembersStore({ call } as unknown as HttpClient);
    const first = store.load();
    answerNext.shift()!();
    await first;
    const refresh = store.load();
    onServer = 'stop';
    store.patchRow(7, { state: 'stop' });
    answerNext.shift()!();
    await refresh;
    expect(store.items.map((row) => row.state)).toEqual(['stop']);
    answerNext.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([store.items.map((row) => row.state), store.status]).toEqual([['stop'], 'ready']);
  });
});
