// Apart from the link schema so that code which only checks an address (a link card) does not load zod.

/** Only web addresses: javascript:, data: and every other scheme are refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
