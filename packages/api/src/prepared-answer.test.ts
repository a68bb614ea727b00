import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyEtag, prepareAnswer, preparedAnswerOf, preparedOutput } from './prepared-answer';

const schema = z.array(z.object({ id: z.number(), name: z.string() }));

describe('a prepared answer', () => {
  it('is checked once with the schema, and refused when it does not fit', () => {
    expect(() => prepareAnswer(schema, [{ id: 'x', name: 'Ana' }] as never)).toThrow();
    const answer = prepareAnswer(schema, [{ id: 1, name: 'Ana' }]);
    expect(answer).toEqual([{ id: 1, name: 'Ana' }]);
  });

  it('is frozen: one answer shared by many requests cannot be changed by one of them', () => {
    const answer = prepareAnswer(schema, [{ id: 1, name: 'Ana' }]);
    expect(() => answer.push({ id: 2, name: 'Ben' })).toThrow(TypeError);
    expect(() => {
      (answer[0] as { name: string }).name = 'Ben';
    }).toThrow(TypeError);
  });

  it('carries its JSON and a strong tag of that JSON', () => {
    const answer = prepareAnswer(schema, [{ id: 1, name: 'Ana' }]);
    const ready = preparedAnswerOf(answer);
    expect(ready?.json).toBe('[{"id":1,"name":"Ana"}]');
    expect(ready?.etag).toBe(bodyEtag('[{"id":1,"name":"Ana"}]'));
    expect(ready?.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  it('is let through by the output check as it is; anything else is checked', () => {
    const output = preparedOutput(schema);
    const answer = prepareAnswer(schema, [{ id: 1, name: 'Ana' }]);
    expect(output.parse(answer)).toBe(answer);
    const plain = [{ id: 2, name: 'Ben' }];
    expect(output.parse(plain)).toEqual(plain);
    expect(() => output.parse([{ id: 'x' }])).toThrow();
    expect(preparedAnswerOf(plain)).toBeUndefined();
    expect(preparedAnswerOf(null)).toBeUndefined();
  });
});
