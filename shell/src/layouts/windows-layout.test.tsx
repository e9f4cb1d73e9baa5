import { siteSetting, type DataOf } from '@casino/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { answer, createTestPlatform, renderWithShell } from '../test/test-platform';
import { WindowsLayout } from './windows-layout';

const setting = (): DataOf<typeof siteSetting> => ({ site_name: 'Lucky Casino', logo_url: null, support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 });
const routes = [{ element: <WindowsLayout />, children: [{ path: '/windows/*', element: <p>a window</p> }] }];

describe('windows layout', () => {
  it("titles the window '<heading> - <site name>' with the name its page gives itself, so open windows tell themselves apart", async () => {
    const { platform } = createTestPlatform([answer(siteSetting, setting)]);
    renderWithShell(null, { platform, path: '/windows/rolling-setting', routes });
    await screen.findByText('a window');
    await waitFor(() => expect(document.title).toBe('Lucky Casino'));
    act(() => platform.events.emit('pageTitle', { title: 'Rolling setting', path: '/windows/rolling-setting' }));
    await waitFor(() => expect(document.title).toBe('Rolling setting - Lucky Casino'));
  });
});
