import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** One script as served: its address and the bytes it took on the wire. */
export interface ServedScript {
  url: string;
  bytes: number;
}

/**
 * The package a source of a build's map belongs to: a dependency by its npm name, webpack's
 * runtime (its container and share runtime too) as one, a workspace package by its own, an
 * app's source by the app.
 */
export function packageOfSource(source: string): string {
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dependency) return dependency[1]!;
  const app = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source);
  if (!app) return '(unmapped)';
  const [, appName, rest] = app;
  if (rest!.startsWith('webpack/')) return 'webpack runtime';
  // The map's reader tidies `../shared/platform/...` to `shared/platform/...`.
  const workspace = /^(?:\.\.\/)*shared\/([^/]+)\//.exec(rest!);
  if (workspace) return `@casino/${workspace[1]}`;
  return appName!;
}

/** The generated characters of a script per package, read from its source map's mappings. */
export function charactersByPackage(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
  const counts = new Map<string, number>();
  let mapped = 0;
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next && next.line === mapping.line ? next.column : lines[mapping.line - 1]!.length;
    const name = mapping.source ? packageOfSource(mapping.source) : '(unmapped)';
    counts.set(name, (counts.get(name) ?? 0) + end - mapping.column);
    mapped += end - mapping.column;
  });
  // Comments, licence banners and separators the mappings do not cover.
  if (code.length > mapped) counts.set('(unmapped)', (counts.get('(unmapped)') ?? 0) + code.length - mapped);
  return counts;
}

/**
 * The served bytes of `scripts` per package: each script's bytes shared among its packages in
 * proportion to the characters they have in it (compression is not even, so this is an
 * estimate), read from the source maps the site serves beside them.
 */
export async function servedBytesByPackage(scripts: ServedScript[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  for (const script of scripts) {
    const [code, map] = await Promise.all([fetchText(script.url), fetchText(`${script.url}.map`)]);
    if (code === null || map === null) {
      add('(no source map)', script.bytes);
      continue;
    }
    const counts = charactersByPackage(code, JSON.parse(map) as RawSourceMap);
    for (const [name, characters] of counts) add(name, (script.bytes * characters) / code.length);
  }
  return totals;
}

async function fetchText(url: string): Promise<string | null> {
  const response = await fetch(url);
  return response.ok ? response.text() : null;
}
