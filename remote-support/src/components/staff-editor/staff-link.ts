import { Mark } from '@tiptap/react';
import { isStaffLinkUrl } from './staff-urls';

/** What every link carries after its address: a new tab that cannot reach back (both sanitizers force it). */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

/**
 * A link as staff HTML allows it: `<a href="..." target="_blank" rel="noopener noreferrer">`
 * (the attributes in the order both sanitizers write them), with an optional title and nothing else. Written here rather than taken from Tiptap's link
 * extension, whose pasted `target`, `rel` and `class` survive into the output (and which would
 * bring a URL-finding library into the chunk for autolinking staff do not need).
 */
export const StaffLink = Mark.create({
  name: 'link',
  priority: 1000,
  // Typing at the end of a link does not extend it.
  inclusive: false,
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      title: { default: null, parseHTML: (element) => element.getAttribute('title') || null },
    };
  },
  parseHTML() {
    // A pasted link to anything else keeps its text and loses the link.
    return [{ tag: 'a[href]', getAttrs: (element) => (isStaffLinkUrl(element.getAttribute('href')) ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', { ...HTMLAttributes, target: LINK_TARGET, rel: LINK_REL }, 0];
  },
});
