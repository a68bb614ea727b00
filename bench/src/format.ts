// How figures print: a Markdown table (pasteable into an issue) with right-aligned numbers.

const MISSING = '–';

export function formatInteger(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : MISSING;
}

export function formatFixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : MISSING;
}

export function formatMs(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : MISSING;
}

export function formatSeconds(ms: number): string {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : MISSING;
}

export function formatMegabytes(bytes: number): string {
  return Number.isFinite(bytes) ? `${Math.round(bytes / 1_048_576)} MB` : MISSING;
}

export function formatKilobytes(bytes: number): string {
  return Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : MISSING;
}

/** Columns whose every body cell starts with a digit (or is missing) are right-aligned. */
function isNumericColumn(rows: readonly (readonly string[])[], column: number): boolean {
  return rows.every((row) => {
    const cell = row[column] ?? '';
    return cell === MISSING || /^[\d.]/.test(cell);
  });
}

export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const numeric = headers.map((_, column) => rows.length > 0 && isNumericColumn(rows, column));
  const pad = (cell: string, column: number) => {
    const width = widths[column] ?? 0;
    return numeric[column] ? cell.padStart(width) : cell.padEnd(width);
  };
  const line = (cells: readonly string[]) =>
    `| ${headers.map((_, c) => pad(cells[c] ?? '', c)).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
