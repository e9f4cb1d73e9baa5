require('@testing-library/jest-dom');

// antd reads matchMedia for responsive components; jsdom has none.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// antd's Form batches watchers through MessageChannel, which jsdom lacks. A timer keeps the
// same macrotask ordering without Node's worker ports (those hold the test process open).
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = () => ({ onmessage: null, postMessage: null, close() {}, start() {}, addEventListener() {}, removeEventListener() {} });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  };
}

// antd's Modal measures the scrollbar with a pseudo-element style that jsdom does not implement.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
}

// antd's horizontal Menu and Segmented measure themselves; jsdom has no layout, so nothing to observe.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The platform's light dialog is the browser's <dialog> shown modal; jsdom has the element but
// not its methods. `open` as the browser sets it, and the close event the browser fires.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show;
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// antd components are heavy to mount in jsdom on a cold run; give async queries and tests room.
// (Set here, not as `testTimeout` in jest.config.js: jest reads that only from the root config.)
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(40_000);
