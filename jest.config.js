// Every package's unit tests in one run; each project is its own jest config.
module.exports = {
  // jest's default (one worker fewer than the cores) runs everything in one process on the 2-core
  // CI machine; the files are independent (each API file has its own database), so use both.
  maxWorkers: '100%',
  projects: ['<rootDir>/shared/*/jest.config.js', '<rootDir>/shell/jest.config.js', '<rootDir>/remote-*/jest.config.js', '<rootDir>/api/jest.config.js', '<rootDir>/release/jest.config.js', '<rootDir>/scripts/jest.config.js'],
};
