/**
 * @jest-environment node
 */
import { RenderWords } from './render-words';

const registry = (games: string, wallet = '1.0.0') => ({ wallet: { version: wallet }, games: { version: games } });

test('one service per language and set of remote versions, with the shell words in it', () => {
  const words = new RenderWords();
  const ko = words.for('ko', registry('1.0.0'));
  expect(words.for('ko', registry('1.0.0'))).toBe(ko);
  expect(ko.language).toBe('ko');
  expect(ko.t('shell:app.siteName')).not.toBe('shell:app.siteName');
  const en = words.for('en', registry('1.0.0'));
  expect(en).not.toBe(ko);
  expect(en.language).toBe('en');
});

test("a canary's render gets its own service, so its remote words never replace the promoted version's", () => {
  const words = new RenderWords();
  const promoted = words.for('ko', registry('1.0.0'));
  promoted.addNamespace('games', { ko: { title: '게임' }, en: { title: 'Games' } });
  const canary = words.for('ko', registry('1.1.0'));
  canary.addNamespace('games', { ko: { title: '새 게임' }, en: { title: 'New games' } });
  expect(promoted.t('games:title')).toBe('게임');
  expect(canary.t('games:title')).toBe('새 게임');
});

test('keeps at most its limit, dropping the oldest', () => {
  const words = new RenderWords(1);
  const first = words.for('ko', registry('1.0.0'));
  words.for('ko', registry('2.0.0'));
  expect(words.for('ko', registry('1.0.0'))).not.toBe(first);
});
