import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { antdExportModules, SHARED_ANTD_EXPORTS, sharedAntdExportModules } from './antd-components';
import { antdImportTransformer } from './antd-import-transformer';
import { frontEndSources, valueImports } from './import-scan';

const repoRoot = path.resolve(__dirname, '../../..');
const shellDir = path.join(repoRoot, 'shell');

/** Problems with a file's antd imports against the shared list; none means it builds and shares. */
function antdImportProblems(fileName: string, text: string): string[] {
  const allowed = new Set<string>(SHARED_ANTD_EXPORTS);
  return valueImports(fileName, text, (from) => from === 'antd' || from.startsWith('antd/')).flatMap(({ from, names, whole }) => {
    // Locales are data each app bundles itself; they hold no component or context.
    if (from.startsWith('antd/locale/') || /^antd\/es\/locale\/[a-z]{2}_[A-Z]{2}$/.test(from)) return [];
    if (from !== 'antd') return [`${fileName}: imports ${from}; import from 'antd' so the component is the shared one`];
    if (whole) return [`${fileName}: imports the whole of antd; import components by name`];
    return names.filter((name) => !allowed.has(name)).map((name) => `${fileName}: ${name} is not in SHARED_ANTD_EXPORTS (@casino/build)`);
  });
}

describe('antd shared by component', () => {
  it('every antd import in the apps is a listed component', () => {
    const problems = frontEndSources(repoRoot).flatMap((file) => antdImportProblems(path.relative(repoRoot, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('finds an unlisted component, a deep import and a whole-package import', () => {
    expect(antdImportProblems('a.tsx', "import { Button, Transfer, type TransferProps } from 'antd';")).toEqual(['a.tsx: Transfer is not in SHARED_ANTD_EXPORTS (@casino/build)']);
    expect(antdImportProblems('b.ts', "import Table from 'antd/es/table';")).toHaveLength(1);
    expect(antdImportProblems('c.ts', "import * as antd from 'antd';")).toHaveLength(1);
    expect(antdImportProblems('d.ts', "import type { ColumnsType } from 'antd/es/table';\nimport koKR from 'antd/locale/ko_KR';\nimport enUS from 'antd/es/locale/en_US';")).toEqual([]);
  });

  it('names a module of antd for every listed export', () => {
    const modules = sharedAntdExportModules(shellDir);
    expect([...modules.keys()]).toEqual([...SHARED_ANTD_EXPORTS]);
    expect(modules.get('ConfigProvider')).toBe('antd/es/config-provider');
    expect(antdExportModules(shellDir).size).toBeGreaterThan(SHARED_ANTD_EXPORTS.length);
  });
});

describe('antdImportTransformer', () => {
  const modules = new Map([
    ['Button', 'antd/es/button'],
    ['App', 'antd/es/app'],
  ]);
  const compile = (code: string) =>
    ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }, transformers: { after: [antdImportTransformer(modules)] } }).outputText;

  it('turns named imports into one default import per component module, keeping local names', () => {
    const out = compile("import { Button, App as AntApp, type ButtonProps } from 'antd';\nconst p: ButtonProps = {};\nexport const x = [Button, AntApp, p];");
    expect(out).toContain('import Button from "antd/es/button";');
    expect(out).toContain('import AntApp from "antd/es/app";');
    expect(out).not.toMatch(/from ['"]antd['"]/);
  });

  it('refuses a component that is not shared', () => {
    expect(() => compile("import { Transfer } from 'antd';\nexport const x = Transfer;")).toThrow(/Transfer is not in SHARED_ANTD_EXPORTS/);
  });
});
