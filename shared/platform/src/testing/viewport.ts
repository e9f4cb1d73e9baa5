/**
 * Makes `matchMedia` answer as a viewport `width` px wide (jsdom has none; the test setup's stub
 * matches nothing, a wide screen). Width queries only, which is what the back-office's layouts
 * ask. Returns the way back to the stub.
 */
export function mockViewportWidth(width: number): () => void {
  const stub = window.matchMedia;
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = (query: string) => ({ ...stub(query), matches: matches(query) });
  return () => {
    window.matchMedia = stub;
  };
}
