const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/account.data-DOBjEdAM.js","assets/mock-CDwb7JL5.js","assets/index-BTLBy0eD.js","assets/submission-DODpyDpS.js","assets/session-updates-CnsB9V9-.js","assets/AccountPage-DYmu_PIG.js","assets/sections-B2yqrCKq.js","assets/fields-C5JjZIJC.js","assets/Form-B3qryzaX.js","assets/LeaveGuard-0vtwPB0w.js","assets/Field-DecYDt-E.js","assets/sections-CPRFALL2.js","assets/RouteProblem-Dfh8qJ4W.js","assets/useDocumentMeta-C5HQliaF.js","assets/UpdateAccountPage-B0cjR0BR.js"])))=>i.map(i=>d[i]);
import { Ft as beta, It as candidateOnly, Pn as __vitePreload, Rt as loggedIn } from "./index-BTLBy0eD.js";
// src/app/areas/account.ts
/** A signed-in user's own account: a candidate's settings, and anyone else's update-account. */
var data = () => __vitePreload(() => import("./account.data-DOBjEdAM.js"), __vite__mapDeps([0,1,2,3,4]));
var routes = { screens: [{
	name: "account",
	title: "Account settings",
	guards: [beta, candidateOnly],
	screen: () => __vitePreload(() => import("./AccountPage-DYmu_PIG.js"), __vite__mapDeps([5,2,6,1,7,8,9,3,10,11,12,13])),
	data
}, {
	name: "updateAccount",
	title: "Update your account",
	guards: [beta, loggedIn],
	screen: () => __vitePreload(() => import("./UpdateAccountPage-B0cjR0BR.js"), __vite__mapDeps([14,2,6,1,7,8,9,3,10,11,12,13])),
	data
}] };
export { routes };
