// The one jest preset: @swc/jest transforms TS/TSX, jest-fixed-jsdom gives jsdom with the
// fetch/streams globals ky needs. Node-side packages (the API) override testEnvironment.
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ky is ESM-only: let swc transform it (pnpm nests real paths under .pnpm).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)(@|/))'],
  setupFilesAfterEnv: [require.resolve('./jest-setup.js')],
  moduleNameMapper: { '\\.(css|svg|png|jpe?g|webp)$': require.resolve('identity-obj-proxy') },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
