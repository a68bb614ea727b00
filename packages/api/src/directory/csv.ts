// Excel reads a CSV as the legacy code page unless it starts with this; Malay names need UTF-8.
export const UTF8_BOM = '\uFEFF';

const CSV_EOL = '\r\n';

// OWASP's "CSV injection": members type their own data, and `=HYPERLINK(...)` would run in a reader's sheet.
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

export function neutraliseFormula(value: string): string {
  return FORMULA_STARTS.some((start) => value.startsWith(start)) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(','));
  return UTF8_BOM + lines.map((line) => line + CSV_EOL).join('');
}
