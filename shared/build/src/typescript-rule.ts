import type webpack from 'webpack';
import { antdImportTransformer } from './antd-import-transformer';

/**
 * Our TypeScript, transpiled only (type-checking runs once, separately: `tsc --noEmit`), with
 * antd's imports turned into the per-component modules the share scope lists. `instance`: a
 * ts-loader of its own, for a compiler running beside another with other options.
 */
export function typeScriptRule({ antdModules, sourceMap, instance }: { antdModules: ReadonlyMap<string, string>; sourceMap: boolean; instance?: string }): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: require.resolve('ts-loader'),
    options: {
      transpileOnly: true,
      ...(instance ? { instance } : {}),
      compilerOptions: { module: 'esnext', sourceMap },
      getCustomTransformers: () => ({ after: [antdImportTransformer(antdModules)] }),
    },
  };
}
