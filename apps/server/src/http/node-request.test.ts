import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { nodeRestRequest, rawHeader } from './node-request';

const ADDRESS = { url: new URL('http://localhost/api/links?before=5') };
// Only the fields the view reads: a request as Node's parser leaves it.
const incoming = (rawHeaders: string[], method = 'POST') => ({ rawHeaders, method }) as IncomingMessage;

describe('the REST view of a Node request', () => {
  it('reads headers as fetch does: any case, every field of the name joined with ", "', () => {
    const req = incoming(['Content-Type', 'application/json', 'X-A', '1', 'x-a', '2']);
    expect(rawHeader(req, 'content-type')).toBe('application/json');
    expect(rawHeader(req, 'X-A')).toBe('1, 2');
    expect(rawHeader(req, 'cookie')).toBeNull();
    expect(nodeRestRequest(req, ADDRESS, null).headers.get('x-a')).toBe('1, 2');
  });

  it('decodes the body as fetch does: a BOM dropped, bad bytes replaced, no body as empty text', async () => {
    const req = incoming([]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":"é"}')]);
    expect(await nodeRestRequest(req, ADDRESS, bom).text()).toBe('{"a":"é"}');
    expect(await nodeRestRequest(req, ADDRESS, Buffer.from([0x61, 0xff])).text()).toBe('a\uFFFD');
    expect(await nodeRestRequest(incoming([], 'GET'), ADDRESS, null).text()).toBe('');
    expect(nodeRestRequest(incoming([], 'DELETE'), ADDRESS, null).method).toBe('DELETE');
    expect(nodeRestRequest(incoming([]), ADDRESS, null).url).toBe('http://localhost/api/links?before=5');
  });
});
