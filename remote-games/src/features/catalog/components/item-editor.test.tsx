import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffBrandList, staffBrandUpdate, staffGameList, staffGameUpdate, staffImageUpload } from '@casino/contract';
import { failWith, mockApi, on, renderStaffPage, sentTo, type EndpointRoute } from '@casino/platform/testing';
import { firstBody, staffUser } from '../../../test/staff-test';
import CatalogPage from '../pages/catalog-page';
import { catalogRoutes, game, pragmatic } from '../test/catalog-api';

// Fields are found by their labels (which also proves each is labelled) rather than by role: under
// jsdom, antd's style sheets make every role query after a re-render cost seconds.

const user = staffUser();

afterEach(() => jest.restoreAllMocks());

/** Replaces a field's text as a paste does: one change, not one per key. */
async function replaceText(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function openBrandEditor(routes: EndpointRoute[] = []) {
  const api = mockApi([...catalogRoutes, ...routes]);
  const view = renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot' });
  // Named by its row (aria-label), so a screen reader tells the Edit buttons apart.
  await user.click(await screen.findByLabelText('Pragmatic Play 수정'));
  const element = (await screen.findByText('게임사 수정: Pragmatic Play')).closest<HTMLElement>('[role="dialog"]')!;
  return { ...api, ...view, element, dialog: within(element) };
}

/** The hidden file input behind the upload button (a person reaches it through the button). */
const filePicker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** The dialog on top (a confirmation over the editor). */

test("edits a brand's name, logo address and order, and sends exactly those", async () => {
  const { requests, dialog, element } = await openBrandEditor([
    on(staffBrandUpdate, { ...pragmatic, name: 'Pragmatic', logo_url: 'https://cdn.example/pp.webp', sort: 5 }),
  ]);
  expect(element).toHaveAccessibleName('게임사 수정: Pragmatic Play');
  expect(dialog.getByLabelText('이름')).toHaveValue('Pragmatic Play');
  expect(dialog.getByAltText('Pragmatic Play 미리보기')).toHaveAttribute('src', '/static/brands/pp.png');
  const brandLists = sentTo(requests, staffBrandList).length;

  await replaceText(dialog.getByLabelText('이름'), ' Pragmatic ');
  await replaceText(dialog.getByLabelText('로고'), 'https://cdn.example/pp.webp');
  await replaceText(dialog.getByLabelText('표시 순서'), '5');
  await user.click(dialog.getByText('저장').closest('button')!);

  expect(await screen.findByText('Pragmatic을(를) 저장했습니다')).toBeInTheDocument();
  expect(await firstBody(requests, staffBrandUpdate)).toEqual({ id: 7, name: 'Pragmatic', logo_url: 'https://cdn.example/pp.webp', sort: 5, active: true });
  await waitFor(() => expect(element).not.toBeInTheDocument());
  await waitFor(() => expect(sentTo(requests, staffBrandList).length).toBe(brandLists + 1));
});

test('an order number out of range or not whole is refused as typed, never clamped or rounded', async () => {
  const { requests, dialog } = await openBrandEditor([on(staffBrandUpdate, pragmatic)]);
  const order = dialog.getByLabelText('표시 순서');
  for (const typed of ['-1', '2.5', '99999999']) {
    await replaceText(order, typed);
    await user.click(dialog.getByText('저장').closest('button')!);
    expect(await dialog.findByText(/까지의 정수를 입력해 주세요/)).toBeInTheDocument();
    expect(order).toHaveValue(typed);
  }
  expect(sentTo(requests, staffBrandUpdate)).toHaveLength(0);
});

test('refuses an empty name or an address the site cannot show, before sending', async () => {
  const { requests, dialog } = await openBrandEditor();
  await user.clear(dialog.getByLabelText('이름'));
  await replaceText(dialog.getByLabelText('로고'), 'http://plain.example/x.png');
  await user.click(dialog.getByText('저장').closest('button')!);

  expect(await dialog.findByText('이름을 입력해 주세요.')).toBeInTheDocument();
  expect(await dialog.findByText('/static/ 또는 /uploads/ 경로나 https:// 주소만 쓸 수 있습니다.')).toBeInTheDocument();
  expect(sentTo(requests, staffBrandUpdate)).toHaveLength(0);
});

test('withdrawing a brand in the editor says its lobby and games disappear, and a refusal stays in the dialog', async () => {
  const { requests, dialog, element } = await openBrandEditor([
    on(staffBrandUpdate, () => failWith(400, { message: '로고 주소가 올바르지 않습니다', code: 'VALIDATION' })),
  ]);
  await user.click(dialog.getByRole('switch', { name: '회원에게 노출' }));
  expect(dialog.getByText('회원 화면에서 이 게임사의 로비와 게임이 사라집니다.')).toBeInTheDocument();
  await user.click(dialog.getByText('저장').closest('button')!);

  // The confirm by what it says: it opens once the platform's feedback host has loaded (the first
  // dialog asked for loads it), after the editor.
  const warning = await screen.findByText(/이 게임사의 로비와 모든 게임이 즉시 사라집니다/, {}, { timeout: 10_000 });
  const confirm = within(warning.closest<HTMLElement>('[role="dialog"]')!);
  expect(confirm.getAllByText('Pragmatic Play의 노출을 중지할까요?').length).toBeGreaterThan(0);
  expect(sentTo(requests, staffBrandUpdate)).toHaveLength(0);
  await user.click(confirm.getByText('노출 중지').closest('button')!);

  expect(await dialog.findByText('로고 주소가 올바르지 않습니다')).toBeInTheDocument();
  expect(await firstBody(requests, staffBrandUpdate)).toMatchObject({ id: 7, active: false });
  expect(element).toBeInTheDocument();
});

test('an uploaded logo is sent as base64 and its /uploads/ address fills the field', async () => {
  const { requests, dialog } = await openBrandEditor([on(staffImageUpload, { url: '/uploads/abc123.png' })]);
  expect(dialog.getByRole('button', { name: /파일 올리기/ })).toBeInTheDocument();
  // Its own style, which no stylesheet's `display` overrides (the `hidden` attribute lost to one).
  expect(filePicker().style.display).toBe('none');

  const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
  await user.upload(filePicker(), file);

  await waitFor(() => expect(dialog.getByLabelText('로고')).toHaveValue('/uploads/abc123.png'));
  expect(await firstBody(requests, staffImageUpload)).toEqual({ content_type: 'image/png', data: btoa('png-bytes') });
  expect(dialog.getByAltText('Pragmatic Play 미리보기')).toHaveAttribute('src', '/uploads/abc123.png');
});

test("a file that is not an image is refused here; the server's refusal is shown", async () => {
  const { requests, dialog } = await openBrandEditor([on(staffImageUpload, () => failWith(400, { message: '이미지 파일이 아닙니다', code: 'VALIDATION' }))]);

  // As a browser lets a person pick "All files" despite `accept`.
  await userEvent.upload(filePicker(), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), { applyAccept: false });
  expect(await dialog.findByText('PNG, JPEG, WebP, GIF 파일만 올릴 수 있습니다.')).toBeInTheDocument();
  expect(sentTo(requests, staffImageUpload)).toHaveLength(0);

  await user.upload(filePicker(), new File(['fake'], 'b.png', { type: 'image/png' }));
  expect(await dialog.findByText('이미지 파일이 아닙니다')).toBeInTheDocument();
  expect(dialog.getByLabelText('로고')).toHaveValue('/static/brands/pp.png');
});

test('a game opens in the editor with its own fields, in English too', async () => {
  const { requests } = mockApi([...catalogRoutes, on(staffGameList, { items: [game(3)], total: 1 }), on(staffGameUpdate, game(3))]);
  const { platform } = renderStaffPage(<CatalogPage />, { path: '/partner/catalog?type=slot&brand=7' });
  await act(() => platform.i18n.setLanguage('en'));

  await user.click(await screen.findByRole('button', { name: 'Edit Game 3' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit game: Game 3' }));
  expect(dialog.getByLabelText('Image')).toHaveValue('/static/games/3.png');
  await user.click(dialog.getByText('Save').closest('button')!);

  expect(await screen.findByText('Saved Game 3')).toBeInTheDocument();
  expect(await firstBody(requests, staffGameUpdate)).toEqual({ id: 3, name: 'Game 3', image_url: '/static/games/3.png', sort: 3, active: true });
});
