// The full test suite (`pnpm test`): each phase in turn, stopping at the first that fails, and
// the time of each printed at the end, failed or not.
// With DATABASE_URL set, the API's unit suite runs on that PostgreSQL server instead of an
// embedded one; e2e always serves its own fresh embedded database, so it never sees the variable.
// The last phase runs every bench once in its short mode (BENCH_SHORT=1): a bench that no longer
// runs from a fresh clone fails the suite; its figures are not judged.
import { spawnSync } from 'node:child_process';

const phases = [
  ['lint', ['lint']],
  ['typecheck', ['typecheck']],
  ['unit', ['test:unit']],
  ['build', ['build']],
  ['e2e', ['test:e2e']],
  ['bench', ['bench:short']],
];

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

const times = [];
let failed;
for (const [name, args] of phases) {
  const started = Date.now();
  const run = spawnSync('pnpm', args, {
    stdio: 'inherit',
    env: name === 'unit' ? process.env : withoutDatabaseUrl,
  });
  times.push([name, (Date.now() - started) / 1000]);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}

console.log('\nTest phases:');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(10)} ${formatDuration(seconds)}`);
console.log(`  ${'total'.padEnd(10)} ${formatDuration(times.reduce((sum, [, seconds]) => sum + seconds, 0))}`);
if (failed) {
  console.log(`\nThe ${failed} phase failed.`);
  process.exit(1);
}

function formatDuration(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}
