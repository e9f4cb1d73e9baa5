import { siteSetting, type DataOf } from '@casino/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { answer, createTestPlatform, renderWithShell } from '../test/test-platform';
import { DefaultLayout } from './default-layout';

const setting = (): DataOf<typeof siteSetting> => ({ site_name: 'Lucky Casino', logo_url: null, support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 });
const routes = [{ element: <DefaultLayout />, children: [{ path: '*', element: <p>a page</p> }] }];

describe('default layout', () => {
  it("titles the tab '<page> - <site name>' with the name a remote page gives itself, and forgets it on another page", async () => {
    const { platform } = createTestPlatform([ answer(siteSetting, setting) ]);
    const { router } = renderWithShell(null, { platform, path: '/game/slot', routes });
    await screen.findByText('a page');
    await waitFor(() => expect(document.title).toBe('Lucky Casino'));
    act(() => platform.events.emit('pageTitle', { title: 'Slot', path: '/game/slot' }));
    await waitFor(() => expect(document.title).toBe('Slot - Lucky Casino'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Lucky Casino'));
  });
});
