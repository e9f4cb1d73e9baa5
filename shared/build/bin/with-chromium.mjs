#!/usr/bin/env node
// Runs a command (the Playwright suites, the page bench) with CHROMIUM_PATH set to a Chromium that launches here:
// CHROMIUM_PATH if given, else the system's (Debian: /usr/bin/chromium), else the one shipped
// inside the @sparticuz/chromium npm package, unpacked into the temp folder on first use with the
// shared libraries it is built against. So `pnpm test` works on a machine with only Node.js.
// E2E_BUNDLED_CHROMIUM=1 skips the system's, to try the bundled one.
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * NSS and its kin as the package ships them (it unpacks them itself only on Amazon Linux), in a
 * folder of this user's that only this user can write (they go on LD_LIBRARY_PATH), unpacked
 * aside and moved into place in one step, so two runs at once never see half of it.
 */
async function bundledLibraries() {
  const home = path.join(tmpdir(), `casino-chromium-libs-${process.getuid?.() ?? 'user'}`);
  const libs = path.join(home, 'al2023', 'lib');
  if (existsSync(libs)) return libs;
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..', 'bin');
  const staging = mkdtempSync(path.join(tmpdir(), 'casino-chromium-'));
  const tarball = path.join(staging, 'al2023.tar');
  await pipeline(createReadStream(path.join(bin, 'al2023.tar.br')), createBrotliDecompress(), createWriteStream(tarball));
  execFileSync('tar', ['-xf', tarball, '-C', staging]);
  rmSync(tarball);
  try {
    renameSync(staging, home);
  } catch {
    // Another run moved its copy in first: use that one.
    rmSync(staging, { recursive: true, force: true });
  }
  return libs;
}

async function bundledChromium() {
  const { default: Chromium } = await import('@sparticuz/chromium');
  const executable = await Chromium.executablePath();
  process.env.LD_LIBRARY_PATH = [await bundledLibraries(), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return executable;
}

async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (process.env.E2E_BUNDLED_CHROMIUM !== '1' && existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return bundledChromium();
}

const [command, ...args] = process.argv.slice(2);
process.env.CHROMIUM_PATH = await chromiumPath();
console.log(`Chromium: ${process.env.CHROMIUM_PATH}`);
const child = spawn(command, args, { stdio: 'inherit', env: process.env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
