const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/LaunchingSoonPage-BYZzbcYe.js","assets/index-BTLBy0eD.js","assets/HomePage-MFq3nzb4.js","assets/home-sections-Cilo2Hnk.js","assets/PartNotLoaded-BS-xcIcY.js","assets/mock-CDwb7JL5.js","assets/useDocumentMeta-C5HQliaF.js","assets/home.data-DlFq_bfd.js","assets/company-Bazy3rMB.js","assets/content-CyD73VzJ.js","assets/CompPage-BR7HQRQL.js","assets/Field-DecYDt-E.js","assets/comp.data-BNKsicXq.js","assets/profile-D9Z3bG0Z.js","assets/BenefitsCandidatesPage-DdOCxw1J.js","assets/BenefitsPage-Cj_iWy8A.js","assets/benefits.data-9Ypbtfyt.js","assets/BenefitsEmployersPage-CnsXbVcs.js","assets/BrandPage-DzTxqEqC.js","assets/CompanyHeader-Cq6dE1ng.js","assets/RouteProblem-Dfh8qJ4W.js","assets/brand.data-BtRuRhvu.js","assets/LegalPage-CALyoHE6.js","assets/rich-text-BhSPsFS7.js","assets/legal.data-CvQpGiL0.js","assets/FeedbackPage-SptVxnNy.js","assets/fields-C5JjZIJC.js","assets/Form-B3qryzaX.js","assets/LeaveGuard-0vtwPB0w.js","assets/submission-DODpyDpS.js","assets/feedback.data-BruCeWVW.js","assets/feedback-B7asQWhH.js"])))=>i.map(i=>d[i]);
import { Ft as beta, Pn as __vitePreload } from "./index-BTLBy0eD.js";
// src/app/areas/content.ts
/**
* Public pages: the way in, brand pages, what the board offers, legal texts (one screen, its text by its path) and
* feedback.
*/
var routes = { screens: [
	{
		name: "launchingSoon",
		title: "Launching soon",
		guards: [],
		screen: () => __vitePreload(() => import("./LaunchingSoonPage-BYZzbcYe.js"), __vite__mapDeps([0,1]))
	},
	{
		name: "home",
		title: "Home",
		guards: [beta],
		screen: () => __vitePreload(() => import("./HomePage-MFq3nzb4.js"), __vite__mapDeps([2,1,3,4,5,6])),
		data: () => __vitePreload(() => import("./home.data-DlFq_bfd.js"), __vite__mapDeps([7,8,1,5,9]))
	},
	{
		name: "comp",
		title: "Pay insights",
		guards: [beta],
		screen: () => __vitePreload(() => import("./CompPage-BR7HQRQL.js"), __vite__mapDeps([10,1,5,11,6])),
		data: () => __vitePreload(() => import("./comp.data-BNKsicXq.js"), __vite__mapDeps([12,1,5,13]))
	},
	{
		name: "benefitsCandidates",
		title: "Benefits for candidates",
		guards: [beta],
		screen: () => __vitePreload(() => import("./BenefitsCandidatesPage-DdOCxw1J.js"), __vite__mapDeps([14,1,15,3,4,5,6])),
		data: () => __vitePreload(() => import("./benefits.data-9Ypbtfyt.js"), __vite__mapDeps([16,8,1,5,9]))
	},
	{
		name: "benefitsEmployers",
		title: "Benefits for employers",
		guards: [beta],
		screen: () => __vitePreload(() => import("./BenefitsEmployersPage-CnsXbVcs.js"), __vite__mapDeps([17,1,15,3,4,5,6])),
		data: () => __vitePreload(() => import("./benefits.data-9Ypbtfyt.js"), __vite__mapDeps([16,8,1,5,9]))
	},
	{
		name: "brand",
		title: "Company",
		guards: [beta],
		screen: () => __vitePreload(() => import("./BrandPage-DzTxqEqC.js"), __vite__mapDeps([18,1,5,19,20,6])),
		data: () => __vitePreload(() => import("./brand.data-BtRuRhvu.js"), __vite__mapDeps([21,8,1,5]))
	},
	{
		name: "termsConditions",
		title: "Terms and conditions",
		guards: [beta],
		screen: () => __vitePreload(() => import("./LegalPage-CALyoHE6.js"), __vite__mapDeps([22,1,23,20,6])),
		data: () => __vitePreload(() => import("./legal.data-CvQpGiL0.js"), __vite__mapDeps([24,1,9,5]))
	},
	{
		name: "privacyPolicy",
		title: "Privacy policy",
		guards: [beta],
		screen: () => __vitePreload(() => import("./LegalPage-CALyoHE6.js"), __vite__mapDeps([22,1,23,20,6])),
		data: () => __vitePreload(() => import("./legal.data-CvQpGiL0.js"), __vite__mapDeps([24,1,9,5]))
	},
	{
		name: "termsOfService",
		title: "Terms of service",
		guards: [beta],
		screen: () => __vitePreload(() => import("./LegalPage-CALyoHE6.js"), __vite__mapDeps([22,1,23,20,6])),
		data: () => __vitePreload(() => import("./legal.data-CvQpGiL0.js"), __vite__mapDeps([24,1,9,5]))
	},
	{
		name: "ndaAgreement",
		title: "NDA agreement",
		guards: [beta],
		screen: () => __vitePreload(() => import("./LegalPage-CALyoHE6.js"), __vite__mapDeps([22,1,23,20,6])),
		data: () => __vitePreload(() => import("./legal.data-CvQpGiL0.js"), __vite__mapDeps([24,1,9,5]))
	},
	{
		name: "feedback",
		title: "Feedback",
		guards: [],
		screen: () => __vitePreload(() => import("./FeedbackPage-SptVxnNy.js"), __vite__mapDeps([25,1,5,26,27,28,29,11])),
		data: () => __vitePreload(() => import("./feedback.data-BruCeWVW.js"), __vite__mapDeps([30,31,1,5,29]))
	}
] };
export { routes };
