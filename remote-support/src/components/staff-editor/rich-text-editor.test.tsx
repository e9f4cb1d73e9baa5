import { STAFF_HTML_SAMPLES, staffHtmlPreview } from '@casino/contract';
import { bodyOf, failWith, mockApi, okFor, on, renderInShell, sentTo } from '@casino/platform/testing';
import type { Editor } from '@tiptap/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withSentFields } from '../../test/sent-fields';
import { PREVIEW_DELAY_MS } from './html-preview-store';
import StaffHtmlField from './staff-html-field';

/** The field as a form holds it: the HTML it last reported is on screen for the test to read. */
function Harness({ initialHtml = '' }: { initialHtml?: string }) {
  const [html, setHtml] = useState(initialHtml);
  return (
    <>
      <StaffHtmlField initialHtml={initialHtml} onChange={setHtml} label="내용" />
      <output data-testid="html">{html}</output>
    </>
  );
}

const textBox = () => screen.getByRole('textbox', { name: '내용' });
/** The Tiptap editor behind the text box (Tiptap puts it on its element). */
const editorOf = () => (textBox() as HTMLElement & { editor: Editor }).editor;
const reported = () => screen.getByTestId('html').textContent;
/** Pasted, not typed key by key: antd's inputs are slow to re-render per key in jsdom. */
const fill = async (input: HTMLElement, text: string) => {
  await userEvent.click(input);
  await userEvent.paste(text);
};
const echoPreview = () => mockApi([on(staffHtmlPreview, async (request) => okFor(staffHtmlPreview, await withSentFields({ content: '' }, request)))]);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test.each(STAFF_HTML_SAMPLES.map((sample) => [sample.name, sample.html]))('loads the %s sample and writes back exactly the same HTML', (_name, html) => {
  echoPreview();
  renderInShell(<Harness initialHtml={html} />);
  const editor = editorOf();
  expect(editor.getHTML()).toBe(html);
  // Changed and changed back: what the form gets is the sample again, byte for byte.
  act(() => {
    editor.commands.setContent('<p>x</p>', { emitUpdate: true });
    editor.commands.setContent(html, { emitUpdate: true });
  });
  expect(reported()).toBe(html);
});

test('the toolbar names every button in the language of the page, and says which formats are on', async () => {
  echoPreview();
  renderInShell(<Harness initialHtml="<p>굵게 쓸 글</p>" />);
  const toolbar = screen.getByRole('toolbar', { name: '서식 도구' });
  const names = within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
  expect(names).toEqual(['굵게', '기울임', '밑줄', '취소선', '제목 1', '제목 2', '글머리 기호 목록', '번호 목록', '인용', '구분선', '줄바꿈', '링크', '이미지', '실행 취소', '다시 실행']);

  act(() => void editorOf().commands.selectAll());
  const bold = within(toolbar).getByRole('button', { name: '굵게' });
  expect(bold).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(bold);
  expect(reported()).toBe('<p><strong>굵게 쓸 글</strong></p>');
  await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
  expect(bold).toHaveClass('support-editor-tool-on');
  await userEvent.click(within(toolbar).getByRole('button', { name: '제목 1' }));
  expect(reported()).toBe('<h2><strong>굵게 쓸 글</strong></h2>');
  await userEvent.click(within(toolbar).getByRole('button', { name: '실행 취소' }));
  expect(reported()).toBe('<p><strong>굵게 쓸 글</strong></p>');
});

test('the toolbar is one Tab stop; the arrow keys, Home and End move between its buttons', async () => {
  echoPreview();
  renderInShell(<Harness initialHtml="<p>x</p>" />);
  const toolbar = screen.getByRole('toolbar', { name: '서식 도구' });
  const tabbable = within(toolbar).getAllByRole('button').filter((button) => button.tabIndex === 0);
  expect(tabbable.map((button) => button.getAttribute('aria-label'))).toEqual(['굵게']);

  tabbable[0]!.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toHaveAccessibleName('기울임');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  // Undo and redo have nothing to do yet, so the last enabled one is the image.
  expect(document.activeElement).toHaveAccessibleName('이미지');
  await userEvent.keyboard('{Home}');
  expect(document.activeElement).toHaveAccessibleName('굵게');
  await userEvent.keyboard('{End}');
  expect(document.activeElement).toHaveAccessibleName('이미지');
  expect(within(toolbar).getByRole('button', { name: '이미지' })).toHaveAttribute('tabindex', '0');
});

test('a link takes only a safe address, and is written with a new tab that cannot reach back', async () => {
  echoPreview();
  renderInShell(<Harness initialHtml="<p>이벤트 보기</p>" />);
  act(() => void editorOf().commands.selectAll());
  await userEvent.click(screen.getByRole('button', { name: '링크' }));
  const dialog = await screen.findByRole('dialog', { name: '링크' });
  const address = within(dialog).getByRole('textbox', { name: '주소' });

  await fill(address, 'javascript:alert(1)');
  await userEvent.click(within(dialog).getByRole('button', { name: '적용' }));
  expect(within(dialog).getByText(/https:\/\/, http:\/\/, mailto: 또는/)).toBeInTheDocument();
  expect(reported()).toBe('<p>이벤트 보기</p>');

  await userEvent.clear(address);
  await fill(address, '/event/7');
  await userEvent.click(within(dialog).getByRole('button', { name: '적용' }));
  expect(reported()).toBe('<p><a href="/event/7" target="_blank" rel="noopener noreferrer">이벤트 보기</a></p>');
});

test('an image is inserted by address with its text, as the sanitizers keep it', async () => {
  echoPreview();
  renderInShell(<Harness initialHtml="<p>위</p>" />);
  act(() => void editorOf().commands.focus('end'));
  await userEvent.click(screen.getByRole('button', { name: '이미지' }));
  const dialog = await screen.findByRole('dialog', { name: '이미지 넣기' });
  await fill(within(dialog).getByRole('textbox', { name: '이미지' }), '/uploads/abc.png');
  await fill(within(dialog).getByRole('textbox', { name: '대체 텍스트' }), '배너');
  await userEvent.click(within(dialog).getByRole('button', { name: '넣기' }));
  expect(reported()).toBe('<p>위</p><img src="/uploads/abc.png" alt="배너">');
});

test("the preview shows the server's sanitized copy, asked for once typing rests, never the editor's raw HTML", async () => {
  jest.useFakeTimers();
  const { requests } = mockApi([on(staffHtmlPreview, { content: '<p>서버가 정리한 <strong>본문</strong></p>' })]);
  renderInShell(<Harness />);
  expect(screen.getByText('내용을 쓰면 여기에 미리보기가 나타납니다.')).toBeInTheDocument();

  act(() => {
    editorOf().commands.setContent('<p>하나</p>', { emitUpdate: true });
    jest.advanceTimersByTime(PREVIEW_DELAY_MS / 2);
    editorOf().commands.setContent('<p>하나 둘</p>', { emitUpdate: true });
  });
  expect(sentTo(requests, staffHtmlPreview)).toHaveLength(0);
  await act(async () => void jest.advanceTimersByTime(PREVIEW_DELAY_MS));

  const preview = screen.getByRole('region', { name: '미리보기 (회원에게 보이는 모습)' });
  expect(await within(preview).findByText('본문')).toBeInTheDocument();
  expect(preview.querySelector('.staff-html')!.innerHTML).toBe('<p>서버가 정리한 <strong>본문</strong></p>');
  const sent = sentTo(requests, staffHtmlPreview);
  expect(sent).toHaveLength(1);
  expect(await bodyOf(sent[0]!)).toEqual({ content: '<p>하나 둘</p>' });
});

test("a preview the server refuses shows its message and can be asked again", async () => {
  let fail = true;
  mockApi([on(staffHtmlPreview, () => (fail ? failWith(400, { message: '내용이 너무 깁니다', code: 'VALIDATION' }) : okFor(staffHtmlPreview, { content: '<p>다시</p>' })))]);
  renderInShell(<Harness initialHtml="<p>다시</p>" />);
  expect(await screen.findByText('내용이 너무 깁니다')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  const preview = screen.getByRole('region', { name: '미리보기 (회원에게 보이는 모습)' });
  expect(await within(preview).findByText('다시')).toBeInTheDocument();
  expect(screen.queryByText('내용이 너무 깁니다')).not.toBeInTheDocument();
});
