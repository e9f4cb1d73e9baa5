import { createMemoryRouter } from 'react-router-dom';
import { shellRoutes } from '../app/shell-app';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * The render process's memory routers, one per path. Making one (react-router flattens and ranks
 * every route of the table) took over a millisecond of each render; a render never navigates
 * and the routes hold no loaders, so the router at a path is the same for every render of it and
 * for renders at the same time. The paths a visitor can type are endless: the oldest goes first.
 */
export class PathRouters {
  readonly #routers = new Map<string, MemoryRouter>();

  constructor(private readonly limit = 256) {}

  at(path: string): MemoryRouter {
    const known = this.#routers.get(path);
    if (known) return known;
    const router = createMemoryRouter(shellRoutes(), { initialEntries: [path] });
    if (this.#routers.size >= this.limit) {
      const [oldest] = this.#routers.keys();
      // Not disposed: a render may still be drawing with it, and a memory router holds nothing to free.
      if (oldest !== undefined) this.#routers.delete(oldest);
    }
    this.#routers.set(path, router);
    return router;
  }

  get size(): number {
    return this.#routers.size;
  }
}
