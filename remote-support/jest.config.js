module.exports = {
  preset: '@casino/build/jest-preset',
  displayName: 'remote-support',
  rootDir: __dirname,
  // The preset's setup runs first; this adds the layout stubs ProseMirror (the staff editor) needs in jsdom.
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-prosemirror.ts'],
};
