const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/LoginPage-292FjR2_.js","assets/index-BTLBy0eD.js","assets/DemoMailboxHint-Bu-Rh_6P.js","assets/mock-CDwb7JL5.js","assets/fields-C5JjZIJC.js","assets/Form-B3qryzaX.js","assets/LeaveGuard-0vtwPB0w.js","assets/submission-DODpyDpS.js","assets/Field-DecYDt-E.js","assets/login.data-C7n3cRJi.js","assets/RegisterPage-DgwOXbGq.js","assets/quiz-CyXIGTgf.js","assets/register.data-BXW6SUor.js","assets/ForgotPasswordPage-C-u5ioWW.js","assets/forgot-password.data-K86pMZ7Y.js","assets/ResetPasswordPage-DzgpELUQ.js","assets/reset-password.data-BODNXBby.js","assets/RegisterConfirmationPage-CqRI25qT.js","assets/register-confirmation.data-DTEyCd_L.js","assets/RouteProblem-Dfh8qJ4W.js","assets/useDocumentMeta-C5HQliaF.js"])))=>i.map(i=>d[i]);
import { Ft as beta, Ht as visitorOnly, Pn as __vitePreload } from "./index-BTLBy0eD.js";
// src/app/areas/auth.ts
/** Signing in and joining: accounts and their emailed links. */
var routes = { screens: [
	{
		name: "login",
		title: "Sign in",
		guards: [beta, visitorOnly],
		screen: () => __vitePreload(() => import("./LoginPage-292FjR2_.js"), __vite__mapDeps([0,1,2,3,4,5,6,7,8])),
		data: () => __vitePreload(() => import("./login.data-C7n3cRJi.js"), __vite__mapDeps([9,1,3,7]))
	},
	{
		name: "register",
		title: "Create an account",
		guards: [beta, visitorOnly],
		screen: () => __vitePreload(() => import("./RegisterPage-DgwOXbGq.js"), __vite__mapDeps([10,1,5,6,7,3,4,8,11])),
		data: () => __vitePreload(() => import("./register.data-BXW6SUor.js"), __vite__mapDeps([12,1,3,7,11]))
	},
	{
		name: "forgotPassword",
		title: "Forgot password",
		guards: [beta, visitorOnly],
		screen: () => __vitePreload(() => import("./ForgotPasswordPage-C-u5ioWW.js"), __vite__mapDeps([13,1,2,3,4,5,6,7,8])),
		data: () => __vitePreload(() => import("./forgot-password.data-K86pMZ7Y.js"), __vite__mapDeps([14,3,1,7]))
	},
	{
		name: "resetPassword",
		title: "Reset password",
		guards: [beta],
		screen: () => __vitePreload(() => import("./ResetPasswordPage-DzgpELUQ.js"), __vite__mapDeps([15,1,3,4,5,6,7,8])),
		data: () => __vitePreload(() => import("./reset-password.data-BODNXBby.js"), __vite__mapDeps([16,1,3,7]))
	},
	{
		name: "registerConfirmation",
		title: "Confirm your email",
		guards: [beta],
		screen: () => __vitePreload(() => import("./RegisterConfirmationPage-CqRI25qT.js"), __vite__mapDeps([17,1,2,18,3,7,5,6,19,20])),
		data: () => __vitePreload(() => import("./register-confirmation.data-DTEyCd_L.js"), __vite__mapDeps([18,1,3,7]))
	}
] };
export { routes };
