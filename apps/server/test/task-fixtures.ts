// What the task tests share: signed-in people, a valid task body, and the task as the API answers it.
import { expect } from 'vitest';
import { registration } from './fixtures';
import { type Client, createClient } from './harness';

export interface Person {
  client: Client;
  id: number;
  name: string;
  email: string;
}

export interface Task {
  id: number;
  title: string;
  description: string | null;
  assignorId: number | null;
  assignorName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  startDate: string;
  dueDate: string;
  isUrgent: boolean;
  status: string;
  createdAt: string;
  updatedAt: string;
  canEdit: boolean;
}

/** Registers an account (with its member entry) and keeps its session. */
export async function signedUp(
  url: string,
  overrides: Parameters<typeof registration>[0] = {},
): Promise<Person> {
  const client = createClient(url);
  const input = registration(overrides);
  const res = await client.post('/api/register', input);
  expect(res.status).toBe(201);
  return { client, id: (res.body as { id: number }).id, name: input.name, email: input.email };
}

/** A task the form accepts, for `assigneeId`. */
export function taskBody(assigneeId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sediakan slaid lagu Misa Ahad',
    description: 'Lagu untuk Misa belia minggu depan',
    assigneeId,
    startDate: '2026-03-02',
    dueDate: '2026-03-06',
    ...overrides,
  };
}

export async function createTask(
  person: Person,
  assigneeId: number,
  overrides: Record<string, unknown> = {},
): Promise<Task> {
  const res = await person.client.post('/api/tasks', taskBody(assigneeId, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Task;
}
