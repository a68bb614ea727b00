import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { InFlightResponses } from './in-flight';

const response = (name: string) => ({ name }) as unknown as ServerResponse;
const names = (list: InFlightResponses) => [...list].map((res) => (res as unknown as { name: string }).name);

describe('InFlightResponses', () => {
  it('holds each response added until it is removed, from the head, the middle or the tail', () => {
    const list = new InFlightResponses();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => list.add(response(name))) as [
      ReturnType<InFlightResponses['add']>,
      ReturnType<InFlightResponses['add']>,
      ReturnType<InFlightResponses['add']>,
      ReturnType<InFlightResponses['add']>,
    ];
    expect(list.size).toBe(4);
    expect(names(list).sort()).toEqual(['a', 'b', 'c', 'd']);
    list.remove(b); // middle
    expect(names(list).sort()).toEqual(['a', 'c', 'd']);
    list.remove(d); // the newest, at the head
    expect(names(list).sort()).toEqual(['a', 'c']);
    list.remove(a); // the oldest, at the tail
    expect(names(list)).toEqual(['c']);
    expect(list.size).toBe(1);
    list.remove(c);
    expect(names(list)).toEqual([]);
    expect(list.size).toBe(0);
    list.add(response('e'));
    expect(names(list)).toEqual(['e']);
  });
});
