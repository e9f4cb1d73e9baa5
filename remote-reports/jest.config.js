module.exports = { preset: '@casino/build/jest-preset', displayName: 'remote-reports', rootDir: __dirname };
