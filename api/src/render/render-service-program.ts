import path from 'node:path';
import { API_DIR } from '../config/paths';
import type { StartRenderServiceOptions } from './start-render-service';

/**
 * A render makes much short-lived garbage: with a young generation of up to 32 MB a semi-space
 * (V8's default here is 16) a worker spent about 5 % less CPU per page under load (bench/README,
 * 'A framed render answer'). The workers are forked with the service's own flags.
 */
export const RENDER_HEAP_FLAGS = ['--max-semi-space-size=32'];

/**
 * How to run the render service beside this API: its compiled program beside the compiled API
 * (`dist/render-service.js`), or its source under tsx when the API runs from source (`pnpm dev`).
 */
export function renderServiceProgram(): Pick<StartRenderServiceOptions, 'script' | 'execArgv' | 'cwd'> {
  if (__filename.endsWith('.js')) return { script: path.join(__dirname, 'render-service.js'), execArgv: RENDER_HEAP_FLAGS };
  return { script: path.join(API_DIR, 'src/render/render-service-main.ts'), execArgv: [...RENDER_HEAP_FLAGS, '--import', 'tsx'], cwd: API_DIR };
}
