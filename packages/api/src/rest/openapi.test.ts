import { describe, expect, it } from 'vitest';
import { testDocument } from './test-document';
import { testRouter } from './test-router';

const doc = testDocument(testRouter);

describe('generateOpenApiDocument', () => {
  it('is OpenAPI 3.1 with the REST paths only', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000/api' }]);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/boom',
        '/links',
        '/links/{id}',
        '/login',
        '/members/export.csv',
        '/members/with-photos',
        '/members/{id}',
        '/tasks',
        '/tasks/note',
        '/user',
        '/verify',
      ].sort(),
    );
    expect(Object.keys(doc.paths['/links/{id}'])).toEqual(['put', 'delete', 'description']);
    expect(doc.paths['/links/{id}'].description).toBe('Kaedah lain dijawab 405 dengan Allow: PUT, DELETE');
  });

  it('describes path params, query params and bodies without the path params', () => {
    const put = doc.paths['/links/{id}'].put;
    expect(put.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const body = put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['category', 'description', 'title', 'url']);
    expect(body.required).not.toContain('id');

    const list = doc.paths['/tasks'].get;
    expect(list.parameters).toEqual([
      expect.objectContaining({
        name: 'mode',
        in: 'query',
        schema: expect.objectContaining({ enum: ['assigned', 'created', 'all'] }),
      }),
    ]);
    expect(doc.paths['/user'].get.parameters).toBeUndefined();
  });

  it('documents outputs, statuses and the error shape', () => {
    const me = doc.paths['/user'].get;
    const schema = me.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['id', 'email']);
    expect(me.responses['4XX']).toBeUndefined();
    expect(me.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.paths['/links'].post.responses['201']).toBeDefined();
    expect(doc.paths['/links/{id}'].delete.responses['204'].content).toBeUndefined();
    expect(doc.components.schemas.Error.properties.issues.items.required).toEqual(['path', 'message']);
    const file = doc.paths['/members/export.csv'].get.responses['200'];
    expect(file.content).toEqual({ 'text/csv; charset=utf-8': { schema: { type: 'string' } } });
    expect(file.headers['Content-Disposition']).toBeDefined();
    expect(doc.components.securitySchemes.kubm_session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'kubm_session',
    });
  });
});
