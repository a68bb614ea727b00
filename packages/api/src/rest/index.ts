export { SESSION_COOKIE_NAME } from '../auth/sessions';
export { GENERIC_ERROR_MESSAGE } from '../errors';
export {
  createRestHandler,
  jsonResponse,
  REST_MESSAGES,
  type RestErrorInfo,
  type RestHandler,
  type RestHandlerOptions,
} from './handler';
export { generateOpenApiDocument, type OpenApiOptions } from './openapi';
export { type RawFile, rawFileSchema } from './raw-file';
export { collectRoutes, type RestRoute } from './routes';
