/** `text` as a LIKE pattern matching it literally anywhere (`%`, `_` and `\` escaped). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
