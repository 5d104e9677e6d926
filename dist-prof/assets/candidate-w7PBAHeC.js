const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/RecommendedJobsPage-2fovvJB1.js","assets/index-BTLBy0eD.js","assets/Form-B3qryzaX.js","assets/LeaveGuard-0vtwPB0w.js","assets/submission-DODpyDpS.js","assets/mock-CDwb7JL5.js","assets/recommended.data-CUz9vnnj.js","assets/session-updates-CnsB9V9-.js","assets/JobMatch-C4Vd-xQZ.js","assets/ProfileEditPage-Gp5dytWp.js","assets/fields-C5JjZIJC.js","assets/Field-DecYDt-E.js","assets/lists-Bk3aQrsQ.js","assets/ImageField-CbHiTEoe.js","assets/sections-CPRFALL2.js","assets/PlaceFields-QRhraY9V.js","assets/RouteProblem-Dfh8qJ4W.js","assets/useDocumentMeta-C5HQliaF.js","assets/profile-edit.data-1X1Z8mCK.js","assets/uploads-CwENeC8M.js","assets/recommended-count-CvUZRRwC.js","assets/CandidateViewPage-10eUj_p-.js","assets/candidate-view.data-OCcy-_iM.js","assets/QuizPage-cERUBKNQ.js","assets/quiz-form-BGJ9dpFF.js","assets/quiz-CyXIGTgf.js","assets/quiz.data-IpPf4Wr3.js"])))=>i.map(i=>d[i]);
import { Ft as beta, It as candidateOnly, Pn as __vitePreload, Vt as quizForVisitors } from "./index-BTLBy0eD.js";
// src/app/areas/candidate.ts
/** The candidate's pages: their jobs, their profile and its public page, and the onboarding quiz. */
var routes = { screens: [
	{
		name: "recommendedJobs",
		title: "Recommended jobs",
		guards: [beta, candidateOnly],
		screen: () => __vitePreload(() => import("./RecommendedJobsPage-2fovvJB1.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8])),
		data: () => __vitePreload(() => import("./recommended.data-CUz9vnnj.js"), __vite__mapDeps([6,5,1,4,7]))
	},
	{
		name: "profileEdit",
		title: "Edit your profile",
		guards: [beta, candidateOnly],
		screen: () => __vitePreload(() => import("./ProfileEditPage-Gp5dytWp.js"), __vite__mapDeps([9,1,2,3,4,10,11,12,5,13,14,15,16,17])),
		data: () => __vitePreload(() => import("./profile-edit.data-1X1Z8mCK.js"), __vite__mapDeps([18,5,1,19,4,20,7]))
	},
	{
		name: "candidateView",
		title: "Candidate",
		guards: [],
		screen: () => __vitePreload(() => import("./CandidateViewPage-10eUj_p-.js"), __vite__mapDeps([21,1,16,17,5])),
		data: () => __vitePreload(() => import("./candidate-view.data-OCcy-_iM.js"), __vite__mapDeps([22,1]))
	},
	{
		name: "quiz",
		title: "Onboarding quiz",
		guards: [beta, quizForVisitors],
		screen: () => __vitePreload(() => import("./QuizPage-cERUBKNQ.js"), __vite__mapDeps([23,1,24,5,2,3,4,11,10,12,15,8,25])),
		data: () => __vitePreload(() => import("./quiz.data-IpPf4Wr3.js"), __vite__mapDeps([26,1,24,5,25]))
	}
] };
export { routes };
