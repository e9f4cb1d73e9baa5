import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useModals, useUser } from './hooks';
import { PlatformHarness } from './platform-harness';

const ModalProbe = observer(function ModalProbe() {
  const modals = useModals();
  const user = useUser();
  const { search } = useLocation();
  return (
    <div>
      <span data-testid="modal">{modals.current ? `${modals.current.id}:${modals.current.params.id ?? ''}` : 'none'}</span>
      <span data-testid="search">{search}</span>
      <span data-testid="signed-in">{String(user.isLoggedIn)}</span>
      <span data-testid="antd-locale">{useContext(ConfigProvider.ConfigContext).locale?.locale}</span>
      <button onClick={() => modals.open('notice', { id: 9 })}>open</button>
      <button onClick={() => modals.close()}>close</button>
    </div>
  );
});

/** popstate is async in browsers; jsdom fires it on a task, so wait for it. */
const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('PlatformHarness', () => {
  it("renders children with a platform and a router, in antd's provider", async () => {
    render(
      <PlatformHarness apiBase="http://api.test">
        <ModalProbe />
      </PlatformHarness>,
    );
    expect(await screen.findByTestId('antd-locale')).toHaveTextContent('ko');
    expect(screen.getByTestId('signed-in').textContent).toBe('false');
    expect(screen.getByTestId('modal').textContent).toBe('none');
  });

  it('puts an opened modal in the URL through the router, and Back closes it', async () => {
    render(
      <PlatformHarness apiBase="http://api.test">
        <ModalProbe />
      </PlatformHarness>,
    );
    await screen.findByTestId('modal');
    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(window.location.search).toBe('?modal=notice&modal.id=9');
    expect(screen.getByTestId('search').textContent).toBe('?modal=notice&modal.id=9');
    expect(screen.getByTestId('modal').textContent).toBe('notice:9');

    await act(async () => {
      const back = popstate();
      window.history.back();
      await back;
    });
    expect(window.location.search).toBe('');
    expect(screen.getByTestId('modal').textContent).toBe('none');
  });

  it('opens the modal named in the URL it starts on, and close leaves it', async () => {
    window.history.replaceState(null, '', '/home?modal=notice&modal.id=4');
    render(
      <PlatformHarness apiBase="http://api.test">
        <ModalProbe />
      </PlatformHarness>,
    );
    expect(await screen.findByTestId('modal')).toHaveTextContent('notice:4');
    act(() => screen.getByRole('button', { name: 'close' }).click());
    expect(window.location.pathname + window.location.search).toBe('/home');
    expect(screen.getByTestId('modal').textContent).toBe('none');
  });
});
