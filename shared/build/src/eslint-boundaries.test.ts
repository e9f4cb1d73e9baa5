import { lintErrors } from './lint-tree';

/** The boundary errors of a tree of files linted with the repo's config. */
const boundaryErrors = (files: Record<string, string>) => lintErrors('import-x/no-restricted-paths', files);

const exported = 'export const value = 1;\n';
const importing = (from: string) => `import { value } from '${from}';\nexport const used = value;\n`;

describe('eslint boundaries', () => {
  it('fences a brand-new remote-* folder like every app, with no list to edit', () => {
    const errors = boundaryErrors({
      'shell/src/app.ts': importing('../../remote-newcomer/src/page'),
      'remote-newcomer/src/page.ts': exported,
      'remote-newcomer/src/features/one/one.ts': importing('../two/two'),
      'remote-newcomer/src/features/two/two.ts': exported,
      'remote-newcomer/src/features/one/api.ts': importing('../../../../api/src/server'),
      'remote-newcomer/src/features/one/e2e.ts': importing('../../../../e2e/support/demo'),
      'api/src/server.ts': exported,
      'e2e/support/demo.ts': exported,
    });
    expect(errors).toEqual([
      'remote-newcomer/src/features/one/api.ts: Apps never import the API, the release command, e2e or bench; they call the API through @casino/contract and the platform.',
      'remote-newcomer/src/features/one/e2e.ts: Apps never import the API, the release command, e2e or bench; they call the API through @casino/contract and the platform.',
      'remote-newcomer/src/features/one/one.ts: Features do not import each other; lift shared code into the platform.',
      'shell/src/app.ts: Apps never import each other; move shared code into @casino/platform.',
    ]);
  });

  it('puts the API, the release command, the shared packages, e2e and bench in zones', () => {
    const errors = boundaryErrors({
      'shell/src/app.ts': exported,
      'remote-x/src/page.ts': exported,
      'api/src/server.ts': importing('../../shell/src/app'),
      'api/src/platform.ts': importing('../../shared/platform/src/index'),
      'shared/platform/src/index.ts': importing('../../../remote-x/src/page'),
      'shared/build/src/index.ts': importing('../../../api/src/server'),
      'shared/contract/src/index.ts': importing('../../platform/src/index'),
      'e2e/tests/home.spec.ts': importing('../../shell/src/app'),
      'bench/src/load.ts': importing('../../api/src/server'),
      'api/src/releases/publish.ts': importing('../../../release/src/cli'),
      'release/src/cli.ts': exported,
    });
    expect(errors).toEqual([
      'api/src/platform.ts: The API never imports front-end code (apps, the platform), e2e or bench; it shares only @casino/contract.',
      "api/src/releases/publish.ts: The API never imports the release command: its headless browser is not part of the API's run time.",
      'api/src/server.ts: The API never imports front-end code (apps, the platform), e2e or bench; it shares only @casino/contract.',
      'bench/src/load.ts: e2e and bench drive the running site from outside; they never import app or API source.',
      'e2e/tests/home.spec.ts: e2e and bench drive the running site from outside; they never import app or API source.',
      'shared/build/src/index.ts: Shared packages never import an app, the API, the release command, e2e or bench.',
      'shared/contract/src/index.ts: The contract has no runtime dependencies.',
      'shared/platform/src/index.ts: Shared packages never import an app, the API, the release command, e2e or bench.',
    ]);
  });

  it('allows what the layers are for', () => {
    const errors = boundaryErrors({
      'shared/contract/src/index.ts': exported,
      'shared/platform/src/index.ts': importing('../../contract/src/index'),
      'remote-x/src/features/one/page.ts': importing('../../../../shared/platform/src/index'),
      'remote-x/src/features/one/store.ts': importing('./page'),
      'api/src/server.ts': importing('../../shared/contract/src/index'),
      'e2e/tests/home.spec.ts': importing('../../shared/contract/src/index'),
      'release/src/cli.ts': importing('../../api/src/server'),
    });
    expect(errors).toEqual([]);
  });
});
