import { Fn as appStore, Xt as getUser, en as recommendedCountAtom, on as userAtom } from "./index-BTLBy0eD.js";
// src/state/session-updates.ts
/**
* What the signed-in user's own pages change in the stored session (every tab follows it): apart from ./session.ts,
* which the first page loads.
*/
/** The user's name or address changed (account settings): the header and every tab show it at once. */
function updateSignedInUser(patch) {
	const user = getUser();
	if (user) appStore.set(userAtom, {
		...user,
		user: {
			...user.user,
			...patch
		}
	});
}
/** The user asked to join a company: the company guard shows the pending page, naming it, until they are let in. */
function markJoinRequested(request) {
	const user = getUser();
	if (user) appStore.set(userAtom, {
		...user,
		hasPendingJoinRequest: true,
		pendingJoinRequest: request
	});
}
/** The user withdrew their join request: nothing waits (the company guard sends them to set up or join one). */
function markJoinWithdrawn() {
	const user = getUser();
	if (user) appStore.set(userAtom, {
		...user,
		hasPendingJoinRequest: false,
		pendingJoinRequest: null
	});
}
/** The candidate's count of recommended jobs (of the unfiltered list), which the nav shows. */
function setRecommendedCount(count) {
	appStore.set(recommendedCountAtom, count);
}
export { updateSignedInUser as i, markJoinWithdrawn as n, setRecommendedCount as r, markJoinRequested as t };
