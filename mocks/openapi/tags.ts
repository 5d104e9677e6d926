import type { DeclaredRoute } from '../http';
import type { JsonSchema } from './schemas';

/** The document's tags: a call's area (its path's first word, past `admin/`), or the content service. */

const CONTENT_SERVICE = 'Content service';

const DESCRIPTIONS: Record<string, string> = {
  Account:
    "The signed-in user's account: name and pronouns, who may see the profile, a new email address (confirmed by a link), the password, deleting the account.",
  Auth: 'Signing in, registering (confirmed by an emailed link), and a forgotten password reset by an emailed link.',
  Boost: "An employer's boost of a live job: booked, paid for by card, and read back with its payment.",
  Company:
    "Companies: their page, the companies hiring now, name suggestions, the form's choices, logo and cover image; an employer's own company (created, rewritten, the primary one) and a request to join one.",
  [CONTENT_SERVICE]:
    'The content service, apart from the product API (its own base URL and token): a token for the app’s key, and the published tooltips, testimonials, partners, state pages and legal texts.',
  Feedback:
    'Feedback anyone sends about the board (signed in or not), and the admins’ list of it, each marked read when read.',
  Home: "The employer's home page: how many candidates a job of a field could reach near a place.",
  Job: "Jobs: the lookups, the search and a job's page, what live jobs pay; a candidate's recommended, saved and applied jobs; an employer's jobs and dashboard; the admins' review queue and decisions.",
  Organization:
    "A state's organization (named by the state's two letters) and its companies, or the companies of a state.",
  Places:
    'The towns and postal codes of the US and Canada a job search can be near: a typeahead, and the place a link names.',
  Profile:
    "A candidate's profile: read, its three sections saved, the resume and photos; a public profile as its visibility allows.",
  Quiz: "The onboarding quiz: how many live jobs a visitor's answers would be recommended, and the best few.",
};

/** The tag of a route: its area (`admin/Job/review` → Job), or the content service. */
export const tagOf = (route: DeclaredRoute) =>
  route.service === 'content' ? CONTENT_SERVICE : route.path.replace(/^admin\//, '').split('/')[0]!;

/** The tags of the routes, sorted, each with its description (`npm run lint:openapi` finds a tag without one). */
export const tagsOf = (routes: readonly DeclaredRoute[]): JsonSchema[] =>
  [...new Set(routes.map(tagOf))].sort().map((name) => ({ name, description: DESCRIPTIONS[name] }));
