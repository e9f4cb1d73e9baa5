import { act, screen } from '@testing-library/react';
import { renderInShell } from '../testing/render-in-shell';
import { useNamespaceTranslation } from './use-namespace-translation';

const words = { ko: { greeting: '안녕하세요, {{name}}님' }, en: { greeting: 'Hello, {{name}}' } };

function Greeting() {
  const { t, i18n } = useNamespaceTranslation('greeter', words);
  return <p lang={i18n.language}>{t('greeting', { name: 'member1' })}</p>;
}

afterEach(() => localStorage.clear());

test("translates in the component's own namespace and renders again in the new language", async () => {
  const { platform } = renderInShell(<Greeting />);
  expect(screen.getByText('안녕하세요, member1님')).toHaveAttribute('lang', 'ko');
  await act(() => platform.i18n.setLanguage('en'));
  expect(screen.getByText('Hello, member1')).toHaveAttribute('lang', 'en');
});
