/*
 * jsdom has no layout, and ProseMirror measures: it asks ranges for their boxes when it scrolls
 * the cursor into view, and the document for the element at a point. Empty boxes are enough for
 * the editor's tests; the product never runs without a real layout.
 */
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

if (typeof Range !== 'undefined') {
  Range.prototype.getBoundingClientRect ??= emptyRect;
  Range.prototype.getClientRects ??= emptyRects;
}
if (typeof document !== 'undefined') {
  document.elementFromPoint ??= () => null;
}
