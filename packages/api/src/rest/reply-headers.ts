// A fetch `Headers` per request cost more allocation than the rest of the REST door together.
import type { ResponseHeaders } from '../context';

export class ReplyHeaders implements ResponseHeaders {
  readonly setCookies: string[] = [];
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
