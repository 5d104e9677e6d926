import { Kr as require_react, Yr as __toESM, jt as pageTitle } from "./index-BTLBy0eD.js";
// src/domain/seo.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var ENTITIES = {
	"&amp;": "&",
	"&lt;": "<",
	"&gt;": ">",
	"&quot;": "\"",
	"&#39;": "'",
	"&nbsp;": " "
};
/** Plain text: script/style blocks and tags removed, entities decoded (one pass), whitespace collapsed. */
function stripHtml(html) {
	return html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " ").replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity).replace(/\s+/g, " ").trim();
}
/** Plain text of at most 150 characters; when cut, cut at a word boundary and end with '…' (counted). */
function metaDescription(html) {
	const text = stripHtml(html ?? "");
	if (text.length <= 150) return text;
	const room = 149;
	let cut = text.slice(0, room);
	if (text[room] !== " ") {
		const space = cut.lastIndexOf(" ");
		if (space > 0) cut = cut.slice(0, space);
	}
	return `${cut.trimEnd()}…`;
}
// src/components/ui/useDocumentMeta.ts
/**
* A page's own title, meta description and JSON-LD (docs/product.md §9: product name, dash, title; the description
* stripped of tags and cut to 150 characters). Nothing is written until `title` is known; the description and
* the JSON-LD are removed again when the page goes.
*/
function useDocumentMeta(title, description, jsonLd) {
	const ld = jsonLd ? JSON.stringify(jsonLd) : null;
	(0, import_react.useEffect)(() => {
		if (title === null) return;
		document.title = pageTitle(title);
		let meta = document.head.querySelector("meta[name=\"description\"]");
		const previous = meta?.content ?? null;
		if (!meta) {
			meta = document.createElement("meta");
			meta.name = "description";
			document.head.append(meta);
		}
		meta.content = metaDescription(description);
		let script = null;
		if (ld) {
			script = document.createElement("script");
			script.type = "application/ld+json";
			script.textContent = ld.replace(/</g, "\\u003c");
			document.head.append(script);
		}
		const tag = meta;
		return () => {
			script?.remove();
			if (previous === null) tag.remove();
			else tag.content = previous;
		};
	}, [
		title,
		description,
		ld
	]);
}
export { metaDescription as n, useDocumentMeta as t };
