/** Under vitest or NODE_ENV=test a procedure's undeclared error fails the call; elsewhere it is logged. */
export const UNDER_TEST =
  typeof process !== 'undefined' && (process.env.VITEST !== undefined || process.env.NODE_ENV === 'test');
