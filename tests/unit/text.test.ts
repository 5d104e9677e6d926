import { describe, expect, it } from 'vitest';
import { sentence } from '../../src/domain/text';

describe('sentence', () => {
  it.each([
    ['Application sent to Pine Gear Co.', 'Application sent to Pine Gear Co.'],
    ['Application sent to Summit Trail Outfitters', 'Application sent to Summit Trail Outfitters.'],
    ['You asked to join Yes Trails!', 'You asked to join Yes Trails!'],
    ['For Ridge & River Co. ', 'For Ridge & River Co.'],
  ])('%s -> %s', (text, expected) => {
    expect(sentence(text)).toBe(expected);
  });
});
