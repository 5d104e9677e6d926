const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/CreateCompanyPage-BMMps_o2.js","assets/index-BTLBy0eD.js","assets/CompanyForm-D2QCni1E.js","assets/Form-B3qryzaX.js","assets/LeaveGuard-0vtwPB0w.js","assets/submission-DODpyDpS.js","assets/mock-CDwb7JL5.js","assets/Field-DecYDt-E.js","assets/fields-C5JjZIJC.js","assets/PlaceFields-QRhraY9V.js","assets/ImageField-CbHiTEoe.js","assets/useTermFetcher-UEDZsARN.js","assets/create-company.data-DpA049_o.js","assets/company-actions-brM5qseD.js","assets/company-Bazy3rMB.js","assets/uploads-CwENeC8M.js","assets/admin-company-D5fBCszs.js","assets/session-updates-CnsB9V9-.js","assets/AcceptRequestPage-BDEz7WaD.js","assets/PlaceholderPage-BQeY9vjw.js","assets/AcceptRequestSuccessPage-CdjPCyAi.js"])))=>i.map(i=>d[i]);
import { Ft as beta, Pn as __vitePreload, Rt as loggedIn, zt as notCandidate } from "./index-BTLBy0eD.js";
// src/app/areas/company.ts
/** Setting up a company and joining one. */
var createCompany = () => __vitePreload(() => import("./CreateCompanyPage-BMMps_o2.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11]));
var createCompanyData = () => __vitePreload(() => import("./create-company.data-DpA049_o.js"), __vite__mapDeps([12,1,13,14,6,15,16,5,17]));
var routes = { screens: [
	{
		name: "createCompany",
		title: "Create a company",
		guards: [beta, notCandidate],
		screen: createCompany,
		data: createCompanyData
	},
	{
		name: "confirmEmail",
		title: "Confirm your email",
		guards: [beta, notCandidate],
		screen: createCompany,
		data: createCompanyData
	},
	{
		name: "joinCompany",
		title: "Join a company",
		guards: [beta, notCandidate],
		screen: createCompany,
		data: createCompanyData
	},
	{
		name: "acceptRequest",
		title: "Accept request",
		guards: [beta, loggedIn],
		screen: () => __vitePreload(() => import("./AcceptRequestPage-BDEz7WaD.js"), __vite__mapDeps([18,19,1]))
	},
	{
		name: "acceptRequestSuccess",
		title: "Request accepted",
		guards: [beta, loggedIn],
		screen: () => __vitePreload(() => import("./AcceptRequestSuccessPage-CdjPCyAi.js"), __vite__mapDeps([20,19,1]))
	}
] };
export { routes };
