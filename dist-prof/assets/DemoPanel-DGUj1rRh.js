import { Br as useRevalidator, Dr as Link, Fr as useLocation, Kr as require_react, Lr as useMatches, Mn as showToast, Nt as require_jsx_runtime, Rr as useNavigate, Ur as useAtomValue, Xt as getUser, Yr as __toESM, Yt as betaAtom, on as userAtom, yr as homeFor } from "./index-BTLBy0eD.js";
// src/features/demo/DemoMailbox.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** When an email was sent: 'Nov 22, 2026, 3:04 PM', in the user's time zone. */
var sentAt = (iso) => new Date(iso).toLocaleString("en-US", {
	month: "short",
	day: "numeric",
	year: "numeric",
	hour: "numeric",
	minute: "2-digit"
});
/**
* The demo mailbox: every email the product sent (the mock's outbox), newest first, unread ones marked; a message
* opens in place, its links work (they are the app's own pages). `mail` is the list as last read (the panel reads
* it again on each page change and when it opens); `onChange` after a message is marked read.
*/
function DemoMailbox({ demo, mail, onChange, onFollowLink }) {
	const [openId, setOpenId] = (0, import_react.useState)(null);
	const ids = (0, import_react.useId)();
	const open = mail.find((m) => m.id === openId) ?? null;
	(0, import_react.useEffect)(() => {
		if (open && !open.read) demo.markEmailRead(open.id).then(onChange);
	}, [
		open,
		demo,
		onChange
	]);
	const unread = mail.filter((m) => !m.read).length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "mailbox",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("legend", { children: [
				"Mailbox",
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "muted",
					children: [
						"(",
						mail.length === 0 ? "empty" : `${mail.length} email${mail.length === 1 ? "" : "s"}${unread ? `, ${unread} unread` : ""}`,
						")"
					]
				})
			] }),
			mail.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "muted",
				children: "Emails the product sends (address confirmations, password resets) arrive here."
			}),
			mail.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mailbox__list",
				"aria-label": "Emails, newest first",
				children: mail.map((m) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: `mailbox__item${m.read ? "" : " mailbox__item--unread"}`,
					"aria-expanded": openId === m.id,
					"aria-controls": `${ids}-message`,
					onClick: () => setOpenId(openId === m.id ? null : m.id),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "mailbox__subject",
						children: [!m.read && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "visually-hidden",
							children: "Unread: "
						}), m.subject]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "mailbox__meta",
						children: [
							"To ",
							m.to,
							" · ",
							sentAt(m.sentDate)
						]
					})]
				}) }, m.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				id: `${ids}-message`,
				children: open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
					className: "mailbox__message",
					"aria-label": `Email: ${open.subject}`,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: open.subject }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "mailbox__meta",
							children: [
								"To ",
								open.to,
								" · ",
								sentAt(open.sentDate)
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mailbox__text",
							children: open.text
						}),
						open.links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							className: "button button--primary",
							to: link.href,
							onClick: onFollowLink,
							children: link.label
						}) }, link.href))
					]
				})
			})
		]
	});
}
// src/features/demo/DemoPanel.tsx
var STATUSES = [
	400,
	401,
	403,
	404,
	409,
	500
];
var LATENCIES = [
	"none",
	"realistic",
	"slow"
];
/**
* The demo controls panel (demo mode only): sign in as any demo account, beta flag, reset data, latency,
* faults for the next calls to an endpoint, expire the session now. Plain form controls, so the keyboard
* reaches everything; Escape closes it.
*/
function DemoPanel({ demo }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const navigate = useNavigate();
	const revalidator = useRevalidator();
	const beta = useAtomValue(betaAtom);
	const user = useAtomValue(userAtom);
	const [account, setAccount] = (0, import_react.useState)(demo.accounts[0]?.email ?? "");
	const [latency, setLatency] = (0, import_react.useState)(demo.latency());
	const [endpoint, setEndpoint] = (0, import_react.useState)("*");
	const [status, setStatus] = (0, import_react.useState)(500);
	const [count, setCount] = (0, import_react.useState)(1);
	const [faults, setFaults] = (0, import_react.useState)(demo.faults());
	const [declinePayment, setDeclinePayment] = (0, import_react.useState)(demo.paymentFailuresLeft() > 0);
	const [said, setSaid] = (0, import_react.useState)("");
	const panelId = (0, import_react.useId)();
	const toggleRef = (0, import_react.useRef)(null);
	const { key: pageKey } = useLocation();
	const [mail, setMail] = (0, import_react.useState)([]);
	const readMail = (0, import_react.useCallback)(() => void demo.mailbox().then(setMail), [demo]);
	const pageData = useMatches();
	(0, import_react.useEffect)(() => {
		if (typeof requestIdleCallback !== "function") return readMail();
		const id = requestIdleCallback(readMail, { timeout: 2e3 });
		return () => cancelIdleCallback(id);
	}, [
		readMail,
		pageKey,
		pageData,
		open
	]);
	const unread = mail.filter((m) => !m.read).length;
	(0, import_react.useEffect)(() => {
		for (const notice of demo.takeNotices()) showToast("info", notice);
	}, [demo]);
	(0, import_react.useEffect)(() => {
		if (!open) return;
		const onKey = (e) => {
			if (e.key !== "Escape") return;
			setOpen(false);
			toggleRef.current?.focus();
		};
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, [open]);
	const report = (message) => setSaid(message);
	async function signInAs() {
		try {
			await demo.signInAs(account);
			report(`Signed in as ${account}.`);
			navigate(homeFor(getUser()));
		} catch {
			report("Sign-in failed.");
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `demo${open ? " demo--open" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				ref: toggleRef,
				type: "button",
				className: "demo__toggle",
				"aria-expanded": open,
				"aria-controls": panelId,
				"aria-describedby": unread > 0 ? `${panelId}-mail` : void 0,
				onClick: () => {
					setOpen((v) => !v);
					setDeclinePayment(demo.paymentFailuresLeft() > 0);
				},
				children: "Demo controls"
			}),
			unread > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				id: `${panelId}-mail`,
				className: "demo__badge",
				children: [
					unread,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "demo__badge-text",
						children: ["new email", unread === 1 ? "" : "s"]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				id: panelId,
				className: "demo__panel",
				hidden: !open,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: "demo__title",
						children: "Demo controls"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "demo__status",
						role: "status",
						children: said
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Sign in as" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
							htmlFor: `${panelId}-account`,
							className: "visually-hidden",
							children: "Demo account"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
							id: `${panelId}-account`,
							value: account,
							onChange: (e) => setAccount(e.target.value),
							children: demo.accounts.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: a.email,
								children: a.label
							}, a.email))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button",
							onClick: () => void signInAs(),
							children: "Sign in"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button",
							disabled: !user,
							onClick: () => void demo.expireSessionNow().then(() => report("The session has expired.")),
							children: "Expire session now"
						})
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DemoMailbox, {
						demo,
						mail,
						onChange: readMail,
						onFollowLink: () => setOpen(false)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Access" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "check",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							checked: beta,
							onChange: (e) => demo.setBeta(e.target.checked)
						}), " Beta access"]
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Latency" }), LATENCIES.map((l) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "check",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "radio",
								name: `${panelId}-latency`,
								value: l,
								checked: latency === l,
								onChange: () => {
									demo.setLatency(l);
									setLatency(l);
								}
							}),
							" ",
							l
						]
					}, l))] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Make the next calls fail" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
							htmlFor: `${panelId}-endpoint`,
							children: "Endpoint"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
							id: `${panelId}-endpoint`,
							value: endpoint,
							onChange: (e) => setEndpoint(e.target.value),
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: "*",
								children: "Any call"
							}), demo.endpoints.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
								value: e,
								children: e
							}, e))]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "demo__row",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [
								"Status",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
									value: status,
									onChange: (e) => setStatus(Number(e.target.value)),
									children: STATUSES.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", { children: s }, s))
								})
							] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", { children: [
								"Times",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									type: "number",
									min: 1,
									max: 20,
									value: count,
									onChange: (e) => setCount(Math.max(1, Number(e.target.value) || 1))
								})
							] })]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button",
							onClick: () => {
								demo.failNext(endpoint, status, count);
								setFaults(demo.faults());
								report(`The next ${count} call(s) to ${endpoint === "*" ? "any endpoint" : endpoint} will answer ${status}.`);
							},
							children: "Arm fault"
						}),
						faults.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button button--ghost",
							onClick: () => {
								demo.clearFaults();
								setFaults([]);
								report("Faults cleared.");
							},
							children: "Clear faults"
						})
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Payments" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "check",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "checkbox",
								checked: declinePayment,
								onChange: (e) => {
									demo.failNextPayments(e.target.checked ? 1 : 0);
									setDeclinePayment(e.target.checked);
									report(e.target.checked ? "The next boost payment will be declined." : "Payments go through again.");
								}
							}),
							" ",
							"Decline the next payment"
						]
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: "Data" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button--danger",
						onClick: () => void demo.reset().then(() => (revalidator.revalidate(), report("Demo data reset to its starting point."))),
						children: "Reset demo data"
					})] })
				]
			})
		]
	});
}
export { DemoPanel as default };
