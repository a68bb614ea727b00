import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatInteger,
  formatKilobytes,
  formatMegabytes,
  formatMs,
  formatTable,
} from './format';

describe('figures', () => {
  it('prints numbers for people and a dash for a missing one', () => {
    expect(formatInteger(4065.4)).toBe('4,065');
    expect(formatMs(23.6)).toBe('24 ms');
    expect(formatMegabytes(176 * 1_048_576)).toBe('176 MB');
    expect(formatKilobytes(1536)).toBe('1.5 KB');
    expect(formatFixed(0.1734, 2)).toBe('0.17');
    expect(formatFixed(Number.NaN, 2)).toBe('–');
  });
});

describe('formatTable', () => {
  it('draws a Markdown table with text left and numbers right-aligned', () => {
    const table = formatTable(
      ['route', 'req/s', 'ratio'],
      [
        ['GET /api/links', '699', '0.17'],
        ['GET /api/health', '2,462', '–'],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| route           | req/s | ratio |',
      '|-----------------|------:|------:|',
      '| GET /api/links  |   699 |  0.17 |',
      '| GET /api/health | 2,462 |     – |',
    ]);
  });

  it('keeps a column of text left-aligned even when some cells are numbers', () => {
    const table = formatTable(
      ['database', 'runs'],
      [
        ['PGlite', '3'],
        ['3', '1'],
      ],
    );
    expect(table.split('\n')[1]).toBe('|----------|-----:|');
    expect(formatTable(['a'], [['x']]).split('\n')[2]).toBe('| x |');
  });
});
