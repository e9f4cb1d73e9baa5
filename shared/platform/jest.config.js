module.exports = { preset: '@casino/build', displayName: 'platform', rootDir: __dirname };
