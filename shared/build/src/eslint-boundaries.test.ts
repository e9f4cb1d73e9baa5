import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const configFile = path.resolve(__dirname, '../eslint.config.mjs');

// The config is an ES module and ESLint loads plugins natively: run it in a plain Node child.
const LINT_TREE = `
import path from 'node:path';
import { ESLint } from 'eslint';
import { createEslintConfig } from ${JSON.stringify(configFile)};
const root = process.argv[1];
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: createEslintConfig(root) });
const results = await eslint.lintFiles(['.']);
const found = results.flatMap((r) =>
  r.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => path.relative(root, r.filePath) + ': ' + m.message.replace(/^.*restricted zone\. /, '')),
);
process.stdout.write(JSON.stringify(found));
`;

/** Lints a tree of files with the repo's config (as if it were the repo) and answers the boundary errors. */
function boundaryErrors(files: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_TREE, root], { cwd: repoRoot, encoding: 'utf8' });
    return (JSON.parse(out) as string[]).sort();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

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
