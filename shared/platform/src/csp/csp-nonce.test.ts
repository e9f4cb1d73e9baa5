import { nonceHeadStyles, readCspNonce } from './csp-nonce';

function page(meta: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><head>${meta}</head>`, 'text/html');
}

describe('readCspNonce', () => {
  it('reads the nonce the server wrote', () => {
    expect(readCspNonce(page('<meta name="csp-nonce" content="r4nd0m==">'))).toBe('r4nd0m==');
  });

  it('has none under the dev server (the placeholder) or without the tag', () => {
    expect(readCspNonce(page('<meta name="csp-nonce" content="__CSP_NONCE__">'))).toBeUndefined();
    expect(readCspNonce(page(''))).toBeUndefined();
  });
});

describe('nonceHeadStyles', () => {
  it('stamps styles a script appends or inserts into head, and keeps a nonce already set', () => {
    const doc = page('');
    nonceHeadStyles('n0nce', doc.head);
    const appended = doc.head.appendChild(doc.createElement('style'));
    const inserted = doc.head.insertBefore(doc.createElement('style'), appended);
    const own = doc.createElement('style');
    own.nonce = 'antd';
    doc.head.appendChild(own);
    expect([appended.nonce, inserted.nonce, own.nonce]).toEqual(['n0nce', 'n0nce', 'antd']);
    expect([...doc.head.children]).toEqual([inserted, appended, own]);
  });

  it('leaves other elements and styles put elsewhere alone', () => {
    const doc = page('');
    nonceHeadStyles('n0nce', doc.head);
    const meta = doc.head.appendChild(doc.createElement('meta'));
    const inBody = doc.body.appendChild(doc.createElement('style'));
    expect(meta.getAttribute('nonce')).toBeNull();
    expect(inBody.nonce).toBe('');
  });
});
