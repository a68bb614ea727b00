// The HTTP methods this server answers. Anything else (TRACE, PROPFIND, PATCH, OPTIONS, …) is refused
// with 405 before a handler runs: the fetch API behind tRPC and REST throws on some of them (TRACE),
// and the others mean nothing here. There is no CORS, so OPTIONS has nothing to answer.
export const METHOD_NOT_ALLOWED_MESSAGE = 'Kaedah HTTP tidak dibenarkan untuk laluan ini';
export const METHOD_NOT_ALLOWED_BODY = JSON.stringify({ message: METHOD_NOT_ALLOWED_MESSAGE });

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']);

export function isKnownMethod(method: string): boolean {
  return KNOWN_METHODS.has(method);
}
