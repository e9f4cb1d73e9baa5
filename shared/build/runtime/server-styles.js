// The CSS of a server build, per root module (an exposed page, or the host's entry). The build
// (ServerStylesPlugin) writes the ids of the CSS modules each root imports, directly or not, in
// place of the string below; each such module exports its CSS text (css-loader, exportType string).
const styleModules = '__CASINO_SERVER_STYLES__';

/** The CSS texts `root` needs, in import order. */
export function stylesOf(root) {
  const ids = typeof styleModules === 'object' ? styleModules[root] : undefined;
  // webpack's module require: every module of a bundle has it.
  return (ids ?? []).map((id) => __webpack_require__(id));
}
