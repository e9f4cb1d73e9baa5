#!/usr/bin/env node
// Runs a command (the Playwright suites, the page bench) with CHROMIUM_PATH set to a Chromium
// that launches here, found as `../chromium.mjs` says. So `pnpm test` works on a machine with only Node.js.
import { spawn } from 'node:child_process';
import { findChromium } from '../chromium.mjs';

const [command, ...args] = process.argv.slice(2);
const chromium = await findChromium();
console.log(`Chromium: ${chromium.executablePath}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...chromium.env, CHROMIUM_PATH: chromium.executablePath } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
