import { CONTENT_BASE_URL, CONTENT_KEY, MOCKS_ON } from '../env';
import { bindings, boundNotifier, type ContentTokenStore } from './bindings';
import { gatedFetch } from './gate';
import { createHttp, type HttpOptions } from './http';
import { contentTokenSchema, tooltipsSchema, type ContentToken, type PublishedQuery } from './schemas/content';
import { PARTNER_FIELDS, partnersSchema, TESTIMONIAL_FIELDS, testimonialsSchema } from './schemas/home-content';
import { LEGAL_FIELDS, legalPagesSchema, type LegalPagesQuery, type LegalSlug } from './schemas/legal';
import { STATE_PAGE_FIELDS, statePagesSchema, type StatePagesQuery } from './schemas/state-content';

export interface ContentClientOptions extends Pick<HttpOptions, 'notify' | 'fetch'> {
  /** Absolute base URL of the content service. */
  baseUrl: string;
  /**
   * The fixed API credentials the app authenticates with; null when none was given (a production build without
   * VITE_CONTENT_API_KEY): then the service is never called and there is no content (no field help).
   */
  key: string | null;
  tokens: ContentTokenStore;
  now?: () => number;
}

const isValid = (token: ContentToken | null, now: number): token is ContentToken =>
  token !== null && Date.parse(token.expires) > now;

/**
 * The content-service client. It has its own bearer token (never the product API's), fetched with
 * POST auth/authenticate when missing or expired. A 401 drops that token; it does not log the user out.
 */
export function contentApi(options: ContentClientOptions) {
  // Read Date.now at each call (not the function as it was at import), so a test's fixed clock applies.
  const now = options.now ?? (() => Date.now());
  const http = createHttp({
    baseUrl: options.baseUrl,
    notify: options.notify,
    fetch: options.fetch,
    getToken: () => options.tokens.get()?.accessToken,
    onUnauthorized: () => options.tokens.set(null),
  });
  const anonymous = createHttp({ baseUrl: options.baseUrl, notify: options.notify, fetch: options.fetch });

  async function authenticate(): Promise<ContentToken> {
    if (options.key === null) throw new Error('No content-service key was given to this build.');
    const { data } = await anonymous.request(contentTokenSchema, 'POST', 'auth/authenticate', {
      body: { key: options.key },
    });
    options.tokens.set(data);
    return data;
  }

  /**
   * Refreshes the token when it is missing or expired (called at start-up and before each content call); null
   * without a key.
   */
  async function ensureToken(): Promise<ContentToken | null> {
    const token = options.tokens.get();
    if (isValid(token, now())) return token;
    return options.key === null ? null : authenticate();
  }

  return {
    authenticate,
    ensureToken,
    /** GET items/tooltips: the published tooltips (field_name, tooltip). */
    getTooltips: async () => {
      if (!(await ensureToken())) return [];
      const { data } = await http.request(tooltipsSchema, 'GET', 'items/tooltips', {
        query: { status: 'published', fields: 'field_name,tooltip' } satisfies PublishedQuery,
      });
      return data;
    },
    /** GET items/testimonials: the published testimonials, in the editors' order; none without a key. */
    getTestimonials: async () => {
      if (!(await ensureToken())) return [];
      const { data } = await http.request(testimonialsSchema, 'GET', 'items/testimonials', {
        query: { status: 'published', fields: TESTIMONIAL_FIELDS } satisfies PublishedQuery,
      });
      return data;
    },
    /** GET items/partners: the published partners, in the editors' order; none without a key. */
    getPartners: async () => {
      if (!(await ensureToken())) return [];
      const { data } = await http.request(partnersSchema, 'GET', 'items/partners', {
        query: { status: 'published', fields: PARTNER_FIELDS } satisfies PublishedQuery,
      });
      return data;
    },
    /** GET items/state_pages?state: the published entries of a state's page (its two letters); none without a key. */
    getStatePages: async (state: string) => {
      if (!(await ensureToken())) return [];
      const { data } = await http.request(statePagesSchema, 'GET', 'items/state_pages', {
        query: { status: 'published', state, fields: STATE_PAGE_FIELDS } satisfies StatePagesQuery,
      });
      return data;
    },
    /** GET items/legal_pages?slug: the published text of a legal page; null when none is (or without a key). */
    getLegalPage: async (slug: LegalSlug) => {
      if (!(await ensureToken())) return null;
      const { data } = await http.request(legalPagesSchema, 'GET', 'items/legal_pages', {
        query: { status: 'published', slug, fields: LEGAL_FIELDS } satisfies LegalPagesQuery,
      });
      return data[0] ?? null;
    },
  };
}

/** The app's content-service client: its own base URL, key and token (src/env.ts). */
export const content = contentApi({
  baseUrl: CONTENT_BASE_URL,
  key: CONTENT_KEY,
  tokens: { get: () => bindings.contentTokens.get(), set: (token) => bindings.contentTokens.set(token) },
  notify: boundNotifier,
  fetch: MOCKS_ON ? gatedFetch : undefined,
});
