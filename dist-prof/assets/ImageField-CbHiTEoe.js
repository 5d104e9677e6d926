import { Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM } from "./index-BTLBy0eD.js";
import { dn as imageLimits, fn as imageProblem, ln as formatBytes, un as headOf } from "./mock-CDwb7JL5.js";
// src/components/ui/ImageField.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Whether the browser can draw the file (an image whose first bytes are right may still be cut short). Where
* images cannot be decoded (jsdom), the content check of imageProblem stands alone.
*/
async function decodes(file) {
	const image = new Image();
	if (typeof image.decode !== "function") return true;
	const url = URL.createObjectURL(file);
	try {
		image.src = url;
		await image.decode();
		return true;
	} catch {
		return false;
	} finally {
		URL.revokeObjectURL(url);
	}
}
/** What is wrong with the chosen file as an image of this kind (its content checked, then drawn); null when fine. */
async function imageFileProblem(file, kind) {
	const problem = imageProblem(file, kind, await headOf(file));
	if (problem) return problem;
	return await decodes(file) ? null : `This ${imageLimits[kind].label} cannot be read: the file is damaged. Choose another.`;
}
/**
* A labelled image picker with a preview, its limits as a hint, and a clear message beside it when the file is not
* an image of the right type (by its content, not its name) or is too large: the file is then not taken, and the
* last good image (or none) stays in the preview. The preview is a local object URL: nothing is sent until the form
* is saved. An image that fails to show is never left broken: the empty frame shows instead.
*/
function ImageField({ label, kind, current, file, error, onChange }) {
	const id = (0, import_react.useId)();
	const preview = (0, import_react.useMemo)(() => file ? URL.createObjectURL(file) : null, [file]);
	(0, import_react.useEffect)(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
	const [broken, setBroken] = (0, import_react.useState)(null);
	const choice = (0, import_react.useRef)(0);
	const limit = imageLimits[kind];
	const candidate = preview ?? (current && (current.startsWith("data:") || current.startsWith("/")) ? current : null);
	const shown = candidate === broken ? null : candidate;
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field image-field image-field--${kind}${error ? " field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "field__hint",
				id: hintId,
				children: [
					limit.typeNames,
					", up to ",
					formatBytes(limit.maxBytes),
					"."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "image-field__row",
				children: [shown ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
					className: "image-field__preview",
					src: shown,
					alt: `${label} preview`,
					onError: () => setBroken(shown)
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "image-field__empty",
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id,
					type: "file",
					accept: limit.types.join(","),
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${hintId} ${errorId}` : hintId,
					onChange: (e) => {
						const input = e.target;
						const chosen = input.files?.[0] ?? null;
						const mine = ++choice.current;
						(chosen ? imageFileProblem(chosen, kind) : Promise.resolve(null)).then((problem) => {
							if (mine !== choice.current) return;
							if (problem) input.value = "";
							onChange(problem ? file : chosen, problem);
						});
					}
				})]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__error",
				id: errorId,
				children: error
			})
		]
	});
}
export { imageFileProblem as n, ImageField as t };
