import { taskFormSchema } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import {
  dueDateMin,
  EARLIEST_START_DATE,
  formatTaskDate,
  taskDueText,
  todayDay,
  todayInKualaLumpur,
  toWireDay,
} from './task-dates';

describe('formatTaskDate', () => {
  it('shows a calendar day as dd/MM/yyyy', () => {
    expect(formatTaskDate('2026-03-02')).toBe('02/03/2026');
    expect(formatTaskDate('1900-01-01')).toBe('01/01/1900');
    expect(formatTaskDate('2024-12-31')).toBe('31/12/2024');
  });

  it('shows an unreadable value as it came instead of a wrong day', () => {
    expect(formatTaskDate('2026-02-30')).toBe('2026-02-30');
    expect(formatTaskDate('esok')).toBe('esok');
    expect(formatTaskDate('')).toBe('');
  });
});

describe('dueDateMin', () => {
  it('is the day after the chosen start: the due date must be after it', () => {
    expect(dueDateMin('2026-03-02')).toBe('2026-03-03');
  });

  it('crosses month, leap-day and year ends', () => {
    expect(dueDateMin('2026-01-31')).toBe('2026-02-01');
    expect(dueDateMin('2024-02-28')).toBe('2024-02-29');
    expect(dueDateMin('2025-02-28')).toBe('2025-03-01');
    expect(dueDateMin('2025-12-31')).toBe('2026-01-01');
  });

  it('is the day after 1900-01-01 without a start, or with one before 1900', () => {
    expect(EARLIEST_START_DATE).toBe('1900-01-01');
    expect(dueDateMin('')).toBe('1900-01-02');
    expect(dueDateMin('2026-02-30')).toBe('1900-01-02');
    expect(dueDateMin('1850-06-01')).toBe('1900-01-02');
    expect(dueDateMin('1900-01-01')).toBe('1900-01-02');
  });

  it('offers exactly the days the form accepts: the minimum passes, the day before it does not', () => {
    const task = { title: 'Slaid', assigneeId: 3, startDate: '2026-03-02' };
    const min = dueDateMin(task.startDate);
    expect(taskFormSchema.safeParse({ ...task, dueDate: min }).success).toBe(true);
    expect(taskFormSchema.safeParse({ ...task, dueDate: task.startDate }).success).toBe(false);
  });

  it('is the first day the rule accepts for every start of a leap year, and of years far apart', () => {
    const starts: string[] = [];
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() === 2024; ) {
      starts.push(day.toISOString().slice(0, 10));
      day.setUTCDate(day.getUTCDate() + 1);
    }
    starts.push('1900-01-01', '1982-01-01', '2099-12-31', '9999-12-30');
    for (const startDate of starts) {
      const min = dueDateMin(startDate);
      const task = { title: 'Slaid', assigneeId: 3, startDate };
      expect(taskFormSchema.safeParse({ ...task, dueDate: min }).success, `${startDate} → ${min}`).toBe(true);
      expect(taskFormSchema.safeParse({ ...task, dueDate: startDate }).success, startDate).toBe(false);
      expect(min > startDate, startDate).toBe(true);
    }
  });
});

describe('todayInKualaLumpur', () => {
  it("is the day in Kuala Lumpur (UTC+8), whatever this machine's zone", () => {
    expect(todayInKualaLumpur(Date.UTC(2026, 2, 1, 15, 59))).toBe('2026-03-01');
    expect(todayInKualaLumpur(Date.UTC(2026, 2, 1, 16, 0))).toBe('2026-03-02');
    expect(todayInKualaLumpur(new Date(Date.UTC(2026, 11, 31, 16, 30)))).toBe('2027-01-01');
  });

  it('agrees with the time-zone database on every hour of a year', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const instant = Date.UTC(2026, 0, 1) + hour * 3_600_000;
      expect(todayInKualaLumpur(instant)).toBe(zone.format(instant));
    }
  });
});

describe('taskDueText', () => {
  it('is the due date in words, late once passed', () => {
    expect(taskDueText({ status: 'Belum Selesai', dueDate: '2026-03-05' }, '2026-03-02')).toEqual({
      text: '3 hari lagi',
      late: false,
    });
    expect(taskDueText({ status: 'Terlewat Masa', dueDate: '2026-02-28' }, '2026-03-02')).toEqual({
      text: 'lewat 2 hari',
      late: true,
    });
  });

  it("says nothing, and is never late, once 'Selesai'", () => {
    expect(taskDueText({ status: 'Selesai', dueDate: '2026-02-28' }, '2026-03-02')).toEqual({
      text: '',
      late: false,
    });
  });
});

describe('todayDay', () => {
  it('is the local calendar day', () => {
    expect(todayDay(new Date(2026, 2, 2, 23, 59))).toBe('2026-03-02');
    expect(todayDay(new Date(2026, 2, 3, 0, 1))).toBe('2026-03-03');
  });
});

describe('toWireDay', () => {
  it('turns the day the form parsed back into the string the API takes', () => {
    const parsed = taskFormSchema.parse({
      title: 'Slaid',
      assigneeId: 3,
      startDate: '1900-01-01',
      dueDate: '2026-03-06',
    });
    expect(toWireDay(parsed.startDate)).toBe('1900-01-01');
    expect(toWireDay(parsed.dueDate)).toBe('2026-03-06');
  });
});
