import { StarterKit } from '@tiptap/starter-kit';
import { StaffImage } from './staff-image';
import { StaffLink } from './staff-link';
import { StaffOrderedList } from './staff-ordered-list';

/** Heading levels staff may use: below the announcement's own title. */
export const HEADING_LEVELS = [2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/**
 * The editor's schema: only what maps to the staff HTML allow-list (`STAFF_HTML_TAGS` in
 * @casino/contract), each written the way both sanitizers keep it. No code or code block (no
 * allowed tag), no trailing empty paragraph (it would be stored), Tiptap's link and numbered list
 * replaced by ones that write no attribute the sanitizers change.
 */
export function staffEditorExtensions() {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      link: false,
      orderedList: false,
      trailingNode: false,
      heading: { levels: [...HEADING_LEVELS] },
    }),
    StaffOrderedList,
    StaffLink,
    StaffImage,
  ];
}
