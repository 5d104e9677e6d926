import { Kr as require_react, Nr as useFetcher, Yr as __toESM } from "./index-BTLBy0eD.js";
// src/components/ui/useTermFetcher.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* What a route's loader answers for a term being typed (a typeahead's data: the route's loader with `?<param>=`,
* through a fetcher, as data goes through loaders): asked once the typing pauses (a request per pause, not per key),
* never for a term under `min` characters, and only the answer for the term now typed is given (an older one is not
* shown while the new one comes). The loader answers `{ term, ... }`, the term it was asked.
*/
function useTermFetcher(param, { pause = 250, min = 2 } = {}) {
	const fetcher = useFetcher();
	const [term, setTerm] = (0, import_react.useState)("");
	const timer = (0, import_react.useRef)(void 0);
	(0, import_react.useEffect)(() => () => clearTimeout(timer.current), []);
	const typed = (text) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => {
			const settled = text.trim();
			setTerm(settled);
			if (settled.length >= min) fetcher.load(`?${new URLSearchParams({ [param]: settled }).toString()}`);
		}, pause);
	};
	return {
		typed,
		term,
		data: term.length >= min && fetcher.data?.term === term ? fetcher.data : void 0,
		loading: fetcher.state === "loading"
	};
}
export { useTermFetcher as t };
