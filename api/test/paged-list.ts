import type { FastifyInstance } from 'fastify';

/**
 * A list paged by number, read as a partner reads it: pages 1..n of `pageSize` put together are
 * its first page of 100 (the whole list, which must fit), none repeated or left out, every page
 * says the same total, and page n+1 is empty with that total.
 */
export async function expectPagedLike(app: FastifyInstance, headers: Record<string, string>, path: string, query: Record<string, string>, pageSize: number) {
  const url = (page: number, size: number) => `${path}?${new URLSearchParams({ ...query, page: String(page), pageSize: String(size) })}`;
  const get = async (page: number, size: number) => {
    const res = await app.inject({ method: 'GET', url: url(page, size), headers });
    expect([url(page, size), res.statusCode]).toEqual([url(page, size), 200]);
    return res.json().data as { items: unknown[]; total: number };
  };
  const whole = await get(1, 100);
  expect(whole.total).toBe(whole.items.length);
  const pages = Math.ceil(whole.total / pageSize);
  const items: unknown[] = [];
  for (let page = 1; page <= pages; page++) {
    const data = await get(page, pageSize);
    expect([url(page, pageSize), data.total]).toEqual([url(page, pageSize), whole.total]);
    items.push(...data.items);
  }
  expect([url(1, pageSize), items]).toEqual([url(1, pageSize), whole.items]);
  const past = await get(pages + 1, pageSize);
  expect([url(pages + 1, pageSize), past.items, past.total]).toEqual([url(pages + 1, pageSize), [], whole.total]);
}
