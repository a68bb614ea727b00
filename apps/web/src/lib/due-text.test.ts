import { describe, expect, it } from 'vitest';
import { dueText } from './due-text';

describe('dueText', () => {
  it('says today, tomorrow and the days left', () => {
    expect(dueText('2026-03-02', '2026-03-02')).toEqual({ text: 'hari ini', late: false });
    expect(dueText('2026-03-03', '2026-03-02')).toEqual({ text: 'esok', late: false });
    expect(dueText('2026-03-05', '2026-03-02')).toEqual({ text: '3 hari lagi', late: false });
  });

  it('says how late a passed day is', () => {
    expect(dueText('2026-03-01', '2026-03-02')).toEqual({ text: 'lewat 1 hari', late: true });
    expect(dueText('2026-02-28', '2026-03-02')).toEqual({ text: 'lewat 2 hari', late: true });
  });

  it('counts calendar days across month, leap-day and year ends', () => {
    expect(dueText('2024-03-01', '2024-02-28').text).toBe('2 hari lagi');
    expect(dueText('2026-01-01', '2025-12-31').text).toBe('esok');
    expect(dueText('2027-01-01', '2026-01-01').text).toBe('365 hari lagi');
  });

  it('gives no text for an unreadable day', () => {
    expect(dueText('2026-02-30', '2026-03-02')).toEqual({ text: '', late: false });
    expect(dueText('2026-03-02', '')).toEqual({ text: '', late: false });
  });
});
