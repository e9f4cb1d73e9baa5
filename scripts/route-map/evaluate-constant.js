// Reads a top-level constant of a TypeScript file as plain data by evaluating the few expression
// forms our tables are written in: a doc tool can then use the app's own tables without building
// or importing the app (which needs webpack aliases, the contract and React).
const ts = require('typescript');

const ARRAY_METHODS = new Set(['map']);

function unreadable(node) {
  const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
  return new Error(`cannot read ${ts.SyntaxKind[node.kind]} at line ${line + 1}: ${node.getText()}`);
}

function propertyKey(name) {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  throw unreadable(name);
}

/** A scope for an arrow function's parameters (plain names and `{ a, b }` patterns). */
function bindParameters(parameters, args, outer) {
  const bound = new Map();
  parameters.forEach((parameter, index) => {
    const arg = args[index];
    if (ts.isIdentifier(parameter.name)) bound.set(parameter.name.text, arg);
    else if (ts.isObjectBindingPattern(parameter.name)) {
      for (const element of parameter.name.elements) {
        if (!ts.isIdentifier(element.name)) throw unreadable(element);
        bound.set(element.name.text, arg[propertyKey(element.propertyName ?? element.name)]);
      }
    } else throw unreadable(parameter);
  });
  return (name) => (bound.has(name) ? bound.get(name) : outer(name));
}

function evaluateObject(node, scope) {
  const value = {};
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property)) value[propertyKey(property.name)] = evaluate(property.initializer, scope);
    else if (ts.isShorthandPropertyAssignment(property)) value[property.name.text] = scope(property.name.text);
    else if (ts.isSpreadAssignment(property)) Object.assign(value, evaluate(property.expression, scope));
    else throw unreadable(property);
  }
  return value;
}

function evaluateArray(node, scope) {
  return node.elements.flatMap((element) => (ts.isSpreadElement(element) ? evaluate(element.expression, scope) : [evaluate(element, scope)]));
}

function evaluateCall(node, scope) {
  const args = node.arguments.map((arg) => evaluate(arg, scope));
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee) && ARRAY_METHODS.has(callee.name.text)) {
    const receiver = evaluate(callee.expression, scope);
    if (!Array.isArray(receiver)) throw unreadable(node);
    return receiver[callee.name.text]((item) => args[0](item));
  }
  const fn = evaluate(callee, scope);
  if (typeof fn !== 'function') throw unreadable(node);
  return fn(...args);
}

function evaluate(node, scope) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isIdentifier(node)) return scope(node.text);
  if (ts.isTemplateExpression(node)) return node.templateSpans.reduce((text, span) => text + String(evaluate(span.expression, scope)) + span.literal.text, node.head.text);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) return evaluate(node.expression, scope);
  if (ts.isObjectLiteralExpression(node)) return evaluateObject(node, scope);
  if (ts.isArrayLiteralExpression(node)) return evaluateArray(node, scope);
  if (ts.isConditionalExpression(node)) return evaluate(node.condition, scope) ? evaluate(node.whenTrue, scope) : evaluate(node.whenFalse, scope);
  if (ts.isCallExpression(node)) return evaluateCall(node, scope);
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return (...args) => evaluate(node.body, bindParameters(node.parameters, args, scope));
  throw unreadable(node);
}

/** The value of `const <name>` declared at the top level of a TypeScript source text. */
function evaluateConstant(source, name) {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const initializers = new Map();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) initializers.set(declaration.name.text, declaration.initializer);
    }
  }
  const topLevel = (identifier) => {
    const initializer = initializers.get(identifier);
    if (!initializer) throw new Error(`no top-level constant ${identifier}`);
    return evaluate(initializer, topLevel);
  };
  return topLevel(name);
}

module.exports = { evaluateConstant };
