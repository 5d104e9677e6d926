import { describe, expect, it } from 'vitest';
import { englishOrder } from '../../../src/domain/english-order';

describe('englishOrder', () => {
  it('sorts as English readers expect: accents and case after the letter, not after Z', () => {
    const names = ['zebra', 'Zoë', 'Åland Islands', 'apple', 'Apple', "Côte d'Ivoire", 'Cote', 'curaçao', 'Curacao'];
    expect(names.sort(englishOrder)).toEqual([
      'Åland Islands',
      'apple',
      'Apple',
      'Cote',
      "Côte d'Ivoire",
      'Curacao',
      'curaçao',
      'zebra',
      'Zoë',
    ]);
  });
});
