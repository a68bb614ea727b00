import { TASK_STATUSES } from '@kubm/validators';
import { describe, expect, it } from 'vitest';
import { BLANK_STATUS_LABEL, groupTasksByStatus, isTaskStatus } from './task-groups';

const task = (id: number, status: string) => ({ id, status });
const summary = (tasks: readonly { id: number; status: string }[]) =>
  groupTasksByStatus(tasks).map((group) => [group.label, group.tasks.map((t) => t.id)]);

describe('groupTasksByStatus', () => {
  it('groups in the order of the four statuses, whatever order the tasks come in', () => {
    const tasks = [
      task(1, 'Selesai'),
      task(2, 'Terlewat Masa'),
      task(3, 'Belum Selesai'),
      task(4, 'Sedang Dijalankan'),
    ];
    expect(groupTasksByStatus(tasks).map((group) => group.status)).toEqual([...TASK_STATUSES]);
  });

  it('keeps the list order inside a group and counts each group', () => {
    const tasks = [
      task(5, 'Belum Selesai'),
      task(2, 'Selesai'),
      task(9, 'Belum Selesai'),
      task(1, 'Belum Selesai'),
    ];
    const groups = groupTasksByStatus(tasks);
    expect(summary(tasks)).toEqual([
      ['Belum Selesai', [5, 9, 1]],
      ['Selesai', [2]],
    ]);
    expect(groups.map((group) => group.tasks.length)).toEqual([3, 1]);
  });

  it('leaves out the statuses nobody has', () => {
    expect(summary([task(1, 'Sedang Dijalankan')])).toEqual([['Sedang Dijalankan', [1]]]);
    expect(groupTasksByStatus([])).toEqual([]);
  });

  it('with allKnown, keeps all four statuses, empty or not, then the unknown ones', () => {
    const groups = groupTasksByStatus([task(1, 'Selesai'), task(2, 'Dibatalkan')], { allKnown: true });
    expect(groups.map((group) => [group.status, group.tasks.length])).toEqual([
      ['Belum Selesai', 0],
      ['Sedang Dijalankan', 0],
      ['Selesai', 1],
      ['Terlewat Masa', 0],
      ['Dibatalkan', 1],
    ]);
  });

  it('puts an unknown status in its own group after the four', () => {
    const tasks = [task(1, 'Dibatalkan'), task(2, 'Selesai'), task(3, 'Ditangguh'), task(4, 'Dibatalkan')];
    const groups = groupTasksByStatus(tasks);
    expect(summary(tasks)).toEqual([
      ['Selesai', [2]],
      ['Dibatalkan', [1, 4]],
      ['Ditangguh', [3]],
    ]);
    expect(groups.map((group) => group.known)).toEqual([true, false, false]);
  });

  it('matches statuses exactly: another spelling is a status of its own', () => {
    expect(summary([task(1, 'selesai'), task(2, 'Selesai')])).toEqual([
      ['Selesai', [2]],
      ['selesai', [1]],
    ]);
  });

  it('gives a blank status a heading', () => {
    expect(summary([task(1, '')])).toEqual([[BLANK_STATUS_LABEL, [1]]]);
  });
});

describe('isTaskStatus', () => {
  it('knows the four statuses only', () => {
    for (const status of TASK_STATUSES) expect(isTaskStatus(status)).toBe(true);
    expect(isTaskStatus('Dibatalkan')).toBe(false);
  });
});
