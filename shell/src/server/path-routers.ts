import { createMemoryRouter } from 'react-router-dom';
import { shellRoutes } from '../app/shell-app';
import { KeptByKey } from './kept-by-key';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * The render process's memory routers, one per path. Making one (react-router flattens and ranks
 * every route of the table) took over a millisecond of each render; a render never navigates
 * and the routes hold no loaders, so the router at a path is the same for every render of it and
 * for renders at the same time. A router dropped for a newer path is not disposed: a render may
 * still be drawing with it, and a memory router holds nothing to free.
 */
export class PathRouters {
  readonly #routers: KeptByKey<MemoryRouter>;

  constructor(limit = 256) {
    this.#routers = new KeptByKey((path) => createMemoryRouter(shellRoutes(), { initialEntries: [path] }), limit);
  }

  at(path: string): MemoryRouter {
    return this.#routers.get(path);
  }

  get size(): number {
    return this.#routers.size;
  }
}
