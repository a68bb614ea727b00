// The headers a procedure adds to its REST answer, kept as plain data. A fetch `Headers` for each request
// (with its list, its map and its checks) cost more allocation than the rest of the REST door together.
import type { ResponseHeaders } from '../context';

/** `append` and `set` as fetch's `Headers` does them, for the names procedures use (ours, never a client's). */
export class ReplyHeaders implements ResponseHeaders {
  /** Each Set-Cookie value, in order. */
  readonly setCookies: string[] = [];
  /** Every other header, by lower-case name; made on the first one (most answers add none). */
  fields: Record<string, string> | undefined;

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    if (key === 'set-cookie') {
      this.setCookies.push(value);
      return;
    }
    this.fields ??= Object.create(null) as Record<string, string>;
    const before = this.fields[key];
    this.fields[key] = before === undefined ? value : `${before}, ${value}`;
  }

  set(name: string, value: string): void {
    const key = name.toLowerCase();
    if (key === 'set-cookie') {
      this.setCookies.length = 0;
      this.setCookies.push(value);
      return;
    }
    this.fields ??= Object.create(null) as Record<string, string>;
    this.fields[key] = value;
  }
}
