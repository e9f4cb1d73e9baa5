module.exports = {
  preset: '@casino/build/jest-preset',
  displayName: 'shell',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
  // Full-app tests mount antd, the router and the platform; a cold first mount takes seconds.
  testTimeout: 20_000,
};
