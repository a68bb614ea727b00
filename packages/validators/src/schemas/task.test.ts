// The task form: assignee required, due date after start date, nothing before 1900-01-01.
import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../constants';
import { formatTaskDay } from '../task-day';
import { taskFormSchema } from './task';
import { messagesAt, parseValid } from './test-helpers';

const valid = {
  title: 'Sediakan slaid lagu Misa Ahad',
  description: 'Lagu untuk Misa belia minggu depan',
  assigneeId: 12,
  startDate: '2026-03-02',
  dueDate: '2026-03-06',
};

const ASSIGNEE = 'Anda mesti memilih ahli untuk tugas ini';
const DUE_AFTER_START = 'Tarikh akhir mesti selepas tarikh mula';

describe('taskFormSchema', () => {
  it('accepts a task; isUrgent defaults to false and status is optional', () => {
    const parsed = parseValid(taskFormSchema, valid);
    expect(parsed.isUrgent).toBe(false);
    expect(parsed.status).toBeUndefined();
    expect(parsed.startDate).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(parsed.dueDate).toEqual(new Date('2026-03-06T00:00:00Z'));
  });

  it('accepts Date objects from the pickers', () => {
    const parsed = parseValid(taskFormSchema, {
      ...valid,
      startDate: new Date(2026, 2, 2),
      dueDate: new Date(2026, 2, 6),
    });
    expect(parsed.dueDate.getTime()).toBeGreaterThan(parsed.startDate.getTime());
  });

  it('accepts each of the 4 statuses and an urgent flag', () => {
    for (const status of TASK_STATUSES) {
      expect(parseValid(taskFormSchema, { ...valid, status, isUrgent: true })).toMatchObject({
        status,
        isUrgent: true,
      });
    }
    expect(taskFormSchema.safeParse({ ...valid, status: 'Dibatalkan' }).success).toBe(false);
    expect(messagesAt(taskFormSchema, { ...valid, isUrgent: 'yes' }, 'isUrgent')).toEqual([
      'Nilai Penting mesti ya (true) atau tidak (false)',
    ]);
  });

  it(`a missing assignee says '${ASSIGNEE}'`, () => {
    const { assigneeId: _a, ...withoutAssignee } = valid;
    expect(messagesAt(taskFormSchema, withoutAssignee, 'assigneeId')).toEqual([ASSIGNEE]);
    expect(messagesAt(taskFormSchema, { ...valid, assigneeId: undefined }, 'assigneeId')).toEqual([ASSIGNEE]);
    expect(messagesAt(taskFormSchema, { ...valid, assigneeId: null }, 'assigneeId')).toEqual([ASSIGNEE]);
  });

  it(`an assignee that is not a member's id says '${ASSIGNEE}'`, () => {
    for (const assigneeId of [0, -3, 1.5, Number.NaN, '', 'Maria']) {
      expect(messagesAt(taskFormSchema, { ...valid, assigneeId }, 'assigneeId')[0]).toBe(ASSIGNEE);
    }
  });

  it('a due date before the start date is refused on the due date field', () => {
    const result = taskFormSchema.safeParse({ ...valid, startDate: '2026-03-06', dueDate: '2026-03-02' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dueDate', DUE_AFTER_START],
    ]);
  });

  it('a due date on the start date is refused: it must be after it', () => {
    expect(messagesAt(taskFormSchema, { ...valid, dueDate: valid.startDate }, 'dueDate')).toEqual([
      DUE_AFTER_START,
    ]);
  });

  it('refuses dates before 1900-01-01 and accepts 1900-01-01 itself', () => {
    expect(messagesAt(taskFormSchema, { ...valid, startDate: '1899-12-31' }, 'startDate')).toEqual([
      'Tarikh tidak boleh sebelum 1 Januari 1900',
    ]);
    expect(
      messagesAt(taskFormSchema, { ...valid, startDate: '1850-01-01', dueDate: '1899-06-30' }, 'dueDate'),
    ).toEqual(['Tarikh tidak boleh sebelum 1 Januari 1900']);
    expect(parseValid(taskFormSchema, { ...valid, startDate: '1900-01-01' }).startDate).toEqual(
      new Date('1900-01-01T00:00:00Z'),
    );
  });

  it('accepts 1900-01-01 picked in Malaysia (the picker allows it; local midnight is still 1899 in UTC)', () => {
    // A date picker running in Asia/Kuala_Lumpur hands the form local midnight of the chosen day.
    const previousTz = process.env.TZ;
    process.env.TZ = 'Asia/Kuala_Lumpur'; // Node applies a changed TZ at once.
    try {
      // Local midnight (in 1900 Malaya kept local mean time, +06:55:25): still 1899 in UTC.
      const pickedInKualaLumpur = new Date(1900, 0, 1);
      expect(pickedInKualaLumpur.getTime()).toBeLessThan(Date.UTC(1900, 0, 1));
      expect(messagesAt(taskFormSchema, { ...valid, startDate: pickedInKualaLumpur }, 'startDate')).toEqual(
        [],
      );
    } finally {
      if (previousTz === undefined) delete process.env.TZ;
      else process.env.TZ = previousTz;
    }
  });

  it('refuses dates after 9999-12-31 (PostgreSQL and toISOString part ways at year 10000) and accepts that day', () => {
    const dueDate = '9999-12-31';
    expect(
      parseValid(taskFormSchema, { ...valid, dueDate })
        .dueDate.toISOString()
        .slice(0, 10),
    ).toBe(dueDate);
    // A picker's Date can reach year 10000 and beyond (to 275760); the wire's 'yyyy-MM-dd' cannot.
    for (const far of [new Date(10000, 0, 1), new Date(275760, 8, 12), '10000-01-01', '+010000-01-01']) {
      expect(messagesAt(taskFormSchema, { ...valid, dueDate: far }, 'dueDate'), String(far)).toEqual([
        'Tarikh tidak sah',
      ]);
    }
  });

  it(`an assignee id beyond a user id's range (2147483647) says '${ASSIGNEE}'`, () => {
    expect(parseValid(taskFormSchema, { ...valid, assigneeId: 2147483647 }).assigneeId).toBe(2147483647);
    for (const assigneeId of [2147483648, 1e20, Number.MAX_SAFE_INTEGER + 2]) {
      const messages = messagesAt(taskFormSchema, { ...valid, assigneeId }, 'assigneeId');
      expect(new Set(messages), String(assigneeId)).toEqual(new Set([ASSIGNEE]));
    }
  });

  it.each(['', 'esok', '2026-13-01', '02/03/2026x'])('refuses the date %j', (startDate) => {
    expect(messagesAt(taskFormSchema, { ...valid, startDate }, 'startDate')).toEqual(['Tarikh tidak sah']);
  });

  it('refuses a missing or null start date instead of reading it as 1 January 1970', () => {
    const { startDate: _s, ...withoutStart } = valid;
    expect(messagesAt(taskFormSchema, withoutStart, 'startDate')).toEqual(['Tarikh tidak sah']);
    expect(messagesAt(taskFormSchema, { ...valid, startDate: null }, 'startDate')).toEqual([
      'Tarikh tidak sah',
    ]);
  });

  it('refuses a calendar day that does not exist instead of rolling it into the next month', () => {
    const input = { ...valid, startDate: '2026-02-01', dueDate: '2026-02-30' };
    expect(messagesAt(taskFormSchema, input, 'dueDate')).toEqual(['Tarikh tidak sah']);
  });

  it('needs a title', () => {
    expect(taskFormSchema.safeParse({ ...valid, title: '' }).success).toBe(false);
    expect(taskFormSchema.safeParse({ ...valid, title: '   ' }).success).toBe(false);
    expect(taskFormSchema.safeParse({ ...valid, title: 't'.repeat(201) }).success).toBe(false);
  });

  it('accepts no description, and refuses one over 2000 characters', () => {
    const { description: _d, ...withoutDescription } = valid;
    expect(parseValid(taskFormSchema, withoutDescription).description).toBeUndefined();
    expect(taskFormSchema.safeParse({ ...valid, description: 'd'.repeat(2001) }).success).toBe(false);
  });
});

describe('formatTaskDay', () => {
  it('shows a calendar day as dd/MM/yyyy, and anything else as it came', () => {
    expect(formatTaskDay('2026-03-02')).toBe('02/03/2026');
    expect(formatTaskDay('1900-01-01')).toBe('01/01/1900');
    expect(formatTaskDay('2026-02-30')).toBe('2026-02-30');
    expect(formatTaskDay('esok')).toBe('esok');
  });
});
