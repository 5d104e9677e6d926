import { Dr as Link, Fr as useLocation, J as jobTypeLabels, Kr as require_react, Nt as require_jsx_runtime, Pr as useLoaderData, Q as benefitFlagLabels, Xt as getUser, Yr as __toESM, Z as BENEFIT_FLAGS, br as href, nr as pipe, sr as transform } from "./index-BTLBy0eD.js";
import { n as SubmitButton, o as useController, s as useFieldArray, t as Form, u as useWatch } from "./Form-B3qryzaX.js";
import { a as TextField, i as TextArea, r as SelectInput, t as Checkbox } from "./fields-C5JjZIJC.js";
import { n as EntriesField, r as PickList, t as CheckboxGroup } from "./lists-Bk3aQrsQ.js";
import { En as completenessParts, On as partAnchor, cn as RESUME_LIMIT, dn as imageLimits, gn as places, kn as profileCompleteness, ln as formatBytes, on as qualificationsInputSchema, pn as resumeProblem, rn as aboutInputSchema, sn as workPreferenceInputSchema, un as headOf, xn as socialLinkTypeLabels } from "./mock-CDwb7JL5.js";
import { n as imageFileProblem } from "./ImageField-CbHiTEoe.js";
import { n as useSectionsLeaveGuard, t as useSectionForm } from "./sections-CPRFALL2.js";
import { n as Options } from "./Field-DecYDt-E.js";
import { t as PlaceFields } from "./PlaceFields-QRhraY9V.js";
import { n as ProblemPage, o as useRouteProblem, t as GuardMessagePage } from "./RouteProblem-Dfh8qJ4W.js";
// src/features/profile/profile-form.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The profile editor's three forms: their values as typed (text, ticked boxes, entries) and the way to the API's
* section inputs, checked with the API's own schemas (src/api/schemas/profile.ts), so the editor and the server agree
* on every rule. Files travel beside the values (the submission is multipart when one is chosen).
*/
/** The form's values (typed as the form holds them), brought to the API's input and checked with the API's schema. */
var checkedAs = (api, toInput = (values) => values) => pipe(transform(toInput), api);
var text = (value) => value ?? "";
var texts = (values) => values.map(String);
var workPreferenceValuesOf = (p) => ({
	currentLocation: {
		country: p.currentLocation?.country ?? "",
		state: text(p.currentLocation?.state ?? null),
		city: text(p.currentLocation?.city ?? null)
	},
	maxDistanceMiles: p.maxDistanceMiles === null ? "" : String(p.maxDistanceMiles),
	isRemoteConsidered: p.isRemoteConsidered,
	locations: [...p.locations],
	jobType: texts(p.jobType),
	salaries: p.salaries.map((s) => ({
		min: s.min === null ? "" : String(s.min),
		max: s.max === null ? "" : String(s.max),
		compensationId: String(s.compensationId)
	})),
	isMinimumDisabled: p.isMinimumDisabled,
	leaderships: [...p.leaderships],
	benefits: [...p.benefits]
});
/** Where the candidate lives: none until a country is chosen. */
var locationOf = (l) => l.country ? l : null;
var workPreferenceFormSchema = checkedAs(workPreferenceInputSchema, (v) => ({
	...v,
	currentLocation: locationOf(v.currentLocation)
}));
var qualificationsValuesOf = (p) => ({
	experience: text(p.experience),
	nextJob: text(p.nextJob),
	focus: texts(p.focus),
	skills: [...p.skills]
});
var qualificationsFormSchema = checkedAs(qualificationsInputSchema);
var aboutValuesOf = (p) => ({
	websiteUrl: text(p.websiteUrl),
	professionalHighlights: text(p.professionalHighlights),
	professionalSummary: text(p.professionalSummary),
	jobInterests: [...p.jobInterests],
	socialLinks: p.socialLinks.map((l) => ({
		type: String(l.type),
		url: l.url
	})),
	albumPhotosUrls: [...p.albumPhotosUrls],
	currentCareerStatus: text(p.currentCareerStatus),
	careerMoves: [...p.careerMoves]
});
var aboutFormSchema = checkedAs(aboutInputSchema);
/** The profile as the editor's forms hold it now: the saved one, with each section's typed values over it. */
function liveProfile(saved, live) {
	const wp = live.workPreference?.section === "workPreference" ? live.workPreference.values : void 0;
	const q = live.qualifications?.section === "qualifications" ? live.qualifications : void 0;
	const about = live.about?.section === "about" ? live.about : void 0;
	return {
		...saved,
		...wp && {
			...wp,
			currentLocation: locationOf(wp.currentLocation) && wp.currentLocation
		},
		...q && {
			...q.values,
			resumeUrl: q.resume ? "chosen" : null
		},
		...about && {
			...about.values,
			albumPhotosUrls: [...about.values.albumPhotosUrls, ...Array(about.newPhotos).fill("new")]
		}
	};
}
// src/features/profile/edit/PhotosField.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The album: the profile's photos (the form's `albumPhotosUrls`, in order) and new ones chosen to upload when the
* section is saved (`files`, added after them). Each can be moved earlier or later (kept ones) and removed; every
* chosen file is checked (type by content, size) and a refused one is named beside the field.
*/
function PhotosField({ id, files, onFiles, error, onError }) {
	const { field } = useController({ name: "albumPhotosUrls" });
	const kept = field.value ?? [];
	const previews = (0, import_react.useMemo)(() => files.map((file) => URL.createObjectURL(file)), [files]);
	(0, import_react.useEffect)(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
	const [said, setSaid] = (0, import_react.useState)("");
	const ids = (0, import_react.useId)();
	const photos = [...kept.map((url) => ({
		kind: "kept",
		url
	})), ...files.map((file, i) => ({
		kind: "new",
		file,
		url: previews[i] ?? ""
	}))];
	const room = 6 - photos.length;
	const move = (from, to) => {
		const next = [...kept];
		const [photo] = next.splice(from, 1);
		next.splice(to, 0, photo);
		field.onChange(next);
		setSaid(`Photo ${from + 1} moved to place ${to + 1}.`);
	};
	const removeAt = (i) => {
		if (i < kept.length) field.onChange(kept.filter((_, j) => j !== i));
		else onFiles(files.filter((_, j) => j !== i - kept.length));
		setSaid(`Photo ${i + 1} removed.`);
		document.getElementById(id)?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field${error ? " field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "field__label",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: id,
					children: "Photos"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "field__hint",
				id: `${ids}-hint`,
				children: [
					"Up to ",
					6,
					" photos of you at work or outdoors: ",
					imageLimits.photo.typeNames,
					", up to",
					" ",
					formatBytes(imageLimits.photo.maxBytes),
					" each. New photos are uploaded when you save."
				]
			}),
			photos.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: "photos",
				children: photos.map((photo, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "photo",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: photo.url,
						alt: `Album ${i + 1} of ${photos.length}${photo.kind === "new" ? " (not saved yet)" : ""}`
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "photo__actions",
						children: [
							photo.kind === "kept" && i > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button button--small",
								"aria-label": `Move photo ${i + 1} earlier`,
								onClick: () => move(i, i - 1),
								children: "←"
							}),
							photo.kind === "kept" && i < kept.length - 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button button--small",
								"aria-label": `Move photo ${i + 1} later`,
								onClick: () => move(i, i + 1),
								children: "→"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								className: "button button--small",
								"aria-label": `Remove photo ${i + 1}`,
								onClick: () => removeAt(i),
								children: "Remove"
							})
						]
					})]
				}, photo.url))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				type: "file",
				multiple: true,
				accept: imageLimits.photo.types.join(","),
				"aria-disabled": room <= 0 || void 0,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": [`${ids}-hint`, error && `${ids}-error`].filter(Boolean).join(" "),
				onClick: (event) => {
					if (room <= 0) {
						event.preventDefault();
						onError(`The profile has 6 photos: remove one first.`);
					}
				},
				onChange: (event) => {
					const chosen = [...event.target.files ?? []];
					event.target.value = "";
					Promise.all(chosen.map((file) => imageFileProblem(file, "photo"))).then((problems) => {
						const good = chosen.filter((_, i) => !problems[i]).slice(0, room);
						const problem = problems.find(Boolean) ?? (chosen.length - problems.filter(Boolean).length > room ? `Only 6 photos fit: the rest were left out.` : null);
						onFiles([...files, ...good]);
						onError(problem);
						if (good.length) setSaid(`${good.length} photo${good.length === 1 ? "" : "s"} added; they are uploaded when you save.`);
					});
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "visually-hidden",
				"aria-live": "polite",
				children: said
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__error",
				id: `${ids}-error`,
				children: error
			})
		]
	});
}
// src/features/profile/edit/SectionShell.tsx
/** Moves to a field of the editor and gives it the focus (a missing part's link). */
var focusField = (field) => focusAnchor(partAnchor(field));
/** Moves to the control of this anchor and gives it the focus (a link from elsewhere: the banner's). */
function focusAnchor(anchor) {
	document.getElementById(anchor)?.focus();
}
/** What a section still misses, each a link to its field. */
function MissingParts({ parts }) {
	const missing = parts.filter((part) => !part.done);
	if (!missing.length) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "completeness__done",
		children: "Complete."
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "completeness__missing",
		children: [
			"Missing:",
			" ",
			missing.map((part, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [i > 0 && ", ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: `#${partAnchor(part.field)}`,
				onClick: (event) => {
					event.preventDefault();
					focusField(part.field);
				},
				children: part.label
			})] }, part.field))
		]
	});
}
/** A section of the editor: its heading with its completeness, what it misses, and its form. */
function SectionShell({ id, title, percent, parts, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card profile-section",
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "profile-section__head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: `${id}-title`,
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "profile-section__percent",
					children: [percent, " % complete"]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MissingParts, { parts }),
			children
		]
	});
}
// src/features/profile/edit/use-section.ts
/**
* One section of the profile editor: a section of the form abstraction (src/components/form/sections.tsx) over the
* saved profile, saved with PUT; once saved it takes the values the server answered (new photos included). Its values
* as typed now come with it.
*/
function useProfileSection(schema, intent, { saved, valuesOf, report }, files = {
	unsaved: false,
	ownErrors: []
}) {
	const section = useSectionForm(schema, {
		intent,
		fresh: valuesOf(saved),
		report,
		afterSave: valuesOf,
		method: "put",
		...files
	});
	const values = useWatch({ control: section.form.control });
	return {
		...section,
		values
	};
}
/** Runs `onNew` (during render: it may set the caller's state) once for each new action result. */
function useOnNewResult(result, onNew) {
	const [seen, setSeen] = (0, import_react.useState)(result);
	if (seen !== result) {
		setSeen(result);
		onNew(result);
	}
}
// src/features/profile/edit/AboutSection.tsx
var linkTypes = Object.entries(socialLinkTypeLabels);
/** The photos' refusal shows beside the photos (PhotosField), not above the section's fields. */
var PHOTOS = ["photos"];
/** Social links: a kind (the 13 of docs/product.md §3) and an address each. */
function SocialLinks() {
	const { fields, append, remove } = useFieldArray({ name: "socialLinks" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "choices",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "field__label",
				children: "Social links"
			}),
			fields.map((field, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-row form-row--link",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SelectInput, {
						name: `socialLinks.${i}.type`,
						label: "Kind",
						children: linkTypes.map(([value, label]) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value,
							children: label
						}, value))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: `socialLinks.${i}.url`,
						label: "Address",
						type: "url",
						inputMode: "url",
						placeholder: "https://"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button--link",
						onClick: () => {
							remove(i);
							document.getElementById(partAnchor("socialLinks"))?.focus();
						},
						children: "Remove this link"
					})
				]
			}, field.id)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				id: partAnchor("socialLinks"),
				className: "button",
				onClick: () => append({
					type: "1",
					url: ""
				}),
				children: "Add a link"
			})
		]
	});
}
/** About: website, highlights, summary, interests, social links, photos, career status and moves. */
function AboutSection({ saved, percent, parts, report, onLive }) {
	const [photos, setPhotos] = (0, import_react.useState)([]);
	const [photoError, setPhotoError] = (0, import_react.useState)(null);
	const { formProps, values, submit, busy, result } = useProfileSection(aboutFormSchema, "about", {
		saved,
		valuesOf: aboutValuesOf,
		report
	}, {
		unsaved: photos.length > 0,
		ownErrors: PHOTOS
	});
	(0, import_react.useEffect)(() => onLive({
		section: "about",
		values,
		newPhotos: photos.length
	}), [
		onLive,
		values,
		photos.length
	]);
	useOnNewResult(result, (r) => {
		if (r?.ok) {
			setPhotos([]);
			setPhotoError(null);
		} else if (r?.fieldErrors.photos) setPhotoError(r.fieldErrors.photos);
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionShell, {
		id: "about",
		title: "About",
		percent,
		parts,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			"aria-label": "About",
			onValid: (input) => submit({
				...input,
				photos
			}),
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "websiteUrl",
					id: partAnchor("websiteUrl"),
					label: "Website",
					type: "url",
					inputMode: "url",
					placeholder: "https://"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
					name: "professionalHighlights",
					id: partAnchor("professionalHighlights"),
					label: "Professional highlights",
					rows: 3,
					hint: `What you are proud of (more than 6 characters).`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
					name: "professionalSummary",
					id: partAnchor("professionalSummary"),
					label: "Professional summary",
					rows: 4,
					hint: "Who you are at work, in a few lines: employers read it first."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntriesField, {
					name: "jobInterests",
					label: "Job interests",
					id: partAnchor("jobInterests"),
					hint: "Roles or kinds of work you would like. Press Enter after each."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SocialLinks, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhotosField, {
					id: partAnchor("albumPhotosUrls"),
					files: photos,
					onFiles: setPhotos,
					error: photoError,
					onError: setPhotoError
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					name: "currentCareerStatus",
					id: partAnchor("currentCareerStatus"),
					label: "Current career status",
					hint: "For example: seasonal guide, open to year-round work."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntriesField, {
					name: "careerMoves",
					label: "Career moves",
					id: partAnchor("careerMoves"),
					hint: "Changes you have made or want to make. Press Enter after each."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "form-actions",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						busy,
						busyLabel: "Saving…",
						children: "Save about"
					})
				})
			]
		})
	});
}
// src/features/profile/edit/ResumeField.tsx
/** The resume as it is (a link to it), a new one to upload on save, or its removal; the limits beside it. */
function ResumeField({ id, current, choice, onChange }) {
	const ids = (0, import_react.useId)();
	const { error } = choice;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `field${error ? " field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "field__label",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: id,
					children: "Resume"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "field__hint",
				id: `${ids}-hint`,
				children: [
					RESUME_LIMIT.typeNames,
					", up to ",
					formatBytes(RESUME_LIMIT.maxBytes),
					"."
				]
			}),
			current && !choice.remove && !choice.file && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "resume-current",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: current,
						download: "resume",
						children: "Your resume"
					}),
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button--link",
						onClick: () => onChange({
							file: null,
							remove: true,
							error: null
						}),
						children: "Remove it"
					})
				]
			}),
			choice.remove && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "resume-current",
				role: "status",
				children: [
					"The resume is removed when you save.",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button--link",
						onClick: () => onChange({
							file: null,
							remove: false,
							error: null
						}),
						children: "Keep it"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				type: "file",
				accept: RESUME_LIMIT.accept,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": [`${ids}-hint`, error && `${ids}-error`].filter(Boolean).join(" "),
				onChange: (event) => {
					const file = event.target.files?.[0] ?? null;
					if (!file) return onChange({
						...choice,
						file: null,
						error: null
					});
					headOf(file).then((head) => {
						const problem = resumeProblem(file, head);
						onChange({
							file: problem ? null : file,
							remove: false,
							error: problem
						});
					});
				}
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "field__error",
				id: `${ids}-error`,
				children: error
			})
		]
	});
}
// src/features/profile/edit/QualificationsSection.tsx
var NO_CHANGE = {
	file: null,
	remove: false,
	error: null
};
/** The resume's refusal shows beside the resume (ResumeField), not above the section's fields. */
var RESUME = ["resume"];
/** Qualifications: experience, the next job, focus (by job field), skills and the resume. */
function QualificationsSection({ saved, options, percent, parts, report, onLive }) {
	const [resume, setResume] = (0, import_react.useState)(NO_CHANGE);
	const hasResume = resume.file !== null || !resume.remove && saved.resumeUrl !== null;
	const resumeChanged = resume.file !== null || resume.remove;
	const { formProps, values, submit, busy, result } = useProfileSection(qualificationsFormSchema, "qualifications", {
		saved,
		valuesOf: qualificationsValuesOf,
		report
	}, {
		unsaved: resumeChanged,
		ownErrors: RESUME
	});
	(0, import_react.useEffect)(() => onLive({
		section: "qualifications",
		values,
		resume: hasResume
	}), [
		onLive,
		values,
		hasResume
	]);
	useOnNewResult(result, (r) => {
		if (r?.ok) setResume(NO_CHANGE);
		else if (r?.fieldErrors.resume) setResume({
			file: null,
			remove: false,
			error: r.fieldErrors.resume
		});
	});
	const fieldName = (id) => options.jobFields.find((f) => f.id === id)?.name;
	const focusOptions = options.focuses.map((f) => ({
		value: f.id,
		label: f.name,
		group: fieldName(f.jobFieldId) ?? "Other"
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionShell, {
		id: "qualifications",
		title: "Qualifications",
		percent,
		parts,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			"aria-label": "Qualifications",
			onValid: async (input) => {
				if (resume.error) return document.getElementById(partAnchor("resumeUrl"))?.focus();
				await submit({
					...input,
					resume: resume.file,
					removeResume: resume.remove
				});
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
					name: "experience",
					id: partAnchor("experience"),
					label: "Experience",
					rows: 4,
					hint: "Where you have worked and what you did there."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextArea, {
					name: "nextJob",
					id: partAnchor("nextJob"),
					label: "Your next job",
					rows: 2,
					hint: "The role you are looking for."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroup, {
					name: "focus",
					legend: "Focus",
					id: partAnchor("focus"),
					options: focusOptions,
					hint: "The kinds of work you do, by job field: recommended jobs follow them."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntriesField, {
					name: "skills",
					label: "Skills",
					id: partAnchor("skills"),
					hint: "Certifications, languages, tools. Press Enter after each."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResumeField, {
					id: partAnchor("resumeUrl"),
					current: saved.resumeUrl,
					choice: resume,
					onChange: setResume
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "form-actions",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						busy,
						busyLabel: "Saving…",
						children: "Save qualifications"
					})
				})
			]
		})
	});
}
// src/features/profile/edit/WorkPreferenceSection.tsx
var placeOptions = places.map((p) => ({
	value: p.id,
	label: `${p.city}, ${p.region}`
}));
var jobTypeOptions = Object.entries(jobTypeLabels).map(([value, label]) => ({
	value,
	label
}));
var benefitOptions = BENEFIT_FLAGS.map((flag) => ({
	value: flag,
	label: benefitFlagLabels[flag]
}));
var DISTANCES = [
	25,
	50,
	100,
	250,
	500
];
/** The pays the candidate looks for: a minimum (and a top) per pay period, or none at all. */
function Salaries({ options }) {
	const { fields, append, remove } = useFieldArray({ name: "salaries" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "choices",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "field__label",
				children: "Pay you are looking for"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
				name: "isMinimumDisabled",
				id: partAnchor("salaries"),
				label: "No minimum: I am open to any pay"
			}),
			fields.map((field, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "form-row form-row--3 salary-row",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: `salaries.${i}.min`,
						label: "Minimum ($)",
						inputMode: "numeric"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						name: `salaries.${i}.max`,
						label: "Up to ($, optional)",
						inputMode: "numeric"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
						name: `salaries.${i}.compensationId`,
						label: "Per",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: "Choose…"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Options, { items: options.salaryCompensations })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button--link",
						onClick: () => {
							remove(i);
							document.getElementById(partAnchor("salaries"))?.focus();
						},
						children: "Remove this pay"
					})
				]
			}, field.id)),
			fields.length < 3 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button",
				onClick: () => append({
					min: "",
					max: "",
					compensationId: ""
				}),
				children: "Add a pay"
			})
		]
	});
}
/** Work preference: where, how far, job types, pay, leadership, benefits. */
function WorkPreferenceSection({ saved, options, percent, parts, report, onLive }) {
	const { formProps, values, submit, busy } = useProfileSection(workPreferenceFormSchema, "workPreference", {
		saved,
		valuesOf: workPreferenceValuesOf,
		report
	});
	(0, import_react.useEffect)(() => onLive({
		section: "workPreference",
		values
	}), [onLive, values]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionShell, {
		id: "work-preference",
		title: "Work preference",
		percent,
		parts,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Form, {
			...formProps,
			"aria-label": "Work preference",
			onValid: submit,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "profile-section__sub",
					children: "Where you live"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceFields, {
					prefix: "currentLocation.",
					optional: true,
					countryId: partAnchor("currentLocation.country")
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "profile-section__sub",
					children: "Where you would work"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
					name: "isRemoteConsidered",
					label: "I would work remotely"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PickList, {
					name: "locations",
					label: "Places you would work",
					id: partAnchor("locations"),
					options: placeOptions,
					hint: "Up to 10 places."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SelectInput, {
					name: "maxDistanceMiles",
					label: "How far you would travel or move",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: "",
						children: "No limit given (50 miles)"
					}), DISTANCES.map((miles) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("option", {
						value: miles,
						children: [
							"Up to ",
							miles,
							" miles"
						]
					}, miles))]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroup, {
					name: "jobType",
					legend: "Job types",
					id: partAnchor("jobType"),
					options: jobTypeOptions
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Salaries, { options }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EntriesField, {
					name: "leaderships",
					label: "Leadership",
					id: partAnchor("leaderships"),
					hint: "Teams, trips or crews you have led. Press Enter after each."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroup, {
					name: "benefits",
					legend: "Benefits you want",
					id: partAnchor("benefits"),
					options: benefitOptions
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "form-actions",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubmitButton, {
						busy,
						busyLabel: "Saving…",
						children: "Save work preference"
					})
				})
			]
		})
	});
}
// src/features/profile/ProfileEditPage.tsx
/**
* profile/edit: the candidate's profile in its three sections (docs/product.md §4.7), each saved on its own. The
* completeness of each and the total follow what is typed, before it is saved; each missing part links to its field.
* Leaving with unsaved changes in any section asks first (one question for the page: a router holds one blocker).
*/
function ProfileEditPage() {
	const { profile, options } = useLoaderData();
	const { report, question } = useSectionsLeaveGuard();
	const [live, setLive] = (0, import_react.useState)({});
	const onLive = (0, import_react.useCallback)((section) => setLive((l) => ({
		...l,
		[section.section]: section
	})), []);
	const now = (0, import_react.useMemo)(() => liveProfile(profile, live), [profile, live]);
	const completeness = profileCompleteness(now);
	const parts = completenessParts(now);
	const of = (section) => parts.filter((p) => p.section === section);
	const userId = getUser()?.user.id;
	const { hash } = useLocation();
	(0, import_react.useEffect)(() => {
		if (hash) focusAnchor(decodeURIComponent(hash.slice(1)));
	}, [hash]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "page profile-edit",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "profile-edit__head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Edit your profile" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "lead",
					children: "Employers read it, and your recommended jobs follow it. Each section saves on its own."
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "profile-total",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							htmlFor: "profile-total",
							children: [
								"Profile ",
								completeness.total,
								" % complete"
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("progress", {
							id: "profile-total",
							max: 100,
							value: completeness.total,
							children: [completeness.total, " %"]
						}),
						userId !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: href("candidateView", { id: userId }),
							children: "See how employers see you"
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(WorkPreferenceSection, {
				saved: profile,
				options,
				percent: completeness.workPreference,
				parts: of("workPreference"),
				report,
				onLive
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QualificationsSection, {
				saved: profile,
				options,
				percent: completeness.qualifications,
				parts: of("qualifications"),
				report,
				onLive
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AboutSection, {
				saved: profile,
				percent: completeness.about,
				parts: of("about"),
				report,
				onLive
			}),
			question
		]
	});
}
/** The profile or the form's choices could not be loaded. */
function ErrorBoundary() {
	const problem = useRouteProblem();
	if (problem.kind === "guard") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuardMessagePage, { message: problem.message });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProblemPage, {
		title: "Your profile could not be loaded",
		text: problem.text,
		action: {
			to: href("jobs"),
			label: "Find jobs"
		},
		retry: problem.retry
	});
}
export { ErrorBoundary, ProfileEditPage as default };
