import { runRenderService } from './render-service';

/** The render service's process (`dist/render-service.js`): its settings come from the API that forks it. */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${process.env[name]}`);
  return value;
};
const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

runRenderService({
  port: number('RENDER_PORT', 0),
  workers: number('RENDER_WORKERS', 2),
  stallMs: number('RENDER_STALL_MS', 2000),
  hardLimitMs: number('RENDER_HARD_LIMIT_MS', 5000),
  entryFile: required('RENDER_ENTRY'),
  releasesDir: required('RELEASES_DIR'),
});
