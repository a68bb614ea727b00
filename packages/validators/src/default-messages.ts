// Malay texts where a schema names none (zod's are English). No numbers: the OpenAPI document states the
// limits, and a fixed set lets tests check that every 400 says one of them.
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

export function useMalayDefaultMessages(): void {
  z.config({ customError: malayDefaultMessage });
}
