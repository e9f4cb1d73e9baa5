// The repository scripts' own tests run in Node (they read source text, no DOM). Only *.test.js:
// jest's default pattern would also take scripts/test.mjs, the suite's own runner, for a test.
module.exports = { preset: '@casino/build/jest-preset', displayName: 'scripts', rootDir: __dirname, testEnvironment: 'node', testMatch: ['**/*.test.js'] };
