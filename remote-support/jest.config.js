module.exports = { preset: '@casino/build/jest-preset', displayName: 'remote-support', rootDir: __dirname };
