import { Type } from '@sinclair/typebox';

/**
 * Fields staff write into content that members see. Each pattern is the whole rule, so a value the
 * contract lets in is one every client may put in an `src` or a link as it is.
 */

/**
 * An image: a file of the site (`/static/...`, `/uploads/...`) or an https URL. No `.` or `..`
 * segment and no empty one: the browser would resolve `/static/../api/...` outside both folders.
 * An https URL names its host (no `https:///x`, which a browser reads as a path of the site, and
 * no `user@` before it).
 */
export const ImageUrl = () =>
  Type.String({
    minLength: 1,
    maxLength: 500,
    pattern: '^(/(static|uploads)(/(?!\\.\\.?(/|$))[A-Za-z0-9._-]+)+|https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][^\\s"<>\\\\]*)?)$',
  });

/** A link inside the site: a path of its own (`/game/slot`), never another origin (`//host`). */
export const SitePath = () => Type.String({ minLength: 1, maxLength: 300, pattern: "^/(?![/\\\\])[A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*$" });

/** A line of text staff write (a title, a marquee line): no line breaks. */
export const StaffLine = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$' });

/** The optional English twin of a `StaffLine`: empty means "show the Korean". */
export const StaffLineEn = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\r\\n]*$' });

/** Staff HTML as written in the editor (announcements, notes): sanitized before it is stored or previewed. */
export const STAFF_HTML_MAX_CHARS = 100_000;
export const StaffHtml = () => Type.String({ minLength: 1, maxLength: STAFF_HTML_MAX_CHARS });

/**
 * The body limit of a route that takes staff HTML: the API's default 64 KiB refused what the
 * contract allows. Room for the longest HTML in its longest JSON form and the other fields: the
 * schema counts code points, and an emoji escaped as a pair (`\ud83d\ude00`) is 12 bytes.
 */
export const STAFF_HTML_BODY_BYTES = STAFF_HTML_MAX_CHARS * 12 + 16 * 1024;
