import { company } from "./company-Bazy3rMB.js";
// src/features/brand/brand.data.ts
/**
* brand/{name}: the company whose brand page has this path, with its live jobs (Company/by-path). A path no company
* has is the catalogue's 404 (its toast) and the route's not-found page.
*/
var loader = ({ params }) => company.getByPath(params.name ?? "");
export { loader };
