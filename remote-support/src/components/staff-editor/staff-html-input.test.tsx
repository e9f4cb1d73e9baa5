import { renderInShell } from '@casino/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import type * as RichTextEditorModule from './rich-text-editor';
import { StaffHtmlInput } from './staff-html-input';

// The editor as it is, with each report it makes also told to the test: the test waits for the
// editor's own report of its empty document, not for a guessed time.
const editorReports = jest.fn();
jest.mock('./rich-text-editor', () => {
  const actual = jest.requireActual<typeof RichTextEditorModule>('./rich-text-editor');
  return {
    ...actual,
    RichTextEditor: (props: RichTextEditorModule.RichTextEditorProps) => (
      <actual.RichTextEditor
        {...props}
        onChange={(html) => {
          editorReports(html);
          props.onChange(html);
        }}
      />
    ),
  };
});

const MISSING = '내용을 입력해 주세요';

function NewMessageForm() {
  return (
    <Form name="new-message">
      <Form.Item name="content" label="내용" rules={[{ required: true, message: MISSING }]}>
        <StaffHtmlInput label="내용" />
      </Form.Item>
      <Button htmlType="submit">저장</Button>
    </Form>
  );
}

test('a new, empty field is not marked wrong before staff write or save', async () => {
  renderInShell(<NewMessageForm />);
  const textBox = await screen.findByRole('textbox', { name: '내용' });
  // The editor settles its empty document after it mounts: that is not the staff's change.
  await waitFor(() => expect(editorReports).toHaveBeenCalledWith(''));
  await act(async () => {});
  expect(screen.queryByText(MISSING)).not.toBeInTheDocument();
  expect(textBox).toHaveAttribute('aria-invalid', 'false');

  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText(MISSING)).toBeInTheDocument();
});
