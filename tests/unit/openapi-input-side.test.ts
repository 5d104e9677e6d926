import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { both, keptOutSide, optionalOnInput } from '../../mocks/openapi/input-side';

/** The input side zod's JSON Schema conversion loses, put back (mocks/openapi/input-side.ts). */

const blankToNull = (value: unknown) => (value === '' ? null : value);

describe('a pipe’s input side', () => {
  it('meets two plain schemas keyword by keyword, dropping alternatives that allow nothing in common', () => {
    expect(
      both(
        { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'null' }] },
        { anyOf: [{ type: 'string', minLength: 7 }, { type: 'null' }] },
      ),
    ).toEqual({ anyOf: [{ type: 'string', maxLength: 1000, minLength: 7 }, { type: 'null' }] });
    expect(both({ anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] }, { type: 'number' })).toEqual({
      type: 'integer',
      minimum: 1,
    });
    expect(both({ type: 'number', minimum: 1, maximum: 9 }, { type: 'number', minimum: 3, maximum: 12 })).toEqual({
      type: 'number',
      minimum: 3,
      maximum: 9,
    });
  });

  it('keeps both as allOf where they are not plain constraints, and one alone where the other allows anything', () => {
    expect(
      both({ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', required: ['a'] }),
    ).toEqual({
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { type: 'object', required: ['a'] },
      ],
    });
    expect(both({ type: 'string', pattern: '^a' }, { type: 'string', pattern: 'b$' })).toEqual({
      allOf: [
        { type: 'string', pattern: '^a' },
        { type: 'string', pattern: 'b$' },
      ],
    });
    expect(both({ type: 'string' }, {})).toEqual({ type: 'string' });
  });

  it('keeps the second step unless it starts with a transform, or the first step is one', () => {
    const second = z.number();
    expect(keptOutSide(z.pipe(z.pipe(z.transform(blankToNull), z.nullable(z.number())), second))).toBe(second);
    expect(keptOutSide(z.pipe(z.string(), z.pipe(z.transform(Number), z.int())))).toBeUndefined();
    expect(keptOutSide(z.pipe(z.transform(blankToNull), z.nullable(z.string())))).toBeUndefined();
  });

  it('is optional only when every step of a pipe lets a missing value through', () => {
    expect(optionalOnInput(z.pipe(z.pipe(z.transform(blankToNull), z.nullable(z.number())), z.number()))).toBe(false);
    expect(optionalOnInput(z.pipe(z.transform(blankToNull), z.nullable(z.string())))).toBe(false);
    expect(optionalOnInput(z.pipe(z.transform(blankToNull), z.optional(z.string())))).toBe(true);
    expect(optionalOnInput(z.optional(z.string()))).toBe(true);
  });
});
