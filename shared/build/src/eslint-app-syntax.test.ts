import { lintErrors } from './lint-tree';

const MESSAGE =
  "Load through the platform (useLoaded from '@casino/platform', or a store's load): a promise chain in an effect can set state after the component moved on.";

const component = (effect: string) => `import { useEffect, useState } from 'react';
export function Notes({ load }: { load: () => Promise<string> }) {
  const [text, setText] = useState('');
  useEffect(() => {
    ${effect}
  }, [load]);
  return text;
}
`;

test('apps may not set state from a promise chain in an effect; the platform loader may', () => {
  const chained = component('load().then(setText);');
  expect(
    lintErrors('no-restricted-syntax', {
      'remote-x/src/notes.tsx': chained,
      'shell/src/notes.tsx': chained,
      'shared/platform/src/notes.tsx': chained,
      'shared/platform/src/loading/use-loaded.ts': chained,
      'remote-x/src/quiet.tsx': component('load().catch(() => undefined);'),
      'api/src/notes.ts': 'export const later = (load: () => Promise<string>) => load().then((text) => text.length);\n',
    }),
  ).toEqual([`remote-x/src/notes.tsx: ${MESSAGE}`, `shared/platform/src/notes.tsx: ${MESSAGE}`, `shell/src/notes.tsx: ${MESSAGE}`]);
});

test("a form's text limit is the contract's, never a number of its own", () => {
  const LIMIT_MESSAGE = "Take a text limit from the contract (maxLengthOf(endpoint.query, field) from '@casino/contract'), not a number of the form's own.";
  const field = (limit: string) => `import { Input } from 'antd';\nimport { maxLengthOf, userOnlineList } from '@casino/contract';\nexport const Search = () => <Input maxLength={${limit}} />;\n`;
  expect(
    lintErrors('no-restricted-syntax', {
      'remote-x/src/search.tsx': field('40'),
      'shell/src/search.tsx': field("maxLengthOf(userOnlineList.query, 'search')"),
    }),
  ).toEqual([`remote-x/src/search.tsx: ${LIMIT_MESSAGE}`]);
});

test('a module is imported once, its types inline', () => {
  expect(
    lintErrors('import-x/no-duplicates', {
      'remote-x/src/twice.ts': "import type { GameType } from '@casino/contract';\nimport { seoulToday } from '@casino/contract';\nexport const today = (type: GameType) => `${type}:${seoulToday()}`;\n",
      'remote-x/src/once.ts': "import { type GameType, seoulToday } from '@casino/contract';\nexport const today = (type: GameType) => `${type}:${seoulToday()}`;\n",
    }),
  ).toEqual(Array(2).fill(expect.stringMatching(/^remote-x\/src\/twice\.ts: '.*contract.*' imported multiple times/)));
});

test("the apps' stores are made observable by the platform's helper, which leaves them plain in a server render", () => {
  const STORE_MESSAGE = "Use makeStoreObservable from '@casino/platform': a server render's stores stay plain objects.";
  const store = "import { makeAutoObservable } from 'mobx';\nexport class Notes {\n  count = 0;\n  constructor() {\n    makeAutoObservable(this);\n  }\n}\n";
  expect(
    lintErrors('no-restricted-imports', {
      'shell/src/notes-store.ts': store,
      'remote-x/src/notes-store.ts': store,
      'shared/platform/src/notes-store.ts': store,
      'shared/platform/src/make-store-observable.ts': store,
      'shared/platform/src/react/lazy-with-retry.ts': store,
      'remote-x/src/ok-store.ts': "import { makeStoreObservable } from '@casino/platform';\nimport { action } from 'mobx';\nexport class Notes {\n  constructor() {\n    makeStoreObservable(this, { add: action });\n  }\n  add() {}\n}\n",
    }),
  ).toEqual(['remote-x/src/notes-store.ts', 'shared/platform/src/notes-store.ts', 'shared/platform/src/react/lazy-with-retry.ts', 'shell/src/notes-store.ts'].map((file) => `${file}: 'makeAutoObservable' import from 'mobx' is restricted. ${STORE_MESSAGE}`));
});

test("the file that may make stores with MobX's own may still not use React.lazy", () => {
  const lazyPage = "import { lazy } from 'react';\nexport const Page = lazy(() => import('./page'));\n";
  expect(
    lintErrors('no-restricted-imports', {
      'shared/platform/src/make-store-observable.ts': lazyPage,
      'shared/platform/src/react/lazy-with-retry.ts': lazyPage,
      'shell/src/page.tsx': lazyPage,
    }),
  ).toEqual(["shared/platform/src/make-store-observable.ts: 'lazy' import from 'react' is restricted. Use lazyWithRetry from '@casino/platform': it retries a failed chunk download."]);
});
