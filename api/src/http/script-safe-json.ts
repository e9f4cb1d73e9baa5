/** `<`, `>`, `&` and the line separators: what could close a script element or end a line in it. */
export const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/;
const UNSAFE_IN_SCRIPT_ALL = new RegExp(UNSAFE_IN_SCRIPT.source, 'g');

/**
 * A value as JSON for a `<script type="application/json">` block: those characters written as
 * JSON escapes, so the text can never close its element and reads back the same with `JSON.parse`.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
