// The screen map as Markdown, read from a checkout: the shell's route and modal tables and each
// remote's exposes. `pnpm routes` prints it; the README holds a copy.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { evaluateConstant } = require('./evaluate-constant');
const { markdownTable } = require('./markdown-table');
const { dialogRows, pageRows, unusedModules } = require('./screen-rows');

const columns = (screen, who) => [[screen, 'screen'], [who, 'who'], ['Remote', 'remote'], ['Module', 'module'], ['File', 'file']];
const CODE_COLUMNS = ['screen', 'module', 'file'];

function routeMapText(root) {
  const constantOf = (file, name) => evaluateConstant(readFileSync(path.join(root, file), 'utf8'), name);
  const exposesByRemote = Object.fromEntries(
    readdirSync(root)
      .filter((name) => name.startsWith('remote-') && existsSync(path.join(root, name, 'src/exposes.ts')))
      .map((name) => [name.slice('remote-'.length), constantOf(`${name}/src/exposes.ts`, 'exposes')]),
  );
  const pages = pageRows(constantOf('shell/src/routes/route-table.ts', 'ROUTES'), exposesByRemote);
  const dialogs = dialogRows(constantOf('shell/src/modals/modal-table.ts', 'MODALS'), exposesByRemote);
  const unused = unusedModules([...pages, ...dialogs], exposesByRemote);

  return `### Pages (route → remote → file)

Guard: none for anyone; \`partner\` a signed-in partner; \`master\` the master level; \`site\` a
master holding the \`site\` right. Pages of the \`shell\` are its own (module: the page's name).

${markdownTable(columns('Route', 'Guard'), pages, CODE_COLUMNS)}

### Dialogs (\`?modal=\` → remote → file)

Who: \`guest\` the signed-out (a signed-in visitor goes on); \`member\` signed in (a guest gets
the login dialog first); \`any\` anyone.

${markdownTable(columns('Dialog', 'Who'), dialogs, CODE_COLUMNS)}
${unused.length > 0 ? `\nExposed but on no route or dialog: ${unused.join(', ')}.\n` : ''}`;
}

module.exports = { routeMapText };
