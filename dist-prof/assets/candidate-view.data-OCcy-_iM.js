const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/profile-D9Z3bG0Z.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Pn as __vitePreload, _t as pathId } from "./index-BTLBy0eD.js";
// src/features/profile/candidate-view.data.ts
/** candidate/{id}/view (no guard): a candidate's public profile; a hidden or unknown one is the route's not-found page. */
async function loader({ params, request }) {
	const id = pathId(params.id);
	const { profile } = await __vitePreload(async () => {
		const { profile } = await import("./profile-D9Z3bG0Z.js");
		return { profile };
	}, __vite__mapDeps([0,1,2]));
	return { profile: await profile.getPublic(id, request.signal) };
}
export { loader };
