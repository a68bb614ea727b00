// Other methods get a 405 before a handler runs: fetch throws on some (TRACE), and with no CORS
// OPTIONS has nothing to answer. docs/decisions/unknown-methods-405.md.
export const METHOD_NOT_ALLOWED_MESSAGE = 'Kaedah HTTP tidak dibenarkan untuk laluan ini';
export const METHOD_NOT_ALLOWED_BODY = JSON.stringify({ message: METHOD_NOT_ALLOWED_MESSAGE });

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']);

export function isKnownMethod(method: string): boolean {
  return KNOWN_METHODS.has(method);
}
