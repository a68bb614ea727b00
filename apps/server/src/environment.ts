/** The process environment, read here only: config.ts parses it, and the rest of the server gets a Config. */
export function environment(): NodeJS.ProcessEnv {
  return process.env;
}
