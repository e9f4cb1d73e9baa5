import { FailedPreloads } from './failed-preloads';

function preloadLink(href: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}

describe('FailedPreloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('calls a preloaded script failing for its first time stale, and its second failure real', () => {
    const failures = new FailedPreloads(document);
    preloadLink('http://localhost/remotes/games/remoteEntry.js');
    const first = failures.mark();
    failScript('http://localhost/remotes/games/remoteEntry.js');
    expect(failures.staleSince(first)).toBe(true);
    const second = failures.mark();
    failScript('http://localhost/remotes/games/remoteEntry.js');
    expect(failures.staleSince(second)).toBe(false);
  });

  it('a script nobody preloaded, or no failure at all, is never stale', () => {
    const failures = new FailedPreloads(document);
    const mark = failures.mark();
    expect(failures.staleSince(mark)).toBe(false);
    failScript('http://localhost/remotes/games/233.js');
    expect(failures.staleSince(mark)).toBe(false);
  });

  it('looks only at failures after the mark', () => {
    const failures = new FailedPreloads(document);
    preloadLink('http://localhost/remotes/games/remoteEntry.js');
    failScript('http://localhost/remotes/games/remoteEntry.js');
    expect(failures.staleSince(failures.mark())).toBe(false);
  });
});
