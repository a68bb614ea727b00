import { describe, expect, it } from 'vitest';
import { dayFrom, memberEmail } from './seed';
import { BENCH_MEMBERS, BENCH_TASKS } from './seed-data';

describe('the seed data', () => {
  it('has about 35 members with unique addresses, a few photos and the AJK UTAMA roles to grant', () => {
    expect(BENCH_MEMBERS.length + 1).toBe(35);
    expect(new Set(BENCH_MEMBERS.map(memberEmail)).size).toBe(BENCH_MEMBERS.length);
    expect(new Set(BENCH_MEMBERS.map((m) => m.phone)).size).toBe(BENCH_MEMBERS.length);
    expect(BENCH_MEMBERS.filter((m) => m.photo).length).toBeGreaterThanOrEqual(5);
    expect(BENCH_MEMBERS.filter((m) => m.appointed).map((m) => m.appointed)).toEqual([
      'Timbalan Pengerusi KUBM',
      'Setiausaha',
      'Bendahari',
      'Ahli Kehormat',
    ]);
  });

  it('has tasks in all four statuses between members who exist', () => {
    const keys = new Set(['chair', ...BENCH_MEMBERS.map((m) => m.key)]);
    expect(BENCH_TASKS.length).toBeGreaterThanOrEqual(10);
    for (const task of BENCH_TASKS) {
      expect(keys.has(task.assignor) && keys.has(task.assignee)).toBe(true);
      expect(task.dueInDays).toBeGreaterThan(task.startInDays);
    }
    expect(new Set(BENCH_TASKS.map((t) => t.status)).size).toBe(4);
    expect(new Set(BENCH_TASKS.map((t) => t.assignee)).size).toBeGreaterThan(5);
  });
});

describe('dayFrom', () => {
  it('counts calendar days from now', () => {
    const now = Date.parse('2026-11-27T03:30:00Z');
    expect(dayFrom(now, 0)).toBe('2026-11-27');
    expect(dayFrom(now, -27)).toBe('2026-10-31');
    expect(dayFrom(now, 35)).toBe('2027-01-01');
  });
});
