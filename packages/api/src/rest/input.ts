export function takesInput(inputs: unknown[]): boolean {
  return inputs.some((parser) => {
    const type = (parser as { _zod?: { def?: { type?: string } } })._zod?.def?.type;
    return type !== 'void' && type !== 'undefined';
  });
}

export interface RestRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** What REST reads of the request's URL: a `URL`, or the server's cheaper stand-in for a plain target. */
export type RestTarget = Pick<URL, 'pathname' | 'searchParams'>;

import { BAD_JSON_MESSAGE } from '../errors';

export class RestInputError extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const INPUT_MESSAGES = {
  badJson: BAD_JSON_MESSAGE,
  unsupportedType: 'Jenis kandungan tidak disokong: gunakan application/json',
} as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryObject(target: RestTarget): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(target.searchParams.keys())) {
    const values = target.searchParams.getAll(key);
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}

async function jsonBody(req: RestRequest): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === '') return {};
  const contentType = req.headers.get('content-type')?.toLowerCase() ?? '';
  if (!contentType.startsWith('application/json')) {
    throw new RestInputError(415, INPUT_MESSAGES.unsupportedType);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RestInputError(400, INPUT_MESSAGES.badJson);
  }
}

export async function readRestInput(
  req: RestRequest,
  target: RestTarget,
  params: Record<string, string>,
): Promise<unknown> {
  const raw = req.method === 'GET' || req.method === 'DELETE' ? queryObject(target) : await jsonBody(req);
  // Path params win: `/users/1` edits user 1, whatever the body says.
  return isPlainObject(raw) ? { ...raw, ...params } : raw;
}
