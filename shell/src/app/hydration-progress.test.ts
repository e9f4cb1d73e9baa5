import { HydrationProgress } from './hydration-progress';

const settled = async (progress: HydrationProgress) => {
  let done = false;
  void progress.whenSettled().then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

test('settles at once with nothing waiting, and only when every part begun is done', async () => {
  const progress = new HydrationProgress();
  expect(await settled(progress)).toBe(true);

  progress.begin('header');
  progress.begin('footer');
  const whenSettled = progress.whenSettled();
  let done = false;
  void whenSettled.then(() => (done = true));
  progress.done('header');
  await Promise.resolve();
  expect(done).toBe(false);
  progress.done('footer');
  await whenSettled;
  expect(done).toBe(true);
});

test('a part begun twice (React rendering it again before it commits) is one part', async () => {
  const progress = new HydrationProgress();
  progress.begin('header');
  progress.begin('header');
  progress.done('header');
  expect(await settled(progress)).toBe(true);
});

test('a part that says it is live before it begins (effects run child first) never holds the page', async () => {
  const progress = new HydrationProgress();
  progress.done('area');
  progress.begin('area');
  expect(await settled(progress)).toBe(true);
});
