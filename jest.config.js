// Every package's unit tests in one run; each project is its own jest config.
module.exports = {
  projects: ['<rootDir>/shared/*/jest.config.js', '<rootDir>/shell/jest.config.js', '<rootDir>/remote-*/jest.config.js', '<rootDir>/api/jest.config.js'],
};
