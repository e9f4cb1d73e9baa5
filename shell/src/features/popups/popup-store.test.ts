import { popup, type DataOf } from '@casino/contract';
import { answer, createTestPlatform } from '../../test/test-platform';
import { PopupStore } from './popup-store';

type PopupImage = DataOf<typeof popup>['items'][number];

const image = (id: number, closable = true): PopupImage => ({ id, title: `Image ${id}`, image_url: `/static/${id}.png`, is_non_closable: !closable });

/** Image popups answered by the test, one answer per run, in the order they are asked for. */
function setup() {
  const answers: Array<(items: PopupImage[]) => void> = [];
  const { platform } = createTestPlatform([
    answer(popup, () => new Promise<DataOf<typeof popup>>((resolve) => answers.push((items) => resolve({ items })))),
  ]);
  return { store: new PopupStore(platform.http), answers };
}

const open = { signedIn: false, suppressed: () => false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('popup store', () => {
  it('shows the queue one at a time; Close advances, a non-closable image stays', async () => {
    const { store, answers } = setup();
    const run = store.run(open);
    await settle();
    answers[0]!([image(1), image(2, false)]);
    await run;
    expect(store.current).toMatchObject({ id: 1 });
    store.close();
    expect(store.current).toMatchObject({ id: 2 });
    store.close();
    expect(store.current).toMatchObject({ id: 2 });
  });

  it('lets only the newest run show its queue', async () => {
    const { store, answers } = setup();
    const first = store.run(open);
    const second = store.run(open);
    await settle();
    answers[1]!([image(2)]);
    await second;
    answers[0]!([image(1)]);
    await first;
    expect(store.current).toMatchObject({ id: 2 });
  });

  it('closeAll closes everything and cancels a run still loading', async () => {
    const { store, answers } = setup();
    const run = store.run(open);
    await settle();
    store.closeAll();
    answers[0]!([image(1)]);
    await run;
    expect(store.current).toBeNull();
  });

  it('shows nothing when the visitor moved on to a page without popups meanwhile', async () => {
    const { store, answers } = setup();
    let suppressed = false;
    const run = store.run({ signedIn: false, suppressed: () => suppressed });
    await settle();
    suppressed = true;
    answers[0]!([image(1)]);
    await run;
    expect(store.current).toBeNull();
  });

  it('reads again only when stale, and not on a page without popups, which leaves it stale', async () => {
    const { store, answers } = setup();
    const run = store.run(open);
    await settle();
    answers[0]!([image(1)]);
    await run;
    store.close();
    await store.runNew(open);
    expect(answers).toHaveLength(1);

    store.markStale();
    await store.runNew({ signedIn: false, suppressed: () => true });
    expect([answers.length, store.stale]).toEqual([1, true]);
    const later = store.runNew(open);
    await settle();
    answers[1]!([image(1), image(2)]);
    await later;
    expect([store.stale, store.current]).toMatchObject([false, { id: 2 }]);
  });

  it('stays stale when the read fails, and a full run meanwhile supersedes the read of the new ones', async () => {
    let fail = true;
    const { platform } = createTestPlatform([answer(popup, () => (fail ? Promise.reject(new Error('offline')) : { items: [image(3)] }))]);
    const store = new PopupStore(platform.http);
    store.markStale();
    await store.runNew(open);
    expect([store.stale, store.current]).toEqual([true, null]);

    fail = false;
    const appending = store.runNew(open);
    const fresh = store.run(open);
    await Promise.all([appending, fresh]);
    expect([store.state.items.length, store.current]).toMatchObject([1, { id: 3 }]);
  });
});
