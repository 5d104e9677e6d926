import { z } from 'zod/mini';
import { integer } from './common';
import { int, optional } from './job-search';
import { PAY_PERIODS } from '../../domain/pay-insights';

/**
 * GET Job/pay-insights (designed here: contracts/reference.md): what the live jobs pay, in one pay period, by group. The
 * query is the page's URL too (`?period=&country=&jobFieldId=`); the mock validates the same schema (400 with field
 * errors). The figures: src/domain/pay-insights.ts.
 */

const PAY_PERIOD_MESSAGE = 'Choose a pay period: hour, day, week, month or year';
/** The countries whose jobs the figures are of, one at a time: each pays in its own money. */
const PAY_COUNTRIES = ['US', 'CA'] as const;

const period = z.enum(PAY_PERIODS, PAY_PERIOD_MESSAGE);
const filters = {
  /** The jobs of this country (the US when not given). */
  country: optional(z.enum(PAY_COUNTRIES, 'Choose the US or Canada')),
  /** Only the jobs of this job field (an id of Job/options/get's jobFields). */
  jobFieldId: optional(int(1, 1_000_000, 'Unknown job field')),
};

export const payInsightsQuerySchema = z.object({ period, ...filters });
/** The page's URL (comp): the same parameters, the period optional (the page's default when not given). */
export const payInsightsPageSchema = z.object({ period: optional(period), ...filters });
export type PayInsightsQuery = z.output<typeof payInsightsQuerySchema>;

const payGroupSchema = z.object({
  key: z.string(),
  name: z.string(),
  jobCount: integer,
  min: z.number(),
  median: z.number(),
  max: z.number(),
});

export type PayGroupShown = z.infer<typeof payGroupSchema>;

const payGroupingSchema = z.object({ groups: z.array(payGroupSchema), withheld: integer });

export const payInsightsSchema = z.object({
  period: z.enum(PAY_PERIODS),
  country: z.enum(PAY_COUNTRIES),
  currency: z.enum(['USD', 'CAD']),
  /** The fewest jobs a group's figures stand on (PAY_GROUP_MIN_JOBS). */
  minJobs: integer,
  jobCount: integer,
  groupings: z.object({
    field: payGroupingSchema,
    focus: payGroupingSchema,
    jobType: payGroupingSchema,
    region: payGroupingSchema,
  }),
});
