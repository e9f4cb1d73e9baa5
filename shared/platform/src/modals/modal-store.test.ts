import { autorun, configure } from 'mobx';
import { ModalStore } from './modal-store';

configure({ enforceActions: 'observed' });

/** A tiny browser history: navigate pushes or replaces, back pops and tells the store, as a router would. */
function setup(start = '/home?tab=1') {
  const entries = [new URL(start, 'http://site.test')];
  let index = 0;
  const here = () => entries[index] as URL;
  const navigate = jest.fn((to: string, options?: { replace?: boolean }) => {
    const url = new URL(to, here());
    if (options?.replace) entries[index] = url;
    else {
      entries.splice(index + 1, entries.length, url);
      index += 1;
    }
    store.syncFromLocation(url.search);
  });
  const back = jest.fn(() => {
    index = Math.max(0, index - 1);
    store.syncFromLocation(here().search);
  });
  const store = new ModalStore({ navigate, back, location: here });
  store.syncFromLocation(here().search);
  return { store, navigate, back, here: () => `${here().pathname}${here().search}`, depth: () => entries.length };
}

describe('ModalStore', () => {
  it('open pushes the modal into the URL and shows it', () => {
    const { store, navigate, here } = setup();
    store.open('notice', { id: 3, preview: true });
    expect(navigate).toHaveBeenCalledWith('/home?tab=1&modal=notice&modal.id=3&modal.preview=true', { replace: false });
    expect(here()).toBe('/home?tab=1&modal=notice&modal.id=3&modal.preview=true');
    expect(store.current).toEqual({ id: 'notice', params: { id: '3', preview: 'true' } });
    expect(store.isOpen).toBe(true);
  });

  it('replaceParams changes what the open modal shows in place, and close still leaves in one step', () => {
    const { store, back, here, depth, navigate } = setup();
    store.open('notice');
    store.replaceParams({ id: 7, tab: 'event' });
    expect(here()).toBe('/home?tab=1&modal=notice&modal.id=7&modal.tab=event');
    // The same params again: no navigation at all.
    const calls = navigate.mock.calls.length;
    store.replaceParams({ tab: 'event', id: '7' });
    expect(navigate).toHaveBeenCalledTimes(calls);
    expect(store.current).toEqual({ id: 'notice', params: { id: '7', tab: 'event' } });
    expect(depth()).toBe(2);
    store.close();
    expect(back).toHaveBeenCalledTimes(1);
    expect(here()).toBe('/home?tab=1');
    // With nothing open there is nothing to change.
    navigate.mockClear();
    store.replaceParams({ id: 1 });
    expect(navigate).not.toHaveBeenCalled();
    expect(here()).toBe('/home?tab=1');
  });

  it('follows the URL: a linked modal opens, a URL without one closes it', () => {
    const { store } = setup();
    store.syncFromLocation('?modal=login&modal.next=%2Fgame');
    expect(store.current).toEqual({ id: 'login', params: { next: '/game' } });
    store.syncFromLocation('?tab=2');
    expect(store.current).toBeNull();
  });

  it('does not notify observers when the URL names the modal already shown', () => {
    const { store } = setup();
    store.open('notice', { id: 3 });
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(store.current));
    store.syncFromLocation('?tab=1&modal=notice&modal.id=3');
    stop();
    expect(seen).toHaveLength(1);
  });

  it('close goes back when we pushed the modal entry', () => {
    const { store, back, here } = setup();
    store.open('notice');
    store.close();
    expect(back).toHaveBeenCalledTimes(1);
    expect(here()).toBe('/home?tab=1');
    expect(store.current).toBeNull();
  });

  it('close replaces the URL when the page was opened on a modal link', () => {
    const { store, back, navigate, here, depth } = setup('/home?modal=notice&modal.id=3');
    expect(store.current?.id).toBe('notice');
    store.close();
    expect(back).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
    expect(here()).toBe('/home');
    expect(depth()).toBe(1);
  });

  it('stacked modals close one at a time; replace swaps without stacking', () => {
    const { store, here } = setup();
    store.open('login');
    store.open('register');
    store.close();
    expect(store.current?.id).toBe('login');
    store.open('register', {}, { replace: true });
    expect(here()).toBe('/home?tab=1&modal=register');
    store.close();
    expect(here()).toBe('/home?tab=1');
    expect(store.current).toBeNull();
  });

  it('closeAll clears the URL by replacing and tells the listeners', () => {
    const { store, back, here } = setup();
    const popupSequence = jest.fn();
    const confirms = jest.fn();
    store.onCloseAll(popupSequence);
    const off = store.onCloseAll(confirms);
    off();
    store.open('login');
    store.open('register');
    store.closeAll();
    expect(back).not.toHaveBeenCalled();
    expect(here()).toBe('/home?tab=1');
    expect(store.current).toBeNull();
    expect(popupSequence).toHaveBeenCalledTimes(1);
    expect(confirms).not.toHaveBeenCalled();
  });

  it('closeAll leaves the URL alone when no modal is in it', () => {
    const { store, navigate } = setup();
    const listener = jest.fn();
    store.onCloseAll(listener);
    store.closeAll();
    expect(navigate).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('after Back leaves the modal, a later deep-linked modal closes by replacing', () => {
    const { store, back, navigate } = setup();
    store.open('notice');
    back();
    expect(store.current).toBeNull();
    navigate('/home?modal=login');
    navigate.mockClear();
    back.mockClear();
    store.close();
    expect(back).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });
});
