const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/boost-Dg8eBSlw.js","assets/index-BTLBy0eD.js","assets/mock-CDwb7JL5.js"])))=>i.map(i=>d[i]);
import { Pn as __vitePreload, _t as pathId, vt as searchParamsOf } from "./index-BTLBy0eD.js";
// src/features/boost/purchase-confirmation.data.ts
/**
* purchase-confirmation?boostId=N: the boost and its payment (admin/Boost/{id}). The id is a query parameter; one
* missing or not a number cannot lead to a boost (404, the page's "no purchase to show").
*/
async function loader({ request }) {
	const id = pathId(searchParamsOf(request).get("boostId") ?? void 0);
	const { boost } = await __vitePreload(async () => {
		const { boost } = await import("./boost-Dg8eBSlw.js");
		return { boost };
	}, __vite__mapDeps([0,1,2]));
	return boost.get(id);
}
export { loader };
