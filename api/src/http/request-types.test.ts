import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
/** Contract routes get typed parts from `addEndpoint`, which narrows them once (see there). */
const NARROWS_FOR_THE_CONTRACT = path.join('http', 'endpoint-route.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('route request types', () => {
  it('come from schemas (the contract or the TypeBox type provider), never from a cast of body, query or params', () => {
    const casts = sourceFiles(SRC)
      .filter((file) => path.relative(SRC, file) !== NARROWS_FOR_THE_CONTRACT)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\brequest\.(body|query|params)\)?\s+as\s/.test(line) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(casts).toEqual([]);
  });
});
