import { Er as storageKeys, Fn as appStore, Hn as array, Ln as session, Rn as storedAtom, Zn as nullable, fn as tooltipSchema } from "./index-BTLBy0eD.js";
// src/state/tooltips.ts
/** docs/product.md §9: tooltips are cached in session storage (one fetch per browser session). */
var tooltipsAtom = storedAtom(storageKeys.tooltips, null, nullable(array(tooltipSchema)), session);
/** The content service's tooltips by field name: from the session's cache, or fetched once and cached. */
async function cachedTooltips(fetchTooltips) {
	let tooltips = appStore.get(tooltipsAtom);
	if (!tooltips) {
		tooltips = await fetchTooltips();
		appStore.set(tooltipsAtom, tooltips);
	}
	return Object.fromEntries(tooltips.map((t) => [t.field_name, t.tooltip]));
}
export { cachedTooltips, tooltipsAtom };
