const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/PennsylvaniaPage-D_WjO8HJ.js","assets/index-BTLBy0eD.js","assets/rich-text-BhSPsFS7.js","assets/PartNotLoaded-BS-xcIcY.js","assets/mock-CDwb7JL5.js","assets/RouteProblem-Dfh8qJ4W.js","assets/useDocumentMeta-C5HQliaF.js","assets/pennsylvania.data-LJLjkp5G.js","assets/content-CyD73VzJ.js"])))=>i.map(i=>d[i]);
import { Ft as beta, Pn as __vitePreload } from "./index-BTLBy0eD.js";
// src/app/areas/pennsylvania.ts
/** The Pennsylvania section, and the path of any other state's. */
var routes = {
	screens: [{
		name: "statePennsylvania",
		title: "Pennsylvania",
		guards: [beta],
		screen: () => __vitePreload(() => import("./PennsylvaniaPage-D_WjO8HJ.js"), __vite__mapDeps([0,1,2,3,4,5,6])),
		data: () => __vitePreload(() => import("./pennsylvania.data-LJLjkp5G.js"), __vite__mapDeps([7,1,8,4]))
	}, {
		name: "stateSection",
		title: "State",
		guards: [beta],
		screen: () => __vitePreload(() => import("./PennsylvaniaPage-D_WjO8HJ.js"), __vite__mapDeps([0,1,2,3,4,5,6])),
		data: () => __vitePreload(() => import("./pennsylvania.data-LJLjkp5G.js"), __vite__mapDeps([7,1,8,4]))
	}],
	redirects: [{
		from: "statePA",
		to: "statePennsylvania"
	}]
};
export { routes };
