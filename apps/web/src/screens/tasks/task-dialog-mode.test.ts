import { describe, expect, it } from 'vitest';
import { taskDialogMode } from './task-dialog-mode';

const member = { id: 7, role: 'Member' };
const chair = { id: 1, role: 'Pengerusi KUBM' };
const deputy = { id: 2, role: 'Timbalan Pengerusi KUBM' };

describe('taskDialogMode', () => {
  it('creates when there is no task', () => {
    expect(taskDialogMode(member, null)).toBe('create');
    expect(taskDialogMode(chair, null)).toBe('create');
  });

  it('views a task given to you by someone else when you are not leadership', () => {
    expect(taskDialogMode(member, { assignorId: 3, assigneeId: 7, canEdit: false })).toBe('view');
    // The assignee-only rule holds even if a stale answer said otherwise.
    expect(taskDialogMode(member, { assignorId: 3, assigneeId: 7, canEdit: true })).toBe('view');
    // The assignor left (null): still someone else's task.
    expect(taskDialogMode(member, { assignorId: null, assigneeId: 7, canEdit: false })).toBe('view');
  });

  it('edits a task you gave, to yourself or to someone else', () => {
    expect(taskDialogMode(member, { assignorId: 7, assigneeId: 7, canEdit: true })).toBe('edit');
    expect(taskDialogMode(member, { assignorId: 7, assigneeId: 4, canEdit: true })).toBe('edit');
  });

  it('edits any task as chairman or deputy chairman, also one given to them', () => {
    for (const leader of [chair, deputy]) {
      expect(taskDialogMode(leader, { assignorId: 3, assigneeId: leader.id, canEdit: true })).toBe('edit');
      expect(taskDialogMode(leader, { assignorId: 3, assigneeId: 4, canEdit: true })).toBe('edit');
    }
  });

  it('views where the server does not allow a change', () => {
    expect(taskDialogMode(member, { assignorId: 3, assigneeId: 4, canEdit: false })).toBe('view');
    expect(taskDialogMode(null, { assignorId: 3, assigneeId: 4, canEdit: false })).toBe('view');
  });
});
