import webpack from 'webpack';

const PLACEHOLDER = `'__CASINO_SERVER_STYLES__'`;

/**
 * Tells a server build's `stylesOf(root)` (runtime/server-styles.js) which CSS modules each root
 * module reaches through static imports: an exposed page gets its own CSS, not that of every
 * page the process happened to load before. Dynamic imports are not followed: their CSS belongs
 * to what they load. Needs unminified output (the placeholder is found as written).
 */
export class ServerStylesPlugin {
  /** `roots`: a name (`./HomePage`, `entry`) -> the absolute path of its module. */
  constructor(private readonly roots: Record<string, string>) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ServerStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerStylesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, (assets) => {
        const styles = JSON.stringify(this.styleModuleIds(compilation));
        for (const file of Object.keys(assets)) {
          if (!file.endsWith('.cjs')) continue;
          const text = compilation.getAsset(file)!.source.source().toString();
          const at = text.indexOf(PLACEHOLDER);
          if (at < 0) continue;
          compilation.updateAsset(file, (source) => {
            const replaced = new webpack.sources.ReplaceSource(source);
            replaced.replace(at, at + PLACEHOLDER.length - 1, styles);
            return replaced;
          });
        }
      });
    });
  }

  private styleModuleIds(compilation: webpack.Compilation): Record<string, Array<string | number>> {
    const byResource = new Map<string, webpack.Module>();
    for (const module of compilation.modules) {
      const resource = (module as webpack.NormalModule).resource;
      if (resource) byResource.set(resource, module);
    }
    const result: Record<string, Array<string | number>> = {};
    for (const [name, file] of Object.entries(this.roots)) {
      const root = byResource.get(file);
      if (!root) throw new Error(`ServerStylesPlugin: ${file} (${name}) is not in the build`);
      result[name] = this.cssReachedFrom(compilation, root).map((module) => compilation.chunkGraph.getModuleId(module)!);
    }
    return result;
  }

  /** CSS modules reached by static imports from `root`, depth first, so in import order. */
  private cssReachedFrom(compilation: webpack.Compilation, root: webpack.Module): webpack.Module[] {
    const seen = new Set<webpack.Module>();
    const css: webpack.Module[] = [];
    const visit = (module: webpack.Module) => {
      if (seen.has(module)) return;
      seen.add(module);
      for (const dependency of module.dependencies) {
        const target = compilation.moduleGraph.getModule(dependency);
        if (target) visit(target);
      }
      if (/\.css$/.test((module as webpack.NormalModule).resource ?? '')) css.push(module);
    };
    visit(root);
    return css;
  }
}
