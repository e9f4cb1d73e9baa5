/** Korean particle pairs, written "with final consonant/without": 이/가, 은/는, 을/를, 과/와. */
export type JosaPair = '이/가' | '은/는' | '을/를' | '과/와';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/**
 * The particle that follows `word`, chosen by whether its last Hangul syllable has a final
 * consonant (받침). A word not ending in a Hangul syllable (Latin, digits) gets the written
 * both-forms fallback, e.g. "이(가)", which reads correctly either way.
 */
export function josa(word: string, pair: JosaPair): string {
  const [withFinal, withoutFinal] = pair.split('/') as [string, string];
  const code = word.trimEnd().codePointAt(word.trimEnd().length - 1) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return `${withFinal}(${withoutFinal})`;
  return (code - HANGUL_FIRST) % 28 !== 0 ? withFinal : withoutFinal;
}

export function isJosaPair(text: string): text is JosaPair {
  return text === '이/가' || text === '은/는' || text === '을/를' || text === '과/와';
}
