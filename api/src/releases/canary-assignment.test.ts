import { canaryBucket, getsCanary, registryFor, type DeployedRemote } from './deployed-registry';

const ids = Array.from({ length: 10_000 }, (_, i) => `account:${i + 1}`);
const share = (percent: number, version = '2.0.0') => ids.filter((id) => getsCanary('games', { version, percent }, id)).length / ids.length;

describe('canary assignment', () => {
  it.each([1, 10, 25, 50, 90])('gives %i %% of 10,000 accounts the canary, within 2 %%', (percent) => {
    expect(Math.abs(share(percent) - percent / 100)).toBeLessThanOrEqual(0.02);
  });

  it('is stable: the same person, remote and canary always land in the same place', () => {
    expect(ids.slice(0, 100).map((id) => canaryBucket('games', '2.0.0', id))).toEqual(ids.slice(0, 100).map((id) => canaryBucket('games', '2.0.0', id)));
  });

  it('only adds people as the share is raised, and 0 % and 100 % are nobody and everybody', () => {
    const at = (percent: number) => new Set(ids.filter((id) => getsCanary('games', { version: '2.0.0', percent }, id)));
    const [low, high] = [at(20), at(60)];
    for (const id of low) expect(high.has(id)).toBe(true);
    expect(at(0).size).toBe(0);
    expect(at(100).size).toBe(ids.length);
  });

  it('draws a new sample for each canary version and each remote', () => {
    const inFirst = new Set(ids.filter((id) => getsCanary('games', { version: '2.0.0', percent: 50 }, id)));
    const inNext = ids.filter((id) => getsCanary('games', { version: '3.0.0', percent: 50 }, id));
    const overlap = inNext.filter((id) => inFirst.has(id)).length / inNext.length;
    expect(Math.abs(overlap - 0.5)).toBeLessThanOrEqual(0.05);
    const otherRemote = ids.filter((id) => getsCanary('wallet', { version: '2.0.0', percent: 50 }, id));
    expect(Math.abs(otherRemote.filter((id) => inFirst.has(id)).length / otherRemote.length - 0.5)).toBeLessThanOrEqual(0.05);
  });

  it("builds each person's registry: the canary's manifest for those in its share, the promoted one for the rest", () => {
    const deployed: DeployedRemote[] = [
      { remote: 'games', promoted: { version: '1.0.0', manifest: '/remotes/games/1.0.0/mf-manifest.json' }, canary: { version: '2.0.0', manifest: 'https://cdn.example/games/2.0.0/mf-manifest.json', percent: 50 } },
      { remote: 'wallet', promoted: { version: '0.1.0', manifest: '/remotes/wallet/0.1.0/mf-manifest.json' }, canary: null },
    ];
    const inside = ids.find((id) => getsCanary('games', { version: '2.0.0', percent: 50 }, id))!;
    const outside = ids.find((id) => !getsCanary('games', { version: '2.0.0', percent: 50 }, id))!;
    expect(registryFor(deployed, inside).remotes.games).toEqual({ version: '2.0.0', manifest: 'https://cdn.example/games/2.0.0/mf-manifest.json' });
    expect(registryFor(deployed, outside).remotes).toEqual({
      games: { version: '1.0.0', manifest: '/remotes/games/1.0.0/mf-manifest.json' },
      wallet: { version: '0.1.0', manifest: '/remotes/wallet/0.1.0/mf-manifest.json' },
    });
  });
});
