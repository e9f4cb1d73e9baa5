import { ping } from '@casino/contract';
import { mockApi, on } from '@casino/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFRESH } from '../../../lib/partner-channel';
import { renderPartner } from '../../../test/render-partner';
import TestWindow from './test-window';

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

test('tells the back-office opened it, who is signed in, that the API answers, and sends a refresh', async () => {
  const opener = { postMessage: jest.fn(), closed: false, location: { origin: window.location.origin } };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  mockApi([on(ping, { pong: true, time: '2025-03-01T01:00:00.000Z' })]);
  renderPartner(<TestWindow />, { path: '/windows/test' });

  expect(screen.getByText('백오피스에서 열린 창입니다')).toBeInTheDocument();
  expect(screen.getByText(/master1/)).toBeInTheDocument();
  expect(await screen.findByText(/^정상 \(\d+ms\)$/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '새로고침 신호 보내기' }));
  expect(opener.postMessage).toHaveBeenCalledWith({ type: REFRESH, id: expect.any(String) }, window.location.origin);
});

test('without an opener it says so and sends nothing', async () => {
  mockApi([on(ping, { pong: true, time: '2025-03-01T01:00:00.000Z' })]);
  renderPartner(<TestWindow />, { path: '/windows/test' });
  expect(screen.getByText('여는 창이 없습니다 (주소를 직접 열었거나 창이 닫혔습니다)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '새로고침 신호 보내기' })).toBeDisabled();
});
