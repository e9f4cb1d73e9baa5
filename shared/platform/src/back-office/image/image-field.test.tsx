import { staffImageUpload } from '@casino/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { failWith, on } from '../../testing/endpoint-routes';
import { bodyOf, mockApi, sentTo } from '../../testing/mock-api';
import { renderInShell } from '../../testing/render-in-shell';
import { ImageField, type ImageFieldProps } from './image-field';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

/** The field as a form holds it: the value is the page's. */
function Held({ start = '', ...props }: Omit<ImageFieldProps, 'value' | 'onChange'> & { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="logo">Logo</label>
      <ImageField {...props} id="logo" value={value} onChange={setValue} />
    </>
  );
}

const address = () => screen.getByRole('textbox', { name: 'Logo' });
const pick = (file: File) => fireEvent.change(screen.getByTestId('image-file'), { target: { files: [file] } });
const png = (bytes: number[]) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

test('an uploaded file is sent as base64 and its /uploads/ address fills the field, with a preview', async () => {
  const { requests } = mockApi([on(staffImageUpload, { url: '/uploads/abc123.png' })]);
  renderInShell(<Held alt="Pragmatic Play 미리보기" />);
  expect(screen.getByRole('button', { name: '파일 올리기' })).toBeInTheDocument();
  // Its own style, which no stylesheet's `display` overrides (the `hidden` attribute lost to one).
  expect(screen.getByTestId('image-file').style.display).toBe('none');

  pick(png([137, 80, 78, 71]));
  await waitFor(() => expect(address()).toHaveValue('/uploads/abc123.png'));
  expect(await bodyOf(sentTo(requests, staffImageUpload)[0]!)).toEqual({ content_type: 'image/png', data: 'iVBORw==' });
  expect(screen.getByRole('img', { name: 'Pragmatic Play 미리보기' })).toHaveAttribute('src', '/uploads/abc123.png');
});

test('a typed address is kept without its spaces, and previewed only when the site can show it', () => {
  renderInShell(<Held />);
  fireEvent.change(address(), { target: { value: ' http://plain.example/x.png ' } });
  expect(address()).toHaveValue('http://plain.example/x.png');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  fireEvent.change(address(), { target: { value: 'https://cdn.example/x.png' } });
  expect(screen.getByRole('img', { name: '선택한 이미지 미리보기' })).toHaveAttribute('src', 'https://cdn.example/x.png');
});

test('refuses a file of another type or an empty one before sending, in the page language', async () => {
  const { requests } = mockApi([]);
  const { platform } = renderInShell(<Held start="/static/brands/pp.png" />);
  pick(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('PNG, JPEG, WebP, GIF 파일만 올릴 수 있습니다.');
  pick(png([]));
  expect(await screen.findByRole('alert')).toHaveTextContent('빈 파일입니다.');
  await act(() => platform.i18n.setLanguage('en'));
  pick(png([]));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty.');
  expect(sentTo(requests, staffImageUpload)).toHaveLength(0);
  expect(address()).toHaveValue('/static/brands/pp.png');
});

test("shows the server's refusal and keeps the address", async () => {
  mockApi([on(staffImageUpload, () => failWith(400, { message: '이미지 파일이 아닙니다', code: 'VALIDATION' }))]);
  renderInShell(<Held start="/static/brands/pp.png" />);
  pick(png([1, 2, 3]));
  expect(await screen.findByRole('alert')).toHaveTextContent('이미지 파일이 아닙니다');
  expect(address()).toHaveValue('/static/brands/pp.png');
});
