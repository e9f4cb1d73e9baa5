import type { DataOf, LineMember, userLineList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { lineMember } from '../../../test/line-member';
import { MembersStore } from './members-store';

const member = (state: LineMember['state']) => lineMember({ state, cash: 0 });

describe('MembersStore', () => {
  it('never lets a list read before a row changed undo the change', async () => {
    let onServer: LineMember['state'] = 'normal';
    const answerNext: Array<() => void> = [];
    const call = jest.fn(() => {
      const read = onServer;
      return new Promise<DataOf<typeof userLineList>>((resolve) => answerNext.push(() => resolve({ items: [member(read)], total: 1 })));
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
