import type webpack from 'webpack';

/**
 * What every antd component runs on (config, theme, CSS-in-JS, motion, portals, utilities, the
 * icons' base and react-is), as one chunk: shared per component, these modules would otherwise
 * land in a dozen small chunks that every page fetches one by one, or be copied into each.
 */
export const ANTD_CORE_CHUNK = {
  test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|style|theme|config-provider|locale|version)|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/](util|motion|portal|resize-observer|trigger)|@emotion[\\/](hash|unitless)|stylis|clsx|is-mobile|react-is|@babel[\\/]runtime)[\\/]|[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components[\\/]|(utils|cssUtils|renderUtils|colorUtils)\.js$)/,
  name: 'antd-core',
  chunks: 'async' as const,
  enforce: true,
  priority: 10,
};

/** A common part's largest size, in bytes of its source before minification. */
const COMMON_PART_MAX_SOURCE_BYTES = 4000;
/** How many of the shell's chunks must use a part for it to join the core. */
const COMMON_PART_MIN_CHUNKS = 5;

/**
 * The small parts many of antd's components share (the icons antd draws, a locale's defaults, the
 * compact space's context and styles), merged into the core's chunk by its name: under
 * splitChunks' 20 KB floor for a chunk of their own, each was copied into every component's chunk
 * that uses it (a status icon or the compact space four to six times on the home page). The
 * limits were chosen after two wider rules lost: every part two chunks share made the core four
 * times its size, every small one two chunks share 87 KiB, each time a heavier home page.
 */
export const ANTD_COMMON_PARTS = {
  test: (module: webpack.Module) =>
    /[\\/]node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/.test(module.nameForCondition() ?? '') && module.size() <= COMMON_PART_MAX_SOURCE_BYTES,
  name: ANTD_CORE_CHUNK.name,
  chunks: 'async' as const,
  minChunks: COMMON_PART_MIN_CHUNKS,
  enforce: true,
  priority: 5,
};
