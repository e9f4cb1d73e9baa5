import { isImageUrl } from '@casino/platform/back-office';
import { Image } from '@tiptap/extension-image';

/**
 * An image as staff HTML allows it: `src` and `alt`, always both (the client's sanitizer adds an
 * empty `alt` where there is none, so the editor writes it), a block between paragraphs.
 * A pasted image from anywhere else is left out.
 */
export const StaffImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: '', parseHTML: (element) => element.getAttribute('alt') ?? '' },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isImageUrl(element.getAttribute('src')) ? null : false) }];
  },
}).configure({ inline: false, allowBase64: false });
