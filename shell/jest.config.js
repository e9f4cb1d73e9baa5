module.exports = { preset: '@casino/build/jest-preset', displayName: 'shell', rootDir: __dirname };
