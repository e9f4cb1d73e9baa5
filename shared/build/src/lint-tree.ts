// The repository's eslint config run over a tree of files made up by a test.
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
  r.messages.filter((m) => m.ruleId === process.argv[2]).map((m) => path.relative(root, r.filePath) + ': ' + m.message.replace(/^.*restricted zone\. /, '')),
);
process.stdout.write(JSON.stringify(found));
`;

/** Lints a tree of files with the repo's config (as if it were the repo) and answers `ruleId`'s errors, `file: message`. */
export function lintErrors(ruleId: string, files: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'lint-tree-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_TREE, root, ruleId], { cwd: repoRoot, encoding: 'utf8' });
    return (JSON.parse(out) as string[]).sort();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
