import path from 'node:path';
import type webpack from 'webpack';
import { ANTD_COMMON_PARTS, ANTD_CORE_CHUNK } from './antd-chunks';
import { shellBrowserConfig } from './test-builds';

const inPackages = (file: string) => path.join('/repo/node_modules/.pnpm/pkg@1.0.0/node_modules', file);
const moduleOf = (file: string, size: number) => ({ nameForCondition: () => inPackages(file), size: () => size }) as unknown as webpack.Module;

test("antd's core takes what every component runs on, the icons' base and react-is among it", () => {
  const core = [
    'antd/es/config-provider/index.js',
    '@ant-design/cssinjs/es/index.js',
    '@rc-component/util/es/ref.js',
    'react-is/cjs/react-is.production.js',
    '@ant-design/icons/es/components/IconBase.js',
    '@ant-design/icons/es/components/Context.js',
    '@ant-design/icons/es/utils.js',
    '@ant-design/icons/es/cssUtils.js',
    '@ant-design/icons/es/renderUtils.js',
    '@ant-design/icons/es/colorUtils.js',
  ];
  for (const file of core) expect([file, ANTD_CORE_CHUNK.test.test(inPackages(file))]).toEqual([file, true]);
});

test("a component, an icon of its own and a package beside antd stay out of the core", () => {
  const apart = ['antd/es/button/button.js', '@ant-design/icons/es/icons/CloseOutlined.js', '@ant-design/icons-svg/es/asn/CloseOutlined.js', 'react-dom/cjs/react-dom.production.js', 'react-isomorphic/index.js'];
  for (const file of apart) expect([file, ANTD_CORE_CHUNK.test.test(inPackages(file))]).toEqual([file, false]);
});

test("antd's small common parts join the core where five chunks use them; a large part or another package's does not", () => {
  expect(ANTD_COMMON_PARTS).toMatchObject({ name: ANTD_CORE_CHUNK.name, minChunks: 5 });
  expect(ANTD_COMMON_PARTS.test(moduleOf('@ant-design/icons-svg/es/asn/CloseCircleFilled.js', 600))).toBe(true);
  expect(ANTD_COMMON_PARTS.test(moduleOf('antd/es/space/Compact.js', 3_900))).toBe(true);
  expect(ANTD_COMMON_PARTS.test(moduleOf('antd/es/grid/style/index.js', 6_000))).toBe(false);
  expect(ANTD_COMMON_PARTS.test(moduleOf('dayjs/locale/ko.js', 800))).toBe(false);
});

test("the shell's browser build splits antd's chunks by both rules", async () => {
  jest.useRealTimers();
  const browser = await shellBrowserConfig(undefined, 'production');
  const groups = Object.values((browser.optimization?.splitChunks || {}).cacheGroups ?? {});
  expect(groups).toEqual(expect.arrayContaining([ANTD_CORE_CHUNK, ANTD_COMMON_PARTS]));
});
