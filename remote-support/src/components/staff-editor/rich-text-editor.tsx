import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { staffEditorExtensions } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import type { ToolbarItem } from './toolbar-items';
import './staff-editor.css';

export interface RichTextEditorProps {
  /** The HTML it starts with (an announcement being edited); after that the text is the user's. */
  initialHtml: string;
  /** The HTML as staff HTML, '' when there is no text at all. */
  onChange: (html: string) => void;
  /** The text box's accessible name (the field's label). */
  label: string;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * The staff rich-text editor (Tiptap): a toolbar and the text. It writes only what the staff HTML
 * allow-list keeps, in the exact form the sanitizers keep it (`STAFF_HTML_SAMPLES`).
 */
export function RichTextEditor({ initialHtml, onChange, label, disabled = false, invalid = false }: RichTextEditorProps) {
  const contentId = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const invalidNow = useRef(invalid);
  invalidNow.current = invalid;
  const [dialog, setDialog] = useState<ToolbarItem['dialog'] | null>(null);
  const [extensions] = useState(staffEditorExtensions);

  const editor = useEditor({
    extensions,
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      // A function: ProseMirror asks again as the text changes, so the field's error state stays current.
      attributes: () => ({
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(invalidNow.current),
        class: 'support-editor-content staff-html',
      }),
      handleKeyDown: (_view, event) => {
        // Alt+F10: to the toolbar (the usual key in rich-text editors); Mod+K: a link.
        if (event.altKey && event.key === 'F10') {
          toolbar.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          setDialog('link');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    // The form marked the field (or cleared it) without a change to the text: onto the text box at once.
    if (editor?.isInitialized) editor.view.dom.setAttribute('aria-invalid', String(invalid));
  }, [editor, invalid]);

  if (!editor) return null;
  return (
    <div className={invalid ? 'support-editor support-editor-invalid' : 'support-editor'}>
      <EditorToolbar ref={toolbar} editor={editor} controls={contentId} disabled={disabled} onDialog={setDialog} />
      <EditorContent editor={editor} />
      {dialog === 'link' && <LinkDialog editor={editor} onClose={() => setDialog(null)} />}
      {dialog === 'image' && <ImageDialog editor={editor} onClose={() => setDialog(null)} />}
    </div>
  );
}
