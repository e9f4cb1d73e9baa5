#!/usr/bin/env node
// The byte budget, run at the end of `pnpm build`: prints the gzip (and brotli) size of the home
// page's start-up JavaScript and of each remote's entry and largest first page, and exits 1 when
// one is over its budget in budgets.json. Bytes are deterministic; times are the bench's job.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const shellDist = path.join(root, 'shell', 'dist');
const remoteDist = (name) => path.join(root, `remote-${name}`, 'dist');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const sizes = new Map();
/** gzip -9 and brotli 11 of a built file, as the server sends it. */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(file);
    sizes.set(file, { gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length });
  }
  return sizes.get(file);
}
function total(files) {
  return [...new Set(files)].reduce((sum, file) => ({ gzip: sum.gzip + sizeOf(file).gzip, brotli: sum.brotli + sizeOf(file).brotli }), { gzip: 0, brotli: 0 });
}

const start = readJson(path.join(shellDist, 'start-assets.json'));
/** The files of a module the shell shares (react, antd/es/button...), as its chunk group loads them. */
function sharedFiles(key) {
  const shared = start.provided[key];
  if (!shared) throw new Error(`the shell does not provide ${key}`);
  return shared.files.map((file) => path.join(shellDist, file));
}
/** A remote's exposed module: its own chunks, and the shared modules it needs from the shell. */
function exposeFiles(name, expose) {
  const manifest = readJson(path.join(remoteDist(name), 'mf-manifest.json'));
  const entry = manifest.exposes.find((e) => e.path === expose);
  if (!entry) throw new Error(`remote ${name} exposes no ${expose}`);
  return { own: entry.assets.js.sync.map((file) => path.join(remoteDist(name), file)), requires: entry.requires };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const rows = [];
function check(label, size, budgetKiB) {
  const over = budgetKiB === undefined || size.gzip > budgetKiB * 1024;
  rows.push({ label, size, budget: budgetKiB === undefined ? 'none set' : `${budgetKiB} KiB`, over });
}

// The home page: the shell's start-up, then the remote that paints it and what that consumes.
const home = budgets.homePage;
const homeRemote = exposeFiles(home.remote, home.expose);
/** Shared modules with everything they consume in turn (the shell's build knows). */
function closure(keys) {
  const found = new Set();
  const queue = [...keys];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (found.has(key)) continue;
    found.add(key);
    queue.push(...(start.provided[key]?.consumes ?? []));
  }
  return [...found];
}
const homeFiles = [
  ...start.files.map((file) => path.join(shellDist, file)),
  path.join(remoteDist(home.remote), 'remoteEntry.js'),
  ...homeRemote.own,
  ...closure([...start.consumes, ...homeRemote.requires]).flatMap(sharedFiles),
];
check(`home page start-up JavaScript (${new Set(homeFiles).size} files)`, total(homeFiles), home.gzipKiB);
if (process.argv.includes('--detail')) {
  console.log('Home page start-up files, largest first (brotli):');
  for (const file of [...new Set(homeFiles)].sort((a, b) => sizeOf(b).brotli - sizeOf(a).brotli)) {
    console.log(`  ${kib(sizeOf(file).brotli).padStart(10)}  ${path.relative(root, file)}`);
  }
}

const remotes = readdirSync(root).filter((dir) => dir.startsWith('remote-') && existsSync(path.join(root, dir, 'dist', 'mf-manifest.json')));
for (const dir of remotes) {
  const name = dir.slice('remote-'.length);
  const budget = budgets.remotes[name] ?? {};
  check(`${name}: remoteEntry.js`, total([path.join(remoteDist(name), 'remoteEntry.js')]), budget.entryGzipKiB);
  const manifest = readJson(path.join(remoteDist(name), 'mf-manifest.json'));
  const pages = manifest.exposes.map((e) => ({ path: e.path, size: total(exposeFiles(name, e.path).own) }));
  const largest = pages.reduce((a, b) => (b.size.gzip > a.size.gzip ? b : a));
  check(`${name}: first chunk, largest of ${pages.length} (${largest.path})`, largest.size, budget.firstChunkGzipKiB);
}

console.log('Byte budget (budgets.json), gzip -9 as checked, brotli as browsers get it:');
for (const row of rows) {
  console.log(`  ${row.over ? 'OVER' : 'ok  '}  ${row.label.padEnd(58)} ${kib(row.size.gzip).padStart(10)} gzip ${kib(row.size.brotli).padStart(10)} br   budget ${row.budget}`);
}
const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`\n${over.length} over budget (or with none set): make them smaller, or change budgets.json in a reviewed commit that says why.`);
  process.exit(1);
}
