/**
 * CSV for people who open it in a spreadsheet: UTF-8 with a byte-order mark, so Excel reads Bangla
 * names right; RFC 4180 (CRLF line ends, a field holding a comma, a quote, CR or LF is quoted, quotes doubled);
 * and text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or CR: customer names
 * are user input) gets a leading apostrophe, so it shows as the text it is. Numbers are written as they are.
 */

/** A cell: text, a number (amounts: whole taka), or empty. */
export type CsvCell = string | number | null;

const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the byte-order mark, one header row, then a row per item, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
