import type { Config } from '../config/env';

/** The API's own address from this machine: where the render service sends a page's data calls. */
export function loopbackOrigin(config: Pick<Config, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
