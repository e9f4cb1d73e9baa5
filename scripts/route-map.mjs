#!/usr/bin/env node
// `pnpm routes`: every screen of the site (each route and each `?modal=` dialog), the remote that
// renders it and the file of its module, read from the shell's route and modal tables and each
// remote's exposes. Prints Markdown: the README's screen table is this output.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateConstant } from './route-map/evaluate-constant.js';
import { markdownTable } from './route-map/markdown-table.js';
import { dialogRows, pageRows, unusedModules } from './route-map/screen-rows.js';

const root = path.resolve(import.meta.dirname, '..');
const constantOf = (file, name) => evaluateConstant(readFileSync(path.join(root, file), 'utf8'), name);

const exposesByRemote = Object.fromEntries(
  readdirSync(root)
    .filter((name) => name.startsWith('remote-') && existsSync(path.join(root, name, 'src/exposes.ts')))
    .map((name) => [name.slice('remote-'.length), constantOf(`${name}/src/exposes.ts`, 'exposes')]),
);
const pages = pageRows(constantOf('shell/src/routes/route-table.ts', 'ROUTES'), exposesByRemote);
const dialogs = dialogRows(constantOf('shell/src/modals/modal-table.ts', 'MODALS'), exposesByRemote);

const columns = (screen, who) => [[screen, 'screen'], [who, 'who'], ['Remote', 'remote'], ['Module', 'module'], ['File', 'file']];
console.log(`### Pages (route → remote → file)

Guard: none for anyone; \`partner\` a signed-in partner; \`master\` the master level; \`site\` a
master holding the \`site\` right. Pages of the \`shell\` are its own (module: the page's name).

${markdownTable(columns('Route', 'Guard'), pages, ['screen', 'module', 'file'])}

### Dialogs (\`?modal=\` → remote → file)

Who: \`guest\` the signed-out (a signed-in visitor goes on); \`member\` signed in (a guest gets
the login dialog first); \`any\` anyone.

${markdownTable(columns('Dialog', 'Who'), dialogs, ['screen', 'module', 'file'])}`);

const unused = unusedModules([...pages, ...dialogs], exposesByRemote);
if (unused.length > 0) console.log(`\nExposed but on no route or dialog: ${unused.join(', ')}.`);
