import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | null;

/** Excel reads a UTF-8 file as UTF-8 (Korean intact) only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

/** A text cell that a spreadsheet would run as a formula is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: numbers as they are, booleans as Y/N, text quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** A batch of a CSV file: rows of cells, or lines already written (each field by `csvCell`, each line ended by CRLF). */
export type CsvBatch = CsvValue[][] | string;

/**
 * Lines per chunk written to the socket. A chunk stays under V8's large-object size (128 KiB; a
 * line holding Korean text is two bytes a character), so it is freed by a minor collection:
 * with 2,000-line chunks, which go to the large-object space and wait for a full collection, the
 * bench's million-row export grew the API by 20-70 MB more, and ran slower (bench/README.md).
 */
export const CSV_CHUNK_LINES = 256;

/**
 * Streams a CSV file: the header, then each batch of rows as it is read. The socket's pace
 * decides when the next is read: a byte stream holds at most one chunk ahead (an object stream
 * would queue 16).
 */
export function sendCsv(reply: FastifyReply, fileName: string, header: string[], batches: AsyncIterable<CsvBatch>) {
  async function* lines() {
    yield BOM + csvLine(header);
    for await (const rows of batches) {
      if (typeof rows === 'string') {
        if (rows) yield rows;
        continue;
      }
      for (let i = 0; i < rows.length; i += CSV_CHUNK_LINES) {
        let chunk = '';
        for (const row of rows.slice(i, i + CSV_CHUNK_LINES)) chunk += csvLine(row);
        yield chunk;
      }
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines(), { objectMode: false }));
}

/** One batch: for lists that are read whole (a year of days, the games, the members). */
export async function* once<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}
