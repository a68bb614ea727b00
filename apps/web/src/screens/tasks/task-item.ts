import type { RouterOutputs } from '@kubm/api';

export type TaskItem = RouterOutputs['tasks']['list'][number];

/** Shown where the assignor or assignee has left the committee (the API sends null then). */
export const FORMER_MEMBER = 'Bekas ahli';

export function personName(name: string | null): string {
  return name ?? FORMER_MEMBER;
}
