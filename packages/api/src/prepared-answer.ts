// An answer checked and serialised once, then sent as it is until its data changes (the calendar's upcoming
// events, the voting results, the member lists): a request pays for neither the output check nor JSON.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { type OutputCheck, outputCheck } from './output-check';

export interface PreparedAnswer {
  readonly json: string;
  /** A strong validator of `json`, for answers clients revalidate. */
  readonly etag: string;
  /** Copies of `json` by content coding (`identity`: its UTF-8 bytes), made by the server on first use. */
  readonly encoded: Map<string, Buffer>;
}

const prepared = new WeakMap<object, PreparedAnswer>();

export function bodyEtag(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;
}

// Shared by every request that gets it: frozen, so a slip that would change it for all throws instead.
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** Checks `value` with the procedure's own output schema, once; the answer is the checked copy. */
export function prepareAnswer<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const checked = schema.parse(value) as z.output<S>;
  if (typeof checked !== 'object' || checked === null) throw new TypeError('only objects can be prepared');
  deepFreeze(checked);
  const json = JSON.stringify(checked);
  prepared.set(checked, { json, etag: bodyEtag(json), encoded: new Map() });
  return checked;
}

export function preparedAnswerOf(value: unknown): PreparedAnswer | undefined {
  return typeof value === 'object' && value !== null ? prepared.get(value) : undefined;
}

/** A procedure's output check that lets a prepared answer through as it is and checks anything else. */
export function preparedOutput<S extends z.ZodType>(schema: S): OutputCheck<S> {
  return outputCheck(schema, (value) => preparedAnswerOf(value) !== undefined);
}
