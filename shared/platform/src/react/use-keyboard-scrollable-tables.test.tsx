import { render } from '@testing-library/react';
import { useKeyboardScrollableTables } from './use-keyboard-scrollable-tables';

function Page({ rows }: { rows: number }) {
  useKeyboardScrollableTables();
  return (
    <div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ant-table-content" data-testid={`table-${i}`} />
      ))}
    </div>
  );
}

it("gives every table's scroll area the keyboard focus, also one that appears later", async () => {
  const { rerender, getByTestId } = render(<Page rows={1} />);
  expect(getByTestId('table-0')).toHaveAttribute('tabindex', '0');
  rerender(<Page rows={2} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(getByTestId('table-1')).toHaveAttribute('tabindex', '0');
});
