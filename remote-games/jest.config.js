module.exports = { preset: '@casino/build/jest-preset', displayName: 'remote-games', rootDir: __dirname };
