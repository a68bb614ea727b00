export function environment(): NodeJS.ProcessEnv {
  return process.env;
}
