// Finds a Chromium that launches here, for everything that drives a browser (the Playwright
// suites, the page bench, the release command's smoke check): CHROMIUM_PATH if given, else the
// system's (Debian: /usr/bin/chromium), else the one shipped inside the @sparticuz/chromium npm
// package, unpacked into the temp folder on first use with the shared libraries it is built
// against. So a machine with only Node.js can run them. E2E_BUNDLED_CHROMIUM=1 skips the
// system's, to try the bundled one.
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * The browser itself behind Debian's launcher script: the script adds a desktop's flags (GPU
 * rasterization on a machine with no GPU, the system's extensions), which cost the suites CPU.
 */
const SYSTEM_CHROMIUM_BINARY = '/usr/lib/chromium/chromium';

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

/** The Chromium to launch and the environment it needs (the bundled one needs its libraries on LD_LIBRARY_PATH). */
export async function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return { executablePath: env.CHROMIUM_PATH, env: { ...env } };
  if (env.E2E_BUNDLED_CHROMIUM !== '1' && existsSync(SYSTEM_CHROMIUM)) {
    return { executablePath: existsSync(SYSTEM_CHROMIUM_BINARY) ? SYSTEM_CHROMIUM_BINARY : SYSTEM_CHROMIUM, env: { ...env } };
  }
  const { default: Chromium } = await import('@sparticuz/chromium');
  const executablePath = await Chromium.executablePath();
  const libraryPath = [await bundledLibraries(), env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return { executablePath, env: { ...env, LD_LIBRARY_PATH: libraryPath } };
}
