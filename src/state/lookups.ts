import { job } from '../api/job';

/**
 * Lookups that do not change within a session, fetched once and shared by every screen that needs them: the job
 * options (Job/options/get), the company form's options (Company/options) and the content service's field help
 * (cached in session storage, docs/product.md §9). A failed fetch is not kept: the next use asks again.
 */
const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): () => Promise<T> {
  return () => {
    let pending = cache.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = load().catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, pending);
    }
    return pending;
  };
}

export const lookups = {
  jobOptions: once('job-options', () => job.getOptions()),
  companyOptions: once('company-options', async () => (await import('../api/company')).company.getOptions()),
  // The tooltips' cache and the content client load with the first form that shows field help, not with /jobs.
  tooltips: once('tooltips', async () => {
    const [{ cachedTooltips }, { content }] = await Promise.all([import('./tooltips'), import('../api/content')]);
    return cachedTooltips(content.getTooltips);
  }),
};

/** Field help by field name; empty while the content service cannot be reached (help is extra). */
export const fieldHelp = () => lookups.tooltips().catch(() => ({}) as Record<string, string>);

/** Forget what was fetched (tests start each from nothing; the demo's reset changes the data). */
export const clearLookups = () => cache.clear();
