import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useLoaded, type Loaded } from './use-loaded';

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const shown = (loaded: Loaded<string>) => (loaded.status === 'ready' ? loaded.value : loaded.status === 'failed' ? `failed: ${String(loaded.error)}` : 'loading');

function Probe({ load, id, enabled = true }: { load: (id: number) => Promise<string>; id: number; enabled?: boolean }) {
  const loaded = useLoaded(() => load(id), [id], enabled);
  return <p>{shown(loaded)}</p>;
}

test('shows loading, then the value, or the failure', async () => {
  const answers = [deferred<string>(), deferred<string>()];
  const load = jest.fn((id: number) => answers[id]!.promise);
  const { rerender } = render(<Probe load={load} id={0} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => answers[0]!.resolve('zero'));
  expect(screen.getByText('zero')).toBeInTheDocument();

  rerender(<Probe load={load} id={1} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => answers[1]!.reject('refused'));
  expect(screen.getByText('failed: refused')).toBeInTheDocument();
});

test('drops an answer that lands after newer deps asked again', async () => {
  const answers = [deferred<string>(), deferred<string>()];
  const load = (id: number) => answers[id]!.promise;
  const { rerender } = render(<Probe load={load} id={0} />);
  rerender(<Probe load={load} id={1} />);
  await act(async () => answers[1]!.resolve('one'));
  await act(async () => answers[0]!.resolve('zero, late'));
  expect(screen.getByText('one')).toBeInTheDocument();
});

test('loads nothing while disabled, and under StrictMode keeps the answer of its last run', async () => {
  const load = jest.fn(async (id: number) => `value ${id}`);
  const { rerender } = render(<Probe load={load} id={3} enabled={false} />);
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByText('loading')).toBeInTheDocument();

  rerender(
    <StrictMode>
      <Probe load={load} id={3} />
    </StrictMode>,
  );
  expect(await screen.findByText('value 3')).toBeInTheDocument();
});
