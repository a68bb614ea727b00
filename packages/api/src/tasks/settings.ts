export interface TaskListSettings {
  /** Tasks per answer of the board or the old tasks. */
  pageSize: number;
  /** Days after its last update that a finished task leaves the board for 'Tugas lama'. */
  archiveDays: number;
}

// A committee's board (open tasks and a quarter's finished ones) fits one page of ~80 KB.
export const DEFAULT_TASK_LIST_SETTINGS: TaskListSettings = { pageSize: 200, archiveDays: 90 };
