// A linked list, not a Set: a Set here kept every request alive until a full GC.
import type { ServerResponse } from 'node:http';

export interface InFlightEntry {
  readonly res: ServerResponse;
  prev: InFlightEntry | undefined;
  next: InFlightEntry | undefined;
}

export class InFlightResponses {
  private head: InFlightEntry | undefined;
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(res: ServerResponse): InFlightEntry {
    const entry: InFlightEntry = { res, prev: undefined, next: this.head };
    if (this.head) this.head.prev = entry;
    this.head = entry;
    this.count += 1;
    return entry;
  }

  remove(entry: InFlightEntry): void {
    if (entry.prev) entry.prev.next = entry.next;
    else this.head = entry.next;
    if (entry.next) entry.next.prev = entry.prev;
    this.count -= 1;
  }

  *[Symbol.iterator](): IterableIterator<ServerResponse> {
    for (let entry = this.head; entry; entry = entry.next) yield entry.res;
  }
}
