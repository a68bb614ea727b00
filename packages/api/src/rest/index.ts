export { GENERIC_ERROR_MESSAGE } from '../errors';
export { type RawFile, rawFileSchema } from '../raw-file';
export {
  createRestCore,
  createRestHandler,
  jsonResponse,
  REST_MESSAGES,
  type RestCore,
  type RestErrorInfo,
  type RestHandler,
  type RestHandlerOptions,
  type SessionlessRead,
} from './handler';
export type { RestRequest, RestTarget } from './input';
export { generateOpenApiDocument, type OpenApiOptions } from './openapi';
export { type RestReply, restReply } from './reply';
export { etagMatches } from './revalidate';
export { collectRoutes, type RestRoute } from './routes';
