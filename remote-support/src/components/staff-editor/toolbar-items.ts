import type { Editor } from '@tiptap/react';
import type { editorKo } from '../../i18n/ko/staff-common';

/** One toolbar button: its label key (`editor.tools.<key>`), what it shows, and what it does. */
export interface ToolbarItem {
  key: keyof typeof editorKo.tools;
  glyph: string;
  /** Shown after the label in the tooltip, e.g. "Ctrl+B" (Cmd on a Mac). */
  shortcut?: string;
  /** A mark or block that can be on or off where the cursor is: the button is pressed then. */
  isActive?: (editor: Editor) => boolean;
  canRun?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** Opens a dialog instead of changing the text at once. */
  dialog?: 'link' | 'image';
}

const chain = (editor: Editor) => editor.chain().focus();

/** The toolbar, in groups, in the order shown. Every one maps to a tag of the staff HTML allow-list. */
export const TOOLBAR_GROUPS: ToolbarItem[][] = [
  [
    { key: 'bold', glyph: 'B', shortcut: 'Mod+B', isActive: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
    { key: 'italic', glyph: 'I', shortcut: 'Mod+I', isActive: (e) => e.isActive('italic'), run: (e) => chain(e).toggleItalic().run() },
    { key: 'underline', glyph: 'U', shortcut: 'Mod+U', isActive: (e) => e.isActive('underline'), run: (e) => chain(e).toggleUnderline().run() },
    { key: 'strike', glyph: 'S', shortcut: 'Mod+Shift+S', isActive: (e) => e.isActive('strike'), run: (e) => chain(e).toggleStrike().run() },
  ],
  [
    { key: 'heading2', glyph: 'H2', shortcut: 'Mod+Alt+2', isActive: (e) => e.isActive('heading', { level: 2 }), run: (e) => chain(e).toggleHeading({ level: 2 }).run() },
    { key: 'heading3', glyph: 'H3', shortcut: 'Mod+Alt+3', isActive: (e) => e.isActive('heading', { level: 3 }), run: (e) => chain(e).toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', glyph: '•', shortcut: 'Mod+Shift+8', isActive: (e) => e.isActive('bulletList'), run: (e) => chain(e).toggleBulletList().run() },
    { key: 'orderedList', glyph: '1.', shortcut: 'Mod+Shift+7', isActive: (e) => e.isActive('orderedList'), run: (e) => chain(e).toggleOrderedList().run() },
    { key: 'blockquote', glyph: '❝', shortcut: 'Mod+Shift+B', isActive: (e) => e.isActive('blockquote'), run: (e) => chain(e).toggleBlockquote().run() },
  ],
  [
    { key: 'horizontalRule', glyph: '―', run: (e) => chain(e).setHorizontalRule().run() },
    { key: 'hardBreak', glyph: '↵', shortcut: 'Shift+Enter', run: (e) => chain(e).setHardBreak().run() },
    { key: 'link', glyph: '🔗', shortcut: 'Mod+K', isActive: (e) => e.isActive('link'), run: () => undefined, dialog: 'link' },
    { key: 'image', glyph: '🖼', run: () => undefined, dialog: 'image' },
  ],
  [
    { key: 'undo', glyph: '↶', shortcut: 'Mod+Z', canRun: (e) => e.can().undo(), run: (e) => chain(e).undo().run() },
    { key: 'redo', glyph: '↷', shortcut: 'Mod+Shift+Z', canRun: (e) => e.can().redo(), run: (e) => chain(e).redo().run() },
  ],
];

export const TOOLBAR_ITEMS: ToolbarItem[] = TOOLBAR_GROUPS.flat();
