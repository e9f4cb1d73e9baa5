import { packageOf } from './bundled-packages';

describe('the package a bundled file belongs to', () => {
  it('is the name after the last node_modules, scoped names whole, on pnpm and Windows paths alike', () => {
    expect(packageOf('/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/cjs/react.production.js')).toBe('react');
    expect(packageOf('/repo/node_modules/.pnpm/@ant-design+icons@6/node_modules/@ant-design/icons/es/index.js')).toBe('@ant-design/icons');
    expect(packageOf('C:\\repo\\node_modules\\antd\\es\\button\\index.js')).toBe('antd');
    expect(packageOf('/repo/remote-games/src/pages/home-page.tsx')).toBeNull();
  });
});
