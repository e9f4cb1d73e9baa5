// Every screen of the site as a row: a route of the shell's route table or a `?modal=` dialog of
// its modal table, with the remote module that renders it and the file that module is.

/** The file of `{ remote, module }` in the repository, from that remote's exposes. */
function fileOf(target, exposesByRemote, screen) {
  const exposes = exposesByRemote[target.remote];
  if (!exposes) throw new Error(`${screen}: no remote-${target.remote}/src/exposes.ts`);
  const file = exposes[target.module];
  if (!file) throw new Error(`${screen}: remote-${target.remote} exposes no ${target.module}`);
  return `remote-${target.remote}/${file.replace(/^\.\//, '')}`;
}

function remoteRow(screen, who, target, exposesByRemote) {
  return { screen, who, remote: `remote-${target.remote}`, module: target.module, file: fileOf(target, exposesByRemote, screen) };
}

/** Routes in the route table's order; a page the shell renders itself names no module file. */
function pageRows(routes, exposesByRemote) {
  return routes.map((route) =>
    route.kind === 'remote'
      ? remoteRow(route.path, route.guard ?? '', route.page, exposesByRemote)
      : { screen: route.path, who: route.guard ?? '', remote: 'shell', module: route.page, file: '' },
  );
}

function dialogRows(modals, exposesByRemote) {
  return Object.entries(modals).map(([id, modal]) =>
    modal.kind === 'remote'
      ? remoteRow(`?modal=${id}`, modal.access, modal.target, exposesByRemote)
      : { screen: `?modal=${id}`, who: modal.access, remote: 'shell', module: modal.id, file: '' },
  );
}

/** Exposed modules that no route or dialog renders (`remote-x ./Module`). */
function unusedModules(rows, exposesByRemote) {
  const used = new Set(rows.map((row) => `${row.remote} ${row.module}`));
  return Object.entries(exposesByRemote).flatMap(([remote, exposes]) =>
    Object.keys(exposes)
      .map((module) => `remote-${remote} ${module}`)
      .filter((name) => !used.has(name)),
  );
}

module.exports = { pageRows, dialogRows, unusedModules };
