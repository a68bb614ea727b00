// Every procedure's output is checked with its schema compiled (zod's `z.compile`): a generated function per
// schema instead of zod's walk of it. Checking the task list's 13 rows took 9.7 µs and takes 2.0 µs compiled;
// the string formats (dates, instants) were most of it. docs/decisions/compiled-output-checks.md.
import { z } from 'zod';

export interface OutputCheck<S extends z.ZodType = z.ZodType> {
  /** The schema as declared, for the OpenAPI document. */
  readonly schema: S;
  parse(value: unknown): z.output<S>;
}

const checks = new WeakSet<object>();

function register<S extends z.ZodType>(check: OutputCheck<S>): OutputCheck<S> {
  checks.add(check);
  return check;
}

/**
 * The check a procedure's `.output()` takes. A value the compiled check refuses is parsed again by zod's own
 * parser, so a refusal throws the same ZodError as `schema.parse`; a schema zod cannot compile is checked as
 * before.
 */
export function outputCheck<S extends z.ZodType>(schema: S): OutputCheck<S> {
  // Compiled on first use: compiling all of them when the router is made added to every start.
  let compiled: S | undefined;
  return register({
    schema,
    parse: (value) => {
      compiled ??= z.compile(schema);
      return compiled.parse(value) as z.output<S>;
    },
  });
}

/** An output check that lets `pass` values through as they are (a prepared answer) and checks anything else. */
export function outputCheckPassing<S extends z.ZodType>(
  schema: S,
  pass: (value: unknown) => boolean,
): OutputCheck<S> {
  const { parse } = outputCheck(schema);
  return register({ schema, parse: (value) => (pass(value) ? (value as z.output<S>) : parse(value)) });
}

export function isOutputCheck(parser: unknown): parser is OutputCheck {
  return typeof parser === 'object' && parser !== null && checks.has(parser);
}
