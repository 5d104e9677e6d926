const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/job-candidate-CGYXRhDv.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Pn as __vitePreload, Xt as getUser, Zt as isCandidate } from "./index-BTLBy0eD.js";
import { r as setRecommendedCount } from "./session-updates-CnsB9V9-.js";
// src/state/recommended-count.ts
var pending = null;
/**
* The nav's count of recommended jobs (the unfiltered list's total), for a candidate who has not opened
* recommended-jobs yet in this tab: from sign-in on, not only after a visit there. One call at a time; quiet (the
* nav is extra: a failure leaves the count out). The API client loads with it, not with the first page.
*/
function loadRecommendedCount() {
	if (!isCandidate(getUser())) return Promise.resolve();
	pending ??= __vitePreload(async () => {
		const { jobCandidate } = await import("./job-candidate-CGYXRhDv.js");
		return { jobCandidate };
	}, __vite__mapDeps([0,1,2])).then(({ jobCandidate }) => jobCandidate.recommended({ pageSize: 1 })).then((page) => {
		if (isCandidate(getUser())) setRecommendedCount(page.totalCount);
	}).catch(() => void 0).finally(() => pending = null);
	return pending;
}
export { loadRecommendedCount };
