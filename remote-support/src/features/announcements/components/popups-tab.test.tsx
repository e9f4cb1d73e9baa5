import { operatorPopupCreate, staffImageUpload, staffPopupUpdate } from '@casino/contract';
import { bodyOf, okFor, on, renderStaffPage, sentTo } from '@casino/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withSentFields } from '../../../test/sent-fields';
import { setupUser } from '../../../test/user';
import { api, paste, popup, rowOf } from '../testing/announcement-fixtures';
import { PopupsTab } from './popups-tab';

const user = setupUser();

// The popup form opens in a drawer of antd fields: slower to mount in jsdom than the 40 s default allows on a busy machine.
jest.setTimeout(90_000);

afterEach(() => jest.restoreAllMocks());

describe('image popups', () => {
  test('a new popup takes an uploaded image and goes to the end', async () => {
    const { requests } = api([on(staffImageUpload, { url: '/uploads/abc123.png' }), on(operatorPopupCreate, { id: 50 })]);
    renderStaffPage(<PopupsTab />);
    await rowOf('팝업 10');
    await user.click(screen.getByRole('button', { name: '새 팝업' }));
    const form = await screen.findByRole('dialog', { name: '새 이미지 팝업' });

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    fireEvent.change(within(form).getByTestId('image-file'), { target: { files: [file] } });
    await waitFor(() => expect(within(form).getByLabelText('이미지')).toHaveValue('/uploads/abc123.png'));
    expect(await bodyOf(sentTo(requests, staffImageUpload)[0]!)).toEqual({ content_type: 'image/png', data: 'iVBORw==' });
    expect(within(form).getByRole('img', { name: '선택한 이미지 미리보기' })).toHaveAttribute('src', '/uploads/abc123.png');

    await paste(within(form).getByLabelText('제목'), '여름 이벤트');
    await user.click(within(form).getByRole('checkbox', { name: '닫기 없음' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('팝업을 추가했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, operatorPopupCreate)[0]!)).toEqual({ image_url: '/uploads/abc123.png', title: '여름 이벤트', is_non_closable: true, active: true });
  });

  test('a file that is not an image is refused before anything is sent', async () => {
    const { requests } = api();
    renderStaffPage(<PopupsTab />);
    await rowOf('팝업 10');
    await user.click(screen.getByRole('button', { name: '새 팝업' }));
    const form = await screen.findByRole('dialog', { name: '새 이미지 팝업' });
    fireEvent.change(within(form).getByTestId('image-file'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(form).findByRole('alert')).toHaveTextContent('PNG, JPEG, WebP, GIF 파일만 올릴 수 있습니다');
    expect(sentTo(requests, staffImageUpload)).toHaveLength(0);
  });

  test('deactivating asks first, then sends the popup as it is, inactive', async () => {
    const { requests } = api([on(staffPopupUpdate, async (request) => okFor(staffPopupUpdate, await withSentFields(popup(30, 3), request)))]);
    renderStaffPage(<PopupsTab />);
    await user.click(within(await rowOf('팝업 30')).getByRole('button', { name: '팝업 30 사용 중지' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('"팝업 30"의 사용을 중지할까요?');
    await user.click(within(confirm).getByRole('button', { name: '사용 중지' }));
    expect(await screen.findByText('사용을 중지했습니다')).toBeInTheDocument();
    expect(await bodyOf(sentTo(requests, staffPopupUpdate)[0]!)).toEqual({ id: 30, image_url: '/uploads/p30.png', title: '팝업 30', is_non_closable: false, active: false });
    expect(within(await rowOf('팝업 30')).getByText('사용 안 함')).toBeInTheDocument();
  });
});
