// Outputs are our own data: zod's compiled copy of a schema checks them several times faster than its walk.
import { z } from 'zod';

export interface OutputCheck<S extends z.ZodType = z.ZodType> {
  /** The schema as declared, for the OpenAPI document. */
  readonly schema: S;
  parse(value: unknown): z.output<S>;
}

const checks = new WeakSet<object>();

// What the compiled copy refuses, zod's runtime parser parses again: the same ZodError as `schema.parse`.
function compiledParse<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  let compiled: S | undefined; // on first use, not at start-up
  return (value) => {
    compiled ??= z.compile(schema);
    return compiled.parse(value) as z.output<S>;
  };
}

/** The check a procedure's `.output()` takes; `pass` lets values through unchecked (a prepared answer). */
export function outputCheck<S extends z.ZodType>(
  schema: S,
  pass?: (value: unknown) => boolean,
): OutputCheck<S> {
  const parse = compiledParse(schema);
  const check: OutputCheck<S> = {
    schema,
    parse: pass ? (value) => (pass(value) ? (value as z.output<S>) : parse(value)) : parse,
  };
  checks.add(check);
  return check;
}

export function isOutputCheck(parser: unknown): parser is OutputCheck {
  return typeof parser === 'object' && parser !== null && checks.has(parser);
}
