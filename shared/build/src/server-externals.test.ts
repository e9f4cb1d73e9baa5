import { hostServerExternals, isServerShared, remoteServerExternals } from './server-externals';

/** What an externals function answers for one request: [value, type], or null when the module is bundled. */
function externalOf(externals: ReturnType<typeof remoteServerExternals>, request: string): [string, string | undefined] | null {
  let answer: [string, string | undefined] | null = null;
  externals({ request }, (_error, value, type) => {
    if (value !== undefined) answer = [value, type];
  });
  return answer;
}

test('a remote takes every shared module from the host`s share scope, entries of a shared package included', () => {
  for (const request of ['react', 'react/jsx-runtime', 'react-dom/client', 'mobx', 'mobx-react-lite', 'react-router-dom', 'i18next', 'react-i18next', 'antd/es/button', 'dayjs', 'dayjs/locale/ko', '@casino/platform', '@casino/platform/back-office', '@sinclair/typebox']) {
    expect(externalOf(remoteServerExternals(), request)).toEqual([`globalThis.__casinoServerShareScope.get(${JSON.stringify(request)})`, 'var']);
  }
});

test('a remote bundles what is its own: the contract, icons, stateless platform entries, its sources', () => {
  for (const request of ['@casino/contract', '@ant-design/icons', '@casino/platform/staff-html', '@casino/platform/amount', './home.css', 'reactive', 'antd-mobile']) {
    expect(isServerShared(request)).toBe(false);
    expect(externalOf(remoteServerExternals(), request)).toBeNull();
  }
});

test('the host requires its npm packages at run time (antd`s CommonJS build), and bundles the platform and the contract', () => {
  const host = hostServerExternals();
  expect(externalOf(host, 'react')).toEqual(['react', 'commonjs']);
  expect(externalOf(host, 'antd/es/button')).toEqual(['antd/lib/button', 'commonjs']);
  expect(externalOf(host, '@ant-design/icons')).toEqual(['@ant-design/icons', 'commonjs']);
  expect(externalOf(host, '@ant-design/cssinjs')?.[0]).toContain(`createRequire(require.resolve('antd'))`);
  expect(externalOf(host, '@sinclair/typebox')?.[0]).toContain(`require.resolve('@casino/contract/package.json')`);
  for (const request of ['@casino/platform', '@casino/contract', 'ky', './render']) expect(externalOf(host, request)).toBeNull();
});
