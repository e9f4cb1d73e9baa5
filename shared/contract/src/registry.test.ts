import { readdirSync } from 'node:fs';
import path from 'node:path';
import { endpoints, isEndpoint } from './registry';

const endpointsDir = path.join(__dirname, 'endpoints');

test('every endpoint that an endpoint module defines is in the registry, under its export name', () => {
  const defined: string[] = [];
  for (const file of readdirSync(endpointsDir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each module as the directory lists it
    const module = require(path.join(endpointsDir, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue;
      defined.push(name);
      expect([name, (endpoints as Record<string, unknown>)[name]]).toEqual([name, value]);
    }
  }
  expect(defined.length).toBeGreaterThan(100);
  expect(Object.keys(endpoints).sort()).toEqual(defined.sort());
});

test('no two endpoints answer the same method and path', () => {
  const routes = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
});
