export {
  createRestHandler,
  jsonResponse,
  REST_MESSAGES,
  type RestErrorInfo,
  type RestHandler,
  type RestHandlerOptions,
} from './handler';
export { generateOpenApiDocument, type OpenApiOptions } from './openapi';
export { collectRoutes, type RestRoute } from './routes';
