// The contract is plain TypeScript for Node and browsers alike; its tests need no DOM.
module.exports = { preset: '@casino/build/jest-preset', displayName: 'contract', rootDir: __dirname, testEnvironment: 'node' };
