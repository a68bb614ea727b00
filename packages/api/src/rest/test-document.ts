// For tests: the OpenAPI document of a router, as the server would serve it at a fixed address.
import type { AnyRouter } from '@trpc/server';
import { generateOpenApiDocument } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk a JSON document of unknown shape.
export type JsonTree = any;

export function testDocument(router: AnyRouter): JsonTree {
  return generateOpenApiDocument(router, {
    title: 'Portal KUBM API',
    version: '1.0.0',
    baseUrl: 'http://localhost:3000/api',
  });
}
