import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | null;

/** Excel reads a UTF-8 file as UTF-8 (Korean intact) only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/** A text cell that a spreadsheet would run as a formula is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: CsvValue[]) => `${values.map(cell).join(',')}\r\n`;

/** A time as Seoul wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
export const seoulTime = (iso: string | Date) => new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Streams a CSV file: the header, then each batch of rows as it is read (the socket's pace decides when the next is read). */
export function sendCsv(reply: FastifyReply, fileName: string, header: string[], batches: AsyncIterable<CsvValue[][]>) {
  async function* lines() {
    yield BOM + csvLine(header);
    for await (const rows of batches) {
      let chunk = '';
      for (const row of rows) chunk += csvLine(row);
      if (chunk) yield chunk;
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** One batch: for lists that are read whole (a year of days, the games, the members). */
export async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}
