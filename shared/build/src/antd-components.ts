import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The antd exports the apps may use, each shared on its own (`antd/es/<folder>`): the shell
 * provides every one of them, remotes only consume them, and a page downloads only the
 * components something on it imports. A back-office component listed here costs a member page
 * nothing until a back-office remote asks for it. Adding one is a change to this list, which
 * ships with a new shell; `antd-imports.test.ts` fails when an app imports one not listed.
 */
export const SHARED_ANTD_EXPORTS = [
  // Site frame and member pages.
  'Alert',
  'App',
  'Badge',
  'Button',
  'Card',
  'Carousel',
  'Col',
  'ConfigProvider',
  'Descriptions',
  'Divider',
  'Drawer',
  'Empty',
  'Flex',
  'Form',
  'Grid',
  'Input',
  'Layout',
  'Menu',
  'Modal',
  'Pagination',
  'Result',
  'Row',
  'Segmented',
  'Skeleton',
  'Space',
  'Spin',
  'Table',
  'Tabs',
  'Tag',
  'Typography',
  'message',
  'theme',
  // Back-office (partner and reports remotes).
  'Breadcrumb',
  'Checkbox',
  'DatePicker',
  'Dropdown',
  'InputNumber',
  'List',
  'Popconfirm',
  'Radio',
  'Select',
  'Statistic',
  'Switch',
  'Tooltip',
  'Tree',
  'TreeSelect',
  'Upload',
] as const;

export type SharedAntdExport = (typeof SHARED_ANTD_EXPORTS)[number];

/** `Button` -> `antd/es/button`, read from antd's own index so a renamed folder fails the build. */
export function antdExportModules(appDir: string): Map<string, string> {
  const index = readFileSync(path.join(antdRoot(appDir), 'es', 'index.js'), 'utf8');
  const modules = new Map<string, string>();
  for (const match of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)) {
    modules.set(match[1]!, `antd/es/${match[2]!}`);
  }
  return modules;
}

/** Each listed export with its shared request (`Button` -> `antd/es/button`), in list order. */
export function sharedAntdExportModules(appDir: string): Map<string, string> {
  const modules = antdExportModules(appDir);
  return new Map(
    SHARED_ANTD_EXPORTS.map((name) => {
      const request = modules.get(name);
      if (!request) throw new Error(`antd has no export ${name}: fix SHARED_ANTD_EXPORTS in @casino/build`);
      return [name, request];
    }),
  );
}

/** The shared request of every listed export (`antd/es/button`...). */
export function sharedAntdModules(appDir: string): string[] {
  return [...sharedAntdExportModules(appDir).values()];
}

export function antdRoot(appDir: string): string {
  return path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
}
