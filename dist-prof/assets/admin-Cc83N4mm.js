const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/ReviewJobsPage-CxQVwn8s.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js","assets/LeaveGuard-0vtwPB0w.js","assets/fields-C5JjZIJC.js","assets/Form-B3qryzaX.js","assets/submission-DODpyDpS.js","assets/Field-DecYDt-E.js","assets/StatusBadge-kzx8_XYc.js","assets/held-writes-Bu-entQx.js","assets/review-jobs.data-Bvy5IJ4A.js","assets/admin-company-D5fBCszs.js","assets/FeedbackListPage-aa3Cp73D.js","assets/feedback-list.data-DEEQD1e_.js","assets/feedback-B7asQWhH.js"])))=>i.map(i=>d[i]);
import { Ft as beta, Pn as __vitePreload, Pt as adminOnly } from "./index-BTLBy0eD.js";
// src/app/areas/admin.ts
/** The site's admins. */
var routes = { screens: [{
	name: "adminJobs",
	title: "Review jobs",
	guards: [beta, adminOnly],
	screen: () => __vitePreload(() => import("./ReviewJobsPage-CxQVwn8s.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9])),
	data: () => __vitePreload(() => import("./review-jobs.data-Bvy5IJ4A.js"), __vite__mapDeps([10,11,1,2,6]))
}, {
	name: "adminFeedback",
	title: "Feedback",
	guards: [beta, adminOnly],
	screen: () => __vitePreload(() => import("./FeedbackListPage-aa3Cp73D.js"), __vite__mapDeps([12,1,2,5,3,6])),
	data: () => __vitePreload(() => import("./feedback-list.data-DEEQD1e_.js"), __vite__mapDeps([13,14,1,2,6]))
}] };
export { routes };
