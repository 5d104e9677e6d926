import { z } from 'zod/mini';
import { integer, queryId } from './common';
import { companySummarySchema } from './company-profile';
import { regionsOf } from '../../domain/countries';

/**
 * A state's organization and its companies (the spec's Organization calls; shapes designed here:
 * contracts/reference.md): the body behind a state's section (Pennsylvania's), named by the state's two letters.
 */

/** GET Organization?abbreviation: the state's organization. */
export const organizationSchema = z.object({
  id: integer,
  name: z.string(),
  abbreviation: z.string(),
  state: z.string(),
});

const isUsState = (code: string) => regionsOf('US').some((region) => region.code === code.toUpperCase());
const STATE_RULE = 'Name a US state by its two letters, like PA';

/** The query of GET Organization: the state's two letters, in any case. */
export const organizationQuerySchema = z.object({
  abbreviation: z.string(STATE_RULE).check(z.trim(), z.refine(isUsState, STATE_RULE)),
});

/**
 * The query of GET Organization/companies: the organization's companies (`organizationId`), or the companies of a
 * state (`state`, its two letters in any case); one of the two.
 */
export const organizationCompaniesQuerySchema = z
  .object({
    organizationId: z.optional(queryId('Unknown organization')),
    state: z.optional(z.string().check(z.trim(), z.refine(isUsState, STATE_RULE))),
  })
  .check(
    z.refine((q) => (q.organizationId === undefined) !== (q.state === undefined), {
      message: 'Name the organization or the state, one of the two',
      path: ['organizationId'],
    }),
  );

/** GET Organization/companies: the companies by name (then id), each with its live jobs. */
export const organizationCompaniesSchema = /* @__PURE__ */ z.array(companySummarySchema);
