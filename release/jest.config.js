// The release command's own logic (account parsing, the check's worker pool); the commands
// themselves run against a real site in e2e (`releases.spec.ts`).
module.exports = { preset: '@casino/build/jest-preset', displayName: 'release', rootDir: __dirname, testEnvironment: 'node' };
