import { readModal, sameModal, writeModal } from './modal-url';

describe('modal URL params', () => {
  it('reads the id and the prefixed params', () => {
    expect(readModal('?tab=1&modal=deposit&modal.step=2&modal.amount=50000')).toEqual({ id: 'deposit', params: { step: '2', amount: '50000' } });
  });

  it('reads no modal when there is no id', () => {
    expect(readModal('?modal.step=2')).toBeNull();
    expect(readModal('')).toBeNull();
  });

  it('writes the modal and keeps the other params', () => {
    expect(writeModal('?tab=1&modal=old&modal.x=1', { id: 'notice', params: { id: '3' } })).toBe('?tab=1&modal=notice&modal.id=3');
  });

  it('removes the modal params, and the question mark when nothing is left', () => {
    expect(writeModal('?tab=1&modal=notice&modal.id=3', null)).toBe('?tab=1');
    expect(writeModal('?modal=notice', null)).toBe('');
  });

  it('round-trips values that need escaping', () => {
    const modal = { id: 'search', params: { q: 'a&b=c 한글' } };
    expect(readModal(writeModal('', modal))).toEqual(modal);
  });

  it('compares modals by id and params', () => {
    expect(sameModal({ id: 'a', params: { x: '1' } }, { id: 'a', params: { x: '1' } })).toBe(true);
    expect(sameModal({ id: 'a', params: { x: '1' } }, { id: 'a', params: { x: '2' } })).toBe(false);
    expect(sameModal({ id: 'a', params: {} }, null)).toBe(false);
    expect(sameModal(null, null)).toBe(true);
  });
});
