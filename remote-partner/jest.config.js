module.exports = { preset: '@casino/build/jest-preset', displayName: 'remote-partner', rootDir: __dirname };
