import { describe, expect, it } from 'vitest';
import { possessive, sentence } from '../../src/domain/text';

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

describe('possessive', () => {
  it.each([
    ['Summit Trail Outfitters', "Summit Trail Outfitters'"],
    ['Canyon Works', "Canyon Works'"],
    ['Keystone Paddle Co.', "Keystone Paddle Co.'s"],
    ['Riley Park', "Riley Park's"],
    ['ALPINE GUIDES', "ALPINE GUIDES'"],
  ])('%s -> %s', (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });
});
