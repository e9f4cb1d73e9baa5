module.exports = { preset: '@casino/build/jest-preset', displayName: 'remote-wallet', rootDir: __dirname };
