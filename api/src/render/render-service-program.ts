import path from 'node:path';
import { API_DIR } from '../config/paths';
import type { StartRenderServiceOptions } from './start-render-service';

/**
 * How to run the render service beside this API: its compiled program beside the compiled API
 * (`dist/render-service.js`), or its source under tsx when the API runs from source (`pnpm dev`).
 */
export function renderServiceProgram(): Pick<StartRenderServiceOptions, 'script' | 'execArgv' | 'cwd'> {
  if (__filename.endsWith('.js')) return { script: path.join(__dirname, 'render-service.js') };
  return { script: path.join(API_DIR, 'src/render/render-service-main.ts'), execArgv: ['--import', 'tsx'], cwd: API_DIR };
}
