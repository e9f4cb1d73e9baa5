import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { mountApp } from './mount-app';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>count {count}</button>;
}

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-awaiting-app', '');
  container.innerHTML = renderToString(<Counter />);
  document.body.replaceChildren(container);
  return container;
}

test('takes the server markup over: the same button, now live, and the root no longer awaits the app', async () => {
  const container = serverPage();
  const served = container.querySelector('button');
  await act(() => mountApp(container, <Counter />, async () => true));
  expect(container.hasAttribute('data-awaiting-app')).toBe(false);
  const button = container.querySelector('button')!;
  expect(button).toBe(served);
  act(() => button.click());
  expect(button.textContent).toBe('count 1');
});

test('renders afresh when it cannot take the markup over (the page`s code is late): new elements, live', async () => {
  const container = serverPage();
  const served = container.querySelector('button');
  await act(() => mountApp(container, <Counter />, async () => false));
  expect(container.hasAttribute('data-awaiting-app')).toBe(false);
  expect(container.querySelector('button')).not.toBe(served);
  expect(container.querySelectorAll('button')).toHaveLength(1);
});
