// The build package's own tests run in Node (they lint fixture trees, no DOM).
module.exports = { preset: '@casino/build/jest-preset', displayName: 'build', rootDir: __dirname, testEnvironment: 'node' };
