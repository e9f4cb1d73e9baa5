import { boardMessageGet, boardMessageList, popup, type DataOf } from '@casino/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestSession, withLiveTestFeed } from '@casino/platform/testing';
import { answer, clearSessionCookie, createTestPlatform, renderWithShell } from '../../test/test-platform';
import { ShellStore } from '../../app/shell-store';
import { PopupHost } from './popup-host';

function setup({ token = null as string | null, nonClosable = false, extraImages = [] as DataOf<typeof popup>['items'] } = {}) {
  const test = createTestPlatform([
    answer(boardMessageList, (): DataOf<typeof boardMessageList> => ({ items: [{ id: 1, type: 'popup', title: 'Notice one', created_at: '' }], total: 1 })),
    answer(boardMessageGet, (): DataOf<typeof boardMessageGet> => ({ id: 1, type: 'popup', title: 'Notice one', content: '<p>Bonus <b>today</b></p><script>bad()</script>', created_at: '' })),
    answer(popup, (): DataOf<typeof popup> => ({
      items: [
        { id: 10, title: 'Event banner', image_url: '/static/10.png', is_non_closable: false },
        { id: 11, title: 'Maintenance', image_url: '/static/11.png', is_non_closable: nonClosable },
        ...extraImages,
      ],
    })),
  ]);
  if (token) startTestSession();
  return test;
}

// The footer's Close (the title bar's X is also labelled Close).
const close = async () => userEvent.click((await screen.findAllByRole('button', { name: 'Close' })).at(-1)!);
/** The paths of the calls made, from the `from`th on. */
const calledPaths = (call: jest.Mock, from = 0) => call.mock.calls.slice(from).map(([endpoint]) => (endpoint as { path: string }).path);

afterEach(clearSessionCookie);

describe('popup host', () => {
  it('shows announcements (sanitized) then images, one at a time, then closes', async () => {
    const { platform } = setup({ token: 'tok' });
    renderWithShell(<PopupHost />, { platform });
    expect(await screen.findByText('Notice one')).toBeInTheDocument();
    expect(screen.getByText('today')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    await close();
    expect(await screen.findByAltText('Event banner')).toBeInTheDocument();
    await close();
    expect(await screen.findByAltText('Maintenance')).toBeInTheDocument();
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('skips announcements when logged out', async () => {
    const { platform, call } = setup();
    renderWithShell(<PopupHost />, { platform });
    expect(await screen.findByAltText('Event banner')).toBeInTheDocument();
    expect(calledPaths(call)).toEqual([popup.path]);
  });

  it('blocks on a non-closable image: no Close, no Esc', async () => {
    const { platform } = setup({ nonClosable: true });
    renderWithShell(<PopupHost />, { platform });
    await screen.findByAltText('Event banner');
    await close();
    await screen.findByAltText('Maintenance');
    expect(screen.queryAllByRole('button', { name: 'Close' })).toHaveLength(0);
    // Esc: the browser asks the dialog with a cancel event, and then may close it anyway.
    const dialog = screen.getByRole('dialog', { name: 'Maintenance' }) as HTMLDialogElement;
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    fireEvent(dialog, new Event('close'));
    expect(screen.getByAltText('Maintenance')).toBeInTheDocument();
    expect(dialog.open).toBe(true);
  });

  it('closes on modals.closeAll (a 401), even a non-closable image', async () => {
    const { platform } = setup({ nonClosable: true });
    renderWithShell(<PopupHost />, { platform });
    await screen.findByAltText('Event banner');
    await close();
    await screen.findByAltText('Maintenance');
    act(() => platform.modals.closeAll());
    await waitFor(() => expect(screen.queryByAltText('Maintenance')).not.toBeInTheDocument());
  });

  it.each(['/partner', '/partner/statement', '/?is_partner=1', '/game/slot?hide_popup=1', '/no/such/page', '/game/slot/a/b'])('shows nothing at %s', async (path) => {
    const { platform, call } = setup({ token: 'tok' });
    renderWithShell(<PopupHost />, { platform, path });
    await act(async () => undefined);
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing on a page the server answered 404 (a brand the lobby does not have), and shows them elsewhere', async () => {
    const { platform, call } = setup();
    renderWithShell(<PopupHost />, { platform, path: '/game/casino/999', store: new ShellStore(platform, { notFoundPath: '/game/casino/999' }) });
    await act(async () => undefined);
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const other = setup();
    renderWithShell(<PopupHost />, { platform: other.platform, path: '/game/casino/1', store: new ShellStore(other.platform, { notFoundPath: '/game/casino/999' }) });
    expect(await screen.findByAltText('Event banner')).toBeInTheDocument();
  });

  it('is not drawn over an unknown page the visitor goes to meanwhile, and is there again on the way back', async () => {
    const { platform } = setup();
    const { router } = renderWithShell(<PopupHost />, { platform });
    expect(await screen.findByAltText('Event banner')).toBeInTheDocument();
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/'));
    expect(await screen.findByAltText('Event banner')).toBeInTheDocument();
  });

  it('waits behind a dialog opened from the URL', async () => {
    const { platform } = setup();
    renderWithShell(<PopupHost />, { platform, path: '/?modal=notice' });
    await act(async () => undefined);
    expect(screen.queryByAltText('Event banner')).not.toBeInTheDocument();
    act(() => platform.modals.close());
    expect(await screen.findByAltText('Event banner')).toBeInTheDocument();
  });

  it('runs again on the refetch event', async () => {
    const { platform, call } = setup();
    renderWithShell(<PopupHost />, { platform });
    await screen.findByAltText('Event banner');
    await close();
    await close();
    act(() => platform.events.emit('refetchBoardMessages'));
    expect(await screen.findByAltText('Event banner')).toBeInTheDocument();
    expect(calledPaths(call).filter((path) => path === popup.path)).toHaveLength(2);
  });

  it('shows a popup published while the page is open at the next navigation, and none it showed before', async () => {
    const extraImages: DataOf<typeof popup>['items'] = [];
    const { platform, call } = setup({ token: 'tok', extraImages });
    const feed = withLiveTestFeed(platform);
    const { router } = renderWithShell(<PopupHost />, { platform });
    await screen.findByText('Notice one');
    for (let shown = 0; shown < 3; shown += 1) await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    extraImages.push({ id: 12, title: 'New tournament', image_url: '/static/12.png', is_non_closable: false });
    const before = call.mock.calls.length;
    act(() => feed.deliver({ type: 'changed', topic: 'popups' }));
    await act(async () => undefined);
    expect(call.mock.calls.length).toBe(before);

    await act(() => router.navigate('/game/slot'));
    expect(await screen.findByAltText('New tournament')).toBeInTheDocument();
    // The announcement already offered is not read again, nor shown.
    expect(calledPaths(call, before)).toEqual([boardMessageList.path, popup.path]);
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/'));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
