// The repository scripts' own tests run in Node (they read source text, no DOM).
module.exports = { preset: '@casino/build/jest-preset', displayName: 'scripts', rootDir: __dirname, testEnvironment: 'node', setupFilesAfterEnv: [] };
