import { describe, expect, it } from 'vitest';
import { openTasksOf } from './open-tasks';

const task = (id: number, over: Partial<Parameters<typeof openTasksOf>[0][number]> = {}) => ({
  id,
  title: `Tugas ${id}`,
  assigneeId: 7,
  dueDate: '2026-12-01',
  isUrgent: false,
  status: 'Belum Selesai',
  ...over,
});

describe('openTasksOf', () => {
  it("keeps the member's own tasks that are not 'Selesai'", () => {
    const tasks = [
      task(1),
      task(2, { status: 'Selesai' }),
      task(3, { assigneeId: 8 }),
      task(4, { assigneeId: null }),
      task(5, { status: 'Terlewat Masa' }),
      task(6, { status: 'Sedang Dijalankan' }),
    ];
    expect(openTasksOf(tasks, 7).map((t) => t.id)).toEqual([1, 5, 6]);
  });

  it('puts the next due first, an urgent one first on the same day', () => {
    const tasks = [
      task(1, { dueDate: '2026-12-10' }),
      task(2, { dueDate: '2026-11-20' }),
      task(3, { dueDate: '2026-12-01', title: 'B' }),
      task(4, { dueDate: '2026-12-01', title: 'A' }),
      task(5, { dueDate: '2026-12-01', title: 'C', isUrgent: true }),
    ];
    expect(openTasksOf(tasks, 7).map((t) => t.id)).toEqual([2, 5, 4, 3, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const tasks = [task(1, { dueDate: '2026-12-10' }), task(2, { dueDate: '2026-11-20' })];
    openTasksOf(tasks, 7);
    expect(tasks.map((t) => t.id)).toEqual([1, 2]);
  });
});
