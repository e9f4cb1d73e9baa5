import { ApiError } from '@casino/platform';
import { Resource } from './resource';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

test('holds the value of a load, and is pending only until the first one lands', async () => {
  const resource = new Resource(async () => 42);
  expect(resource.pending).toBe(true);
  await resource.load();
  expect(resource).toMatchObject({ value: 42, status: 'ready', pending: false, errorMessage: null, errorStatus: null });
});

test("a failure keeps the server's message and status; any other error is status 0 without a message", async () => {
  const refused = new Resource(() => Promise.reject(new ApiError(403, 'FORBIDDEN', '권한이 없습니다')));
  await refused.load();
  expect(refused).toMatchObject({ value: null, status: 'error', errorMessage: '권한이 없습니다', errorStatus: 403 });
  const broken = new Resource(() => Promise.reject(new Error('boom')));
  await broken.load();
  expect(broken).toMatchObject({ status: 'error', errorMessage: null, errorStatus: 0 });
});

test('of overlapping loads only the newest lands, and none after stop()', async () => {
  const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
  let call = 0;
  const resource = new Resource(() => answers[call++]!.promise);
  const first = resource.load();
  const second = resource.load();
  answers[1]!.resolve('new');
  answers[0]!.resolve('old');
  await Promise.all([first, second]);
  expect(resource.value).toBe('new');
  const third = resource.load();
  resource.stop();
  answers[2]!.resolve('late');
  await third;
  expect(resource.value).toBe('new');
});
