import { transformSync } from 'esbuild';
import type { LoaderContext } from 'webpack';

/**
 * A CSS file minified before css-loader reads it: its comments (each file says why it is as it
 * is) and spaces went into every page's head on the server and every bundle's strings in the
 * browser, about a third of the apps' CSS. esbuild, which builds the API, does it. esbuild reads
 * broken CSS as best it can and warns: here a warning fails the build, naming the file.
 */
export default function minifyCssLoader(this: LoaderContext<object>, css: string): string {
  const { code, warnings } = transformSync(css, { loader: 'css', minify: true, sourcefile: this.resourcePath });
  if (warnings.length > 0) {
    throw new Error(`${this.resourcePath}: ${warnings.map((warning) => `line ${warning.location?.line ?? '?'}: ${warning.text}`).join('; ')}`);
  }
  return code.trimEnd();
}
