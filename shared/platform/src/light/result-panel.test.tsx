import { render, screen } from '@testing-library/react';
import { ResultPanel } from './result-panel';

test("a page's answer: its title is the page's h1, the line under it, then its one way on", () => {
  render(
    <ResultPanel title="Game not found." subTitle="This provider does not exist.">
      <a href="/">Go home</a>
    </ResultPanel>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Game not found.' })).toBeInTheDocument();
  expect(screen.getByText('This provider does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
});
