// The responses in progress, so a stop can tell each one not yet sent to close its connection after it.
//
// A linked list, not a Set: with requests waiting on the database, a hash table that responses keep
// entering and leaving made V8 promote every request's objects (the response, its header string, the
// parser's fields: about 3.5 KB) to the old generation, where only a full collection frees them
// (docs/decisions/request-objects-stay-young.md). A node that leaves the list is unreachable at once.
import type { ServerResponse } from 'node:http';

export interface InFlightEntry {
  readonly res: ServerResponse;
  prev: InFlightEntry | undefined;
  next: InFlightEntry | undefined;
  removed: boolean;
}

export class InFlightResponses {
  private head: InFlightEntry | undefined;
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(res: ServerResponse): InFlightEntry {
    const entry: InFlightEntry = { res, prev: undefined, next: this.head, removed: false };
    if (this.head) this.head.prev = entry;
    this.head = entry;
    this.count += 1;
    return entry;
  }

  remove(entry: InFlightEntry): void {
    if (entry.removed) return;
    entry.removed = true;
    if (entry.prev) entry.prev.next = entry.next;
    else this.head = entry.next;
    if (entry.next) entry.next.prev = entry.prev;
    entry.prev = undefined;
    entry.next = undefined;
    this.count -= 1;
  }

  *[Symbol.iterator](): IterableIterator<ServerResponse> {
    for (let entry = this.head; entry; entry = entry.next) yield entry.res;
  }
}
