import type { Compensation, Level } from './codes';

/** Pay bands per compensation id: low, high, rounding step. */
export const payBands: Record<Compensation, readonly [number, number, number]> = {
  1: [16, 45, 1],
  2: [120, 400, 10],
  3: [600, 1800, 50],
  4: [2500, 9000, 100],
  5: [35_000, 160_000, 1000],
};
/** Share of the band each pay level uses. */
export const levelShares: Record<Level, readonly [number, number]> = { 0: [0, 0.45], 1: [0.2, 0.7], 2: [0.45, 1] };

export type SalaryShape = 'min' | 'max' | 'range' | 'none';
export const SHAPES: readonly SalaryShape[] = ['min', 'max', 'range'];
