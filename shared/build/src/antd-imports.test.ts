import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { antdExportModules, SHARED_ANTD_EXPORTS, sharedAntdExportModules } from './antd-components';
import { antdImportTransformer } from './antd-import-transformer';

const repoRoot = path.resolve(__dirname, '../../..');
const shellDir = path.join(repoRoot, 'shell');

/** What a source file takes from antd at run time (type-only imports are erased). */
function antdValueImports(fileName: string, text: string): { from: string; names: string[]; whole: boolean }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { from: string; names: string[]; whole: boolean }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if ((from !== 'antd' && !from.startsWith('antd/')) || clause?.isTypeOnly) continue;
    const bindings = clause?.namedBindings;
    const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : [];
    const whole = !clause || Boolean(clause.name) || Boolean(bindings && ts.isNamespaceImport(bindings));
    if (names.length > 0 || whole) found.push({ from, names, whole });
  }
  return found;
}

/** Problems with a file's antd imports against the shared list; none means it builds and shares. */
function antdImportProblems(fileName: string, text: string): string[] {
  const allowed = new Set<string>(SHARED_ANTD_EXPORTS);
  return antdValueImports(fileName, text).flatMap(({ from, names, whole }) => {
    // Locales are data each app bundles itself; they hold no component or context.
    if (from.startsWith('antd/locale/')) return [];
    if (from !== 'antd') return [`${fileName}: imports ${from}; import from 'antd' so the component is the shared one`];
    if (whole) return [`${fileName}: imports the whole of antd; import components by name`];
    return names.filter((name) => !allowed.has(name)).map((name) => `${fileName}: ${name} is not in SHARED_ANTD_EXPORTS (@casino/build)`);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The front end's code: the shell, every remote and every shared package, found from the folders. */
function frontEndSources(): string[] {
  const dirs = readdirSync(repoRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (d.name === 'shell' || d.name.startsWith('remote-')))
    .map((d) => path.join(repoRoot, d.name, 'src'));
  const shared = readdirSync(path.join(repoRoot, 'shared'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(repoRoot, 'shared', d.name, 'src'));
  return [...dirs, ...shared].filter((dir) => readdirSync(path.dirname(dir)).includes('src')).flatMap(sourceFiles);
}

describe('antd shared by component', () => {
  it('every antd import in the apps is a listed component', () => {
    const problems = frontEndSources().flatMap((file) => antdImportProblems(path.relative(repoRoot, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('finds an unlisted component, a deep import and a whole-package import', () => {
    expect(antdImportProblems('a.tsx', "import { Button, Transfer, type TransferProps } from 'antd';")).toEqual(['a.tsx: Transfer is not in SHARED_ANTD_EXPORTS (@casino/build)']);
    expect(antdImportProblems('b.ts', "import Table from 'antd/es/table';")).toHaveLength(1);
    expect(antdImportProblems('c.ts', "import * as antd from 'antd';")).toHaveLength(1);
    expect(antdImportProblems('d.ts', "import type { ColumnsType } from 'antd/es/table';\nimport koKR from 'antd/locale/ko_KR';")).toEqual([]);
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
