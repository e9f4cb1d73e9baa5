import type { LiveTopic } from '@casino/contract';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPlatform } from '../create-platform';
import { withLiveTestFeed } from '../testing/live-test-feed';
import { PlatformProvider } from './platform-provider';
import { useLiveTopics } from './use-live-topics';

function Listener({ topics, onChanged }: { topics: readonly LiveTopic[]; onChanged: () => void }) {
  useLiveTopics(topics, onChanged);
  return null;
}

function listening() {
  const platform = createPlatform({ apiBase: '' });
  const feed = withLiveTestFeed(platform);
  const wrapper = ({ children }: { children: ReactNode }) => <PlatformProvider platform={platform}>{children}</PlatformProvider>;
  return { feed, wrapper };
}

describe('useLiveTopics', () => {
  it('calls back for its own topics, a greeting and a resync, and for no other topic', () => {
    const { feed, wrapper } = listening();
    const onChanged = jest.fn();
    render(<Listener topics={['statements', 'inbox']} onChanged={onChanged} />, { wrapper });
    act(() => {
      feed.deliver({ type: 'changed', topic: 'tickets' });
      feed.deliver({ type: 'balance', figure: 'balance', amount: 5, version: 2 });
    });
    expect(onChanged).not.toHaveBeenCalled();
    act(() => {
      feed.deliver({ type: 'changed', topic: 'inbox' });
      feed.deliver({ type: 'changed', topic: 'statements' });
      feed.deliver({ type: 'ready' });
      feed.deliver({ type: 'resync' });
    });
    expect(onChanged).toHaveBeenCalledTimes(4);
  });

  it('follows the topics and callback of its latest render, and stops when the page goes', () => {
    const { feed, wrapper } = listening();
    const [first, second] = [jest.fn(), jest.fn()];
    const view = render(<Listener topics={['statements']} onChanged={first} />, { wrapper });
    view.rerender(<Listener topics={['tickets']} onChanged={second} />);
    act(() => {
      feed.deliver({ type: 'changed', topic: 'statements' });
      feed.deliver({ type: 'changed', topic: 'tickets' });
    });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    view.unmount();
    act(() => feed.deliver({ type: 'changed', topic: 'tickets' }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
