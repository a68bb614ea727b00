import { describe, expect, it } from 'vitest';
import { resolveTaskMode, taskTabs } from './task-tabs';

const labels = (role: string | null) => taskTabs(role === null ? null : { role }).map((tab) => tab.label);

describe('taskTabs', () => {
  it('gives leadership all three tabs', () => {
    const three = ['Tugas Ditugaskan Kepada Anda', 'Tugas Anda Buat', 'Semua Tugas'];
    expect(labels('Pengerusi KUBM')).toEqual(three);
    expect(labels('Timbalan Pengerusi KUBM')).toEqual(three);
    expect(taskTabs({ role: 'Pengerusi KUBM' }).map((tab) => tab.mode)).toEqual([
      'assigned',
      'created',
      'all',
    ]);
  });

  it('gives everyone else the first two', () => {
    for (const role of ['Member', 'Setiausaha', 'Ketua Ministri', 'Ahli Biasa', null]) {
      expect(labels(role)).toEqual(['Tugas Ditugaskan Kepada Anda', 'Tugas Anda Buat']);
    }
  });
});

describe('short labels', () => {
  it('are short and part of the spec name (WCAG 2.5.3: the visible words are in the accessible name)', () => {
    for (const tab of taskTabs({ role: 'Pengerusi KUBM' })) {
      expect(tab.label).toContain(tab.short);
      expect(tab.short.length).toBeLessThanOrEqual(12);
    }
  });
});

describe('resolveTaskMode', () => {
  it('keeps an offered tab and falls back to the first one otherwise', () => {
    const memberTabs = taskTabs({ role: 'Member' });
    expect(resolveTaskMode(memberTabs, 'created')).toBe('created');
    expect(resolveTaskMode(memberTabs, 'all')).toBe('assigned');
    expect(resolveTaskMode(taskTabs({ role: 'Pengerusi KUBM' }), 'all')).toBe('all');
  });
});
