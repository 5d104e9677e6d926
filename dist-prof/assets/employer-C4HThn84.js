const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/ProfilePage-DIuslY4v.js","assets/index-BTLBy0eD.js","assets/CompanyForm-D2QCni1E.js","assets/Form-B3qryzaX.js","assets/LeaveGuard-0vtwPB0w.js","assets/submission-DODpyDpS.js","assets/mock-CDwb7JL5.js","assets/Field-DecYDt-E.js","assets/fields-C5JjZIJC.js","assets/PlaceFields-QRhraY9V.js","assets/ImageField-CbHiTEoe.js","assets/boost-text-WQHUoH4R.js","assets/StatusBadge-kzx8_XYc.js","assets/CompanyHeader-Cq6dE1ng.js","assets/PendingJoin-DctwJlzD.js","assets/RouteProblem-Dfh8qJ4W.js","assets/useDocumentMeta-C5HQliaF.js","assets/profile.data-BKanCIGh.js","assets/company-actions-brM5qseD.js","assets/company-Bazy3rMB.js","assets/uploads-CwENeC8M.js","assets/admin-company-D5fBCszs.js","assets/boost-Dg8eBSlw.js","assets/employer-job-DvoUFLKt.js","assets/CreateJobPage-COfjhYpG.js","assets/job-form-CXlR7-0a.js","assets/JobForm-CLfX2YZZ.js","assets/PlaceOptions-BK_3HxO5.js","assets/create-job.data-D5P6XjRh.js","assets/save-job-Bvf7mJfU.js","assets/UpdateJobPage-BzAxkoXo.js","assets/update-job.data-BWxyjHhd.js","assets/PurchaseConfirmationPage-BPoGydO8.js","assets/purchase-confirmation.data-Qz7MqgDN.js","assets/HomeEmployerPage-Bhr592MY.js","assets/home-employer.data-BfoB3c97.js"])))=>i.map(i=>d[i]);
import { Bt as notSiteAdmin, Ft as beta, Lt as company, Pn as __vitePreload, Rt as loggedIn, zt as notCandidate } from "./index-BTLBy0eD.js";
// src/app/areas/employer.ts
/** The employer's work: the company dashboard, posting jobs, boosts and the employers' home. */
var routes = { screens: [
	{
		name: "profile",
		title: "Company profile",
		guards: [beta, company],
		screen: () => __vitePreload(() => import("./ProfilePage-DIuslY4v.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16])),
		data: () => __vitePreload(() => import("./profile.data-BKanCIGh.js"), __vite__mapDeps([17,1,18,19,6,20,21,22,23,5]))
	},
	{
		name: "createJob",
		title: "Post a job",
		guards: [
			beta,
			notCandidate,
			notSiteAdmin
		],
		screen: () => __vitePreload(() => import("./CreateJobPage-COfjhYpG.js"), __vite__mapDeps([24,1,25,6,26,3,4,5,7,8,27,14])),
		data: () => __vitePreload(() => import("./create-job.data-D5P6XjRh.js"), __vite__mapDeps([28,29,1,25,6,5,23]))
	},
	{
		name: "updateJob",
		title: "Edit a job",
		guards: [
			beta,
			loggedIn,
			notCandidate,
			notSiteAdmin
		],
		screen: () => __vitePreload(() => import("./UpdateJobPage-BzAxkoXo.js"), __vite__mapDeps([30,1,25,6,26,3,4,5,7,8,27,15,16])),
		data: () => __vitePreload(() => import("./update-job.data-BWxyjHhd.js"), __vite__mapDeps([31,29,1,25,6,5,23]))
	},
	{
		name: "purchaseConfirmation",
		title: "Purchase confirmation",
		guards: [beta],
		screen: () => __vitePreload(() => import("./PurchaseConfirmationPage-BPoGydO8.js"), __vite__mapDeps([32,1,15,16,11,6])),
		data: () => __vitePreload(() => import("./purchase-confirmation.data-Qz7MqgDN.js"), __vite__mapDeps([33,1]))
	},
	{
		name: "homeEmployer",
		title: "For employers",
		guards: [beta],
		screen: () => __vitePreload(() => import("./HomeEmployerPage-Bhr592MY.js"), __vite__mapDeps([34,1,7,27,6])),
		data: () => __vitePreload(() => import("./home-employer.data-BfoB3c97.js"), __vite__mapDeps([35,1,6]))
	}
] };
export { routes };
