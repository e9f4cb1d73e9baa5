import { within } from '@testing-library/react';

/** The column headers a table shows, left to right (to hold against its CSV's header row, contract `reportHeader`). */
export const headersOf = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);
