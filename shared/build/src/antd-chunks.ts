import type webpack from 'webpack';

/**
 * What every antd component runs on (config, theme, CSS-in-JS, motion, portals, utilities, the
 * icons' base and react-is), as one chunk: shared per component, these modules would otherwise
 * land in a dozen small chunks that every page fetches one by one, or be copied into each.
 */
export const ANTD_CORE_CHUNK = {
  test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|style|theme|config-provider|locale|version)|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/](util|motion|portal|resize-observer|trigger)|@emotion[\\/](hash|unitless)|stylis|clsx|is-mobile|react-is|@babel[\\/]runtime)[\\/]|[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components[\\/]|(utils|cssUtils|renderUtils)\.js$)/,
  name: 'antd-core',
  chunks: 'async' as const,
  enforce: true,
  priority: 10,
};

/**
 * The small parts many of antd's components share (the icons antd draws, a locale's defaults, the
 * compact space's context and styles), with its core: under splitChunks' 20 KB floor for a chunk
 * of their own, each was copied into every component's chunk that uses it (a status icon or the
 * compact space four to six times on the home page). Taken where five chunks or more use one and
 * it is at most 4 KB: with two, or of any size, the core grew by more than the copies it saved.
 */
export const ANTD_COMMON_PARTS = {
  test: (module: webpack.Module) =>
    /[\\/]node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/.test(module.nameForCondition() ?? '') && module.size() <= 4000,
  name: 'antd-core',
  chunks: 'async' as const,
  minChunks: 5,
  enforce: true,
  priority: 5,
};
