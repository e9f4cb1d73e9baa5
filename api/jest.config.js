// API tests run in Node against real PostgreSQL: globalSetup starts one server (or uses
// DATABASE_URL) and migrates a template; each test file clones its own database from it.
module.exports = {
  preset: '@casino/build/jest-preset',
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  // ESM-only dependencies (content-disposition and cookie under fastify; sanitize-html's parser
  // htmlparser2 and its dom* and entities packages) are transformed like ky, and so is
  // @fastify/cookie, whose `import('cookie')` only swc can turn into a require jest can run.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|content-disposition|cookie|@fastify[+/]cookie|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)(@|/))'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
};
