import { n as loadJobPage, t as jobPageAction } from "./job-page.data-l81mNjqm.js";
import { t as searchLoader, vt as searchParamsOf, y as withPlaceSuggestions } from "./index-BTLBy0eD.js";
// src/features/jobs/job-board.data.ts
/**
* job-board: the public search, or a job opened on it (`?job=ID`) with the candidate's save and apply; with
* `?placeTerm=`, the places for the Near field's typeahead.
*/
var loader = withPlaceSuggestions(async (args) => {
	const jobId = searchParamsOf(args.request).get("job");
	if (jobId !== null) return {
		kind: "job",
		...await loadJobPage(jobId)
	};
	return {
		kind: "search",
		...await searchLoader(args)
	};
});
var action = jobPageAction;
export { action, loader };
