const { readFileSync } = require('node:fs');
const path = require('node:path');
const { routeMapText } = require('./route-map-text');

const root = path.resolve(__dirname, '../..');

// The README's screen table is pasted from `pnpm routes`; a route, dialog or exposed file that
// moves without it would leave the README naming the wrong remote.
it("the README's screen map is what `pnpm routes` prints today", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const map = routeMapText(root).trimEnd();
  expect(readme.includes(map) ? 'up to date' : 'out of date: paste the output of `pnpm routes` into README.md').toBe('up to date');
});
