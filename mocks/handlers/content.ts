import {
  contentCredentialsSchema,
  contentTokenSchema,
  publishedQuerySchema,
  tooltipsSchema,
} from '../../src/api/schemas/content';
import { partnersSchema, testimonialsSchema, type Partner, type Testimonial } from '../../src/api/schemas/home-content';
import { legalPagesQuerySchema, legalPagesSchema, type LegalPage } from '../../src/api/schemas/legal';
import { statePagesQuerySchema, statePagesSchema, type StatePage } from '../../src/api/schemas/state-content';
import { clock } from '../clock';
import { db } from '../db';
import { contentRoute, HttpProblem } from '../http';
import { newToken } from '../tokens';

/** The fixed API key the app authenticates with (VITE_CONTENT_API_KEY, same default). */
export const CONTENT_API_KEY = 'job-board-demo-key';
const CONTENT_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A collection's published items in the editors' order (each item's `sort`, then its id), as the content service
 * answers them: `{ id, ...fields }`, with only the fields the query's `fields` names.
 */
function published<T>(
  collection: string,
  fields: string,
  where: (data: Record<string, unknown>) => boolean = () => true,
): T[] {
  return db.contentItems
    .findMany((q) => q.where({ collection, status: 'published' }))
    .filter((item) => where(item.data))
    .sort((a, b) => Number(a.data.sort ?? 0) - Number(b.data.sort ?? 0) || a.id - b.id)
    .map((item) => {
      const all: Record<string, unknown> = { ...item.data, id: item.id };
      // As the editors stored it, unchecked (a real content service checks nothing either): the app parses it.
      return Object.fromEntries(fields.split(',').map((field) => [field, all[field]])) as T;
    });
}

export const contentHandlers = [
  contentRoute(
    'post',
    'auth/authenticate',
    {
      summary: 'A content-service token for the API key',
      spec: 'documented',
      body: contentCredentialsSchema,
      response: contentTokenSchema,
      errors: [401],
    },
    async ({ body }) => {
      if (body.key !== CONTENT_API_KEY) throw new HttpProblem(401, { error: 'The API key is not valid.' });
      const accessToken = newToken();
      const expires = new Date(clock.now() + CONTENT_TOKEN_LIFETIME_MS).toISOString();
      await db.contentSessions.create({ token: accessToken, expiresAt: expires });
      return { data: { accessToken, expires } };
    },
  ),
  contentRoute(
    'get',
    'items/tooltips',
    {
      summary: 'The published tooltips of form fields',
      spec: 'documented',
      auth: true,
      query: publishedQuerySchema,
      response: tooltipsSchema,
    },
    () => {
      const items = db.contentItems.findMany((q) => q.where({ collection: 'tooltips', status: 'published' }));
      return {
        data: items.map((item) => ({ field_name: String(item.data.field_name), tooltip: String(item.data.tooltip) })),
      };
    },
  ),
  contentRoute(
    'get',
    'items/testimonials',
    {
      summary: "The published testimonials, in the editors' order",
      spec: 'documented',
      auth: true,
      query: publishedQuerySchema,
      response: testimonialsSchema,
    },
    ({ query }) => ({ data: published<Testimonial>('testimonials', query.fields) }),
  ),
  contentRoute(
    'get',
    'items/partners',
    {
      summary: "The published partners, in the editors' order",
      spec: 'documented',
      auth: true,
      query: publishedQuerySchema,
      response: partnersSchema,
    },
    ({ query }) => ({ data: published<Partner>('partners', query.fields) }),
  ),
  contentRoute(
    'get',
    'items/state_pages',
    {
      summary: "The published entries of a state's page, in the editors' order",
      spec: 'documented',
      auth: true,
      query: statePagesQuerySchema,
      response: statePagesSchema,
    },
    ({ query }) => ({ data: published<StatePage>('state_pages', query.fields, (data) => data.state === query.state) }),
  ),
  contentRoute(
    'get',
    'items/legal_pages',
    {
      summary: 'The published text of a legal page (a list of one, or none)',
      spec: 'proposed',
      auth: true,
      query: legalPagesQuerySchema,
      response: legalPagesSchema,
    },
    ({ query }) => {
      const items = db.contentItems.findMany((q) => q.where({ collection: 'legal_pages', status: 'published' }));
      // One text per page: of two published by mistake, the one updated last.
      const texts = items.map((item) => item.data as LegalPage).filter((page) => page.slug === query.slug);
      const latest = texts.sort((a, b) => b.date_updated.localeCompare(a.date_updated))[0];
      return { data: latest ? [latest] : [] };
    },
  ),
];
