// CSV writing per RFC 4180, made safe to open in a spreadsheet.

/** Excel reads a CSV as the machine's legacy code page unless it starts with this; Malay names need UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** RFC 4180: records end with CRLF. */
const CSV_EOL = '\r\n';

/**
 * A spreadsheet treats a cell starting with one of these as a formula (or, for tab and CR, may strip them
 * and then meet one). Member data is typed by members themselves, so a name like `=HYPERLINK(...)` would
 * run in the reader's spreadsheet: OWASP's "CSV injection". A leading apostrophe makes the cell text.
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** Prefixes an apostrophe to a value a spreadsheet would read as a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_STARTS.some((start) => value.startsWith(start)) ? `'${value}` : value;
}

/** One field: formula-neutralised, then quoted (quotes doubled) when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: BOM, header, one record per row, every record ending with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(','));
  return UTF8_BOM + lines.map((line) => line + CSV_EOL).join('');
}
