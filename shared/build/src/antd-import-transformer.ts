import ts from 'typescript';

/**
 * Rewrites `import { Button, App as AntApp } from 'antd'` into one default import per component
 * (`import Button from 'antd/es/button'`), so each component is its own shared module and a page
 * loads only the ones it uses. Runs after TypeScript's own transforms, when type-only imports are
 * already gone. An export outside `modules` (the shared list) fails the build.
 */
export function antdImportTransformer(modules: ReadonlyMap<string, string>): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (file) => {
    const { factory } = context;
    let changed = false;
    const statements = file.statements.flatMap((statement) => {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== 'antd') return [statement];
      const clause = statement.importClause;
      if (!clause) return [statement];
      const bindings = clause.namedBindings;
      if (clause.name || !bindings || !ts.isNamedImports(bindings)) {
        throw new Error(`${file.fileName}: import antd's components by name ({ Button }), not the whole package`);
      }
      changed = true;
      return bindings.elements.filter((element) => !element.isTypeOnly).map((element) => {
        const exported = (element.propertyName ?? element.name).text;
        const request = modules.get(exported);
        if (!request) throw new Error(`${file.fileName}: antd's ${exported} is not in SHARED_ANTD_EXPORTS (@casino/build); add it there to share it`);
        return factory.createImportDeclaration(undefined, factory.createImportClause(undefined, factory.createIdentifier(element.name.text), undefined), factory.createStringLiteral(request));
      });
    });
    return changed ? factory.updateSourceFile(file, statements) : file;
  };
}
