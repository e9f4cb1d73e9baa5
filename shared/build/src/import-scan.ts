import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ValueImport {
  from: string;
  /** The exported names taken (type-only ones left out: they are erased). */
  names: string[];
  /** A default or namespace import, or a bare `import 'x'`. */
  whole: boolean;
}

/** What a source file takes at run time from the modules `matches` accepts. */
export function valueImports(fileName: string, text: string, matches: (from: string) => boolean): ValueImport[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ValueImport[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!matches(from) || clause?.isTypeOnly) continue;
    const bindings = clause?.namedBindings;
    const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : [];
    const whole = !clause || Boolean(clause.name) || Boolean(bindings && ts.isNamespaceImport(bindings));
    if (names.length > 0 || whole) found.push({ from, names, whole });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The front end's bundled code: the shell, every remote and every shared package, found from the folders. */
export function frontEndSources(repoRoot: string): string[] {
  const apps = readdirSync(repoRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (d.name === 'shell' || d.name.startsWith('remote-')))
    .map((d) => path.join(repoRoot, d.name));
  const shared = readdirSync(path.join(repoRoot, 'shared'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(repoRoot, 'shared', d.name));
  return [...apps, ...shared].filter((dir) => readdirSync(dir).includes('src')).flatMap((dir) => sourceFiles(path.join(dir, 'src')));
}
