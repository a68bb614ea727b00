// Malay texts for whatever a schema does not name itself (zod's own defaults are English): set once with
// `useMalayDefaultMessages()` (the server does it where tRPC is set up), so no library text reaches a client.
// Messages a schema names (MSG, spec §5) always win over these. The texts carry no numbers: the OpenAPI
// document states every limit, and a fixed set lets tests check that every 400 says one of them.
import { z } from 'zod';

export const DEFAULT_MSG = {
  required: 'Medan ini diperlukan',
  expectedText: 'Nilai mesti teks',
  expectedNumber: 'Nilai mesti nombor',
  expectedInteger: 'Nilai mesti nombor bulat',
  expectedBoolean: 'Nilai mesti ya (true) atau tidak (false)',
  expectedList: 'Nilai mesti senarai',
  expectedObject: 'Nilai mesti objek JSON',
  invalidType: 'Jenis nilai tidak sah',
  tooSmall: 'Nilai terlalu kecil atau terlalu pendek',
  tooBig: 'Nilai terlalu besar atau terlalu panjang',
  invalidFormat: 'Format nilai tidak sah',
  invalidValue: 'Nilai tidak dibenarkan',
  unknownField: 'Medan tidak dikenali',
  invalid: 'Input tidak sah',
} as const;

const EXPECTED: Record<string, string> = {
  string: DEFAULT_MSG.expectedText,
  number: DEFAULT_MSG.expectedNumber,
  int: DEFAULT_MSG.expectedInteger,
  bigint: DEFAULT_MSG.expectedInteger,
  boolean: DEFAULT_MSG.expectedBoolean,
  array: DEFAULT_MSG.expectedList,
  tuple: DEFAULT_MSG.expectedList,
  object: DEFAULT_MSG.expectedObject,
  record: DEFAULT_MSG.expectedObject,
};

/** The Malay default for one issue (zod 4's issue shapes). */
export function malayDefaultMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return DEFAULT_MSG.required;
      return EXPECTED[issue.expected] ?? DEFAULT_MSG.invalidType;
    case 'too_small':
      return DEFAULT_MSG.tooSmall;
    case 'too_big':
      return DEFAULT_MSG.tooBig;
    case 'invalid_format':
      return DEFAULT_MSG.invalidFormat;
    case 'invalid_value':
      return DEFAULT_MSG.invalidValue;
    case 'unrecognized_keys':
      return DEFAULT_MSG.unknownField;
    default:
      return DEFAULT_MSG.invalid;
  }
}

/** Makes the Malay defaults zod's own, for every schema in this process. */
export function useMalayDefaultMessages(): void {
  z.config({ customError: malayDefaultMessage });
}
