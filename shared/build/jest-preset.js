// The one jest preset: @swc/jest transforms TS/TSX, jest-fixed-jsdom gives jsdom with the
// fetch/streams globals ky needs. Node-side packages (the API) override testEnvironment.
const ESM_ONLY = ['ky', '@ant-design/colors'];
const storeNames = (name) => `${name.replace('/', '[+/]')}`;

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
  // ESM-only packages that swc must transform (pnpm's store names them `scope+name@version`).
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.map(storeNames).join('|')})(@|/))`],
  // A project's own setup files run after these (jest appends them to the preset's).
  setupFilesAfterEnv: [require.resolve('./jest-hold-date.js'), require.resolve('./jest-setup.js')],
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|webp)$': require.resolve('identity-obj-proxy'),
    // The apps import antd's ES locales (shared with the ES components in the browser build);
    // under jest antd runs as CommonJS, so the same locale from its CommonJS build.
    '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
