import { useState } from 'react';
import { HtmlPreview } from './html-preview';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/**
 * The editor beside its live preview (stacked on a narrow screen). Loaded on demand by
 * `StaffHtmlInput`: Tiptap, ProseMirror and the sanitizer come in this chunk, only to staff pages
 * that write HTML, never with a page's first chunk.
 */
export default function StaffHtmlField(props: RichTextEditorProps) {
  const { initialHtml, onChange } = props;
  const [html, setHtml] = useState(initialHtml);
  return (
    <div className="support-html-field">
      <RichTextEditor
        {...props}
        onChange={(next) => {
          setHtml(next);
          onChange(next);
        }}
      />
      <HtmlPreview html={html} />
    </div>
  );
}
