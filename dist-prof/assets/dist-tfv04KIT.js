import { Kr as require_react, Yr as __toESM } from "./index-BTLBy0eD.js";
// node_modules/clsx/dist/clsx.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function r$1(e) {
	var t, f, n = "";
	if ("string" == typeof e || "number" == typeof e) n += e;
	else if ("object" == typeof e) if (Array.isArray(e)) {
		var o = e.length;
		for (t = 0; t < o; t++) e[t] && (f = r$1(e[t])) && (n && (n += " "), n += f);
	} else for (f in e) e[f] && (n && (n += " "), n += f);
	return n;
}
function clsx() {
	for (var e, t, f = 0, n = "", o = arguments.length; f < o; f++) (e = arguments[f]) && (t = r$1(e)) && (n && (n += " "), n += t);
	return n;
}
// node_modules/react-toastify/dist/index.mjs
var l = (e) => typeof e == `number` && !isNaN(e);
var u = (e) => typeof e == `string`;
var d = (e) => typeof e == `function`;
var f = (e) => u(e) || l(e);
var p = (e) => u(e) || d(e) ? e : null;
var m = (e, t) => e === !1 || l(e) && e > 0 ? e : t;
var h = (e) => (0, import_react.isValidElement)(e) || u(e) || d(e) || l(e);
function g(e, t, n = 300) {
	let { scrollHeight: r, style: i } = e;
	requestAnimationFrame(() => {
		i.minHeight = `initial`, i.height = r + `px`, i.transition = `all ${n}ms`, requestAnimationFrame(() => {
			i.height = `0`, i.padding = `0`, i.margin = `0`, setTimeout(t, n);
		});
	});
}
function _({ enter: t, exit: n, appendPosition: o = !1, collapse: s = !0, collapseDuration: c = 300 }) {
	return function({ children: l, position: u, preventExitTransition: d, done: f, nodeRef: p, isIn: m, playToast: h }) {
		let _ = o ? `${t}--${u}` : t, v = o ? `${n}--${u}` : n, y = (0, import_react.useRef)(0);
		return (0, import_react.useLayoutEffect)(() => {
			let e = p.current, t = _.split(` `), n = (r) => {
				r.target === p.current && (h(), e.removeEventListener(`animationend`, n), e.removeEventListener(`animationcancel`, n), y.current === 0 && r.type !== `animationcancel` && e.classList.remove(...t));
			};
			e.classList.add(...t), e.addEventListener(`animationend`, n), e.addEventListener(`animationcancel`, n);
		}, []), (0, import_react.useEffect)(() => {
			let e = p.current, t = () => {
				e.removeEventListener(`animationend`, t), s ? g(e, f, c) : f();
			};
			m || (d ? t() : (y.current = 1, e.className += ` ${v}`, e.addEventListener(`animationend`, t)));
		}, [m]), /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, l);
	};
}
function v(e, t) {
	return {
		content: y(e.content, e.props),
		containerId: e.props.containerId,
		id: e.props.toastId,
		theme: e.props.theme,
		type: e.props.type,
		data: e.props.data || {},
		isLoading: e.props.isLoading,
		icon: e.props.icon,
		reason: e.removalReason,
		status: t
	};
}
function y(e, r, i = !1) {
	return (0, import_react.isValidElement)(e) && !u(e.type) ? (0, import_react.cloneElement)(e, {
		closeToast: r.closeToast,
		toastProps: r,
		data: r.data,
		isPaused: i
	}) : d(e) ? e({
		closeToast: r.closeToast,
		toastProps: r,
		data: r.data,
		isPaused: i
	}) : e;
}
function b({ closeToast: t, theme: n, ariaLabel: r = `close` }) {
	return /* @__PURE__ */ import_react.createElement(`button`, {
		className: `Toastify__close-button Toastify__close-button--${n}`,
		type: `button`,
		onClick: (e) => {
			e.stopPropagation(), t(!0);
		},
		"aria-label": r
	}, /* @__PURE__ */ import_react.createElement(`svg`, {
		"aria-hidden": `true`,
		viewBox: `0 0 14 16`
	}, /* @__PURE__ */ import_react.createElement(`path`, {
		fillRule: `evenodd`,
		d: `M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z`
	})));
}
function x({ delay: t, isRunning: n, closeToast: r, type: i = `default`, hide: a, className: o, controlledProgress: s, progress: l, rtl: u, isIn: f, theme: p }) {
	let m = a || s && l === 0, h = {
		animationDuration: `${t}ms`,
		animationPlayState: n ? `running` : `paused`
	};
	s && (h.transform = `scaleX(${l})`);
	let g = clsx(`Toastify__progress-bar`, s ? `Toastify__progress-bar--controlled` : `Toastify__progress-bar--animated`, `Toastify__progress-bar-theme--${p}`, `Toastify__progress-bar--${i}`, { "Toastify__progress-bar--rtl": u }), _ = d(o) ? o({
		rtl: u,
		type: i,
		defaultClassName: g
	}) : clsx(g, o), v = { [s && l >= 1 ? `onTransitionEnd` : `onAnimationEnd`]: s && l < 1 ? null : () => {
		f && r();
	} };
	return /* @__PURE__ */ import_react.createElement(`div`, {
		className: `Toastify__progress-bar--wrp`,
		"data-hidden": m
	}, /* @__PURE__ */ import_react.createElement(`div`, { className: `Toastify__progress-bar--bg Toastify__progress-bar-theme--${p} Toastify__progress-bar--${i}` }), /* @__PURE__ */ import_react.createElement(`div`, {
		role: `progressbar`,
		"aria-hidden": m ? `true` : `false`,
		"aria-label": `notification timer`,
		"aria-valuenow": s ? Math.round(l * 100) : void 0,
		"aria-valuemin": 0,
		"aria-valuemax": 100,
		className: _,
		style: h,
		...v
	}));
}
var S = 1;
var C = () => `${S++}`;
function w(e, t, n) {
	let r = 1, i = 0, a = [], o = [], s = t, c = /* @__PURE__ */ new Map(), u = /* @__PURE__ */ new Set(), d = (e) => (u.add(e), () => u.delete(e)), f = () => {
		o = Array.from(c.values()), u.forEach((e) => e());
	}, g = ({ containerId: t, toastId: n, updateId: r }) => {
		let i = t ? t !== e : e !== 1, a = c.has(n) && r == null;
		return i || a;
	}, _ = (e, t) => {
		c.forEach((n) => {
			var r;
			t != null && t !== n.props.toastId || (r = n.toggle) == null || r.call(n, e);
		});
	}, y = (e) => {
		var t, r;
		e.isActive && ((t = e.props) == null || (r = t.onClose) == null || r.call(t, e.removalReason), e.isActive = !1, n(v(e, `removed`)));
	}, b = (e) => {
		if (e == null) c.forEach(y);
		else {
			let t = c.get(e);
			t && y(t);
		}
		f();
	}, x = () => {
		i -= a.length, a = [];
	}, S = (e) => {
		var t, r;
		let { toastId: i, updateId: a } = e.props, o = a == null;
		e.staleId && c.delete(e.staleId), e.isActive = !0, c.set(i, e), f(), n(v(e, o ? `added` : `updated`)), o && ((t = (r = e.props).onOpen) == null || t.call(r));
	};
	return {
		id: e,
		props: s,
		observe: d,
		toggle: _,
		removeToast: b,
		toasts: c,
		clearQueue: x,
		buildToast: (e, t) => {
			if (g(t)) return;
			let { toastId: n, updateId: o, data: u, staleId: d, delay: _ } = t, v = o == null;
			v && i++;
			let y = {
				...s,
				style: s.toastStyle,
				key: r++,
				...Object.fromEntries(Object.entries(t).filter(([e, t]) => t != null)),
				toastId: n,
				updateId: o,
				data: u,
				isIn: !1,
				className: p(t.className || s.toastClassName),
				progressClassName: p(t.progressClassName || s.progressClassName),
				autoClose: !t.isLoading && m(t.autoClose, s.autoClose),
				closeToast(e) {
					let t = c.get(n);
					t && (t.removalReason = e, b(n));
				},
				deleteToast() {
					c.get(n) != null && (c.delete(n), i--, i < 0 && (i = 0), a.length > 0 ? S(a.shift()) : f());
				}
			};
			y.closeButton = s.closeButton, t.closeButton === !1 || h(t.closeButton) ? y.closeButton = t.closeButton : t.closeButton === !0 && (y.closeButton = !h(s.closeButton) || s.closeButton);
			let x = {
				content: e,
				props: y,
				staleId: d
			};
			s.limit && s.limit > 0 && i > s.limit && v ? a.push(x) : l(_) ? setTimeout(() => {
				S(x);
			}, _) : S(x);
		},
		setProps(e) {
			s = e;
		},
		setToggle: (e, t) => {
			let n = c.get(e);
			n && (n.toggle = t);
		},
		isToastActive: (e) => {
			var t;
			return (t = c.get(e)) == null ? void 0 : t.isActive;
		},
		getSnapshot: () => o
	};
}
var T = /* @__PURE__ */ new Map();
var E = [];
var D = /* @__PURE__ */ new Set();
var O = (e) => D.forEach((t) => t(e));
var k = () => T.size > 0;
function A() {
	E.forEach((e) => F(e.content, e.options)), E = [];
}
var j = (e, { containerId: t }) => {
	var n;
	return (n = T.get(t || 1)) == null ? void 0 : n.toasts.get(e);
};
function M(e, t) {
	var n;
	if (t) return !!((n = T.get(t)) != null && n.isToastActive(e));
	let r = !1;
	return T.forEach((t) => {
		t.isToastActive(e) && (r = !0);
	}), r;
}
function N(e) {
	if (!k()) E = E.filter((t) => e != null && t.options.toastId !== e);
	else if (e == null || f(e)) T.forEach((t) => {
		t.removeToast(e);
	});
	else if (e && (`containerId` in e || `id` in e)) {
		let t = T.get(e.containerId);
		t ? t.removeToast(e.id) : T.forEach((t) => {
			t.removeToast(e.id);
		});
	}
}
var P = (e = {}) => {
	T.forEach((t) => {
		t.props.limit && (!e.containerId || t.id === e.containerId) && t.clearQueue();
	});
};
function F(e, t) {
	h(e) && (k() || E.push({
		content: e,
		options: t
	}), T.forEach((n) => {
		n.buildToast(e, t);
	}));
}
function I(e) {
	var t;
	(t = T.get(e.containerId || 1)) == null || t.setToggle(e.id, e.fn);
}
function L(e, t) {
	T.forEach((n) => {
		t != null && t != null && t.containerId && (t == null ? void 0 : t.containerId) !== n.id || n.toggle(e, t == null ? void 0 : t.id);
	});
}
function R(e) {
	let t = e.containerId || 1;
	return {
		subscribe(n) {
			let r = w(t, e, O);
			T.set(t, r);
			let i = r.observe(n);
			return A(), () => {
				i(), T.delete(t);
			};
		},
		setProps(e) {
			var n;
			(n = T.get(t)) == null || n.setProps(e);
		},
		getSnapshot() {
			var e;
			return (e = T.get(t)) == null ? void 0 : e.getSnapshot();
		}
	};
}
function z(e) {
	return D.add(e), () => {
		D.delete(e);
	};
}
function B(e) {
	return e && (u(e.toastId) || l(e.toastId)) ? e.toastId : C();
}
function V(e, t) {
	return F(e, t), t.toastId;
}
function H(e, t) {
	return {
		...t,
		type: t && t.type || e,
		toastId: B(t)
	};
}
function U(e) {
	return (t, n) => V(t, H(e, n));
}
function W(e, t) {
	return V(e, H(`default`, t));
}
W.loading = (e, t) => V(e, H(`default`, {
	isLoading: !0,
	autoClose: !1,
	closeOnClick: !1,
	closeButton: !1,
	draggable: !1,
	...t
}));
function G(e, { pending: t, error: n, success: r }, i) {
	let a;
	t && (a = u(t) ? W.loading(t, i) : W.loading(t.render, {
		...i,
		...t
	}));
	let o = {
		isLoading: null,
		autoClose: null,
		closeOnClick: null,
		closeButton: null,
		draggable: null
	}, s = (e, t, n) => {
		if (t == null) {
			W.dismiss(a);
			return;
		}
		let r = {
			type: e,
			...o,
			...i,
			data: n
		}, s = u(t) ? { render: t } : t;
		return a ? W.update(a, {
			...r,
			...s
		}) : W(s.render, {
			...r,
			...s
		}), n;
	}, c = d(e) ? e() : e;
	return c.then((e) => s(`success`, r, e)).catch((e) => s(`error`, n, e)), c;
}
W.promise = G, W.success = U(`success`), W.info = U(`info`), W.error = U(`error`), W.warning = U(`warning`), W.warn = W.warning, W.dark = (e, t) => V(e, H(`default`, {
	theme: `dark`,
	...t
}));
function K(e) {
	N(e);
}
W.dismiss = K, W.clearWaitingQueue = P, W.isActive = M, W.update = (e, t = {}) => {
	let n = j(e, t);
	if (n) {
		let { props: r, content: i } = n, a = {
			delay: 100,
			...r,
			...t,
			toastId: t.toastId || e,
			updateId: C()
		};
		a.toastId !== e && (a.staleId = e);
		let o = a.render || i;
		delete a.render, V(o, a);
	}
}, W.done = (e) => {
	W.update(e, { progress: 1 });
}, W.onChange = z, W.play = (e) => L(!0, e), W.pause = (e) => L(!1, e);
function q(e) {
	var t;
	let { subscribe: n, getSnapshot: r, setProps: i } = (0, import_react.useRef)(R(e)).current;
	i(e);
	let o = (t = (0, import_react.useSyncExternalStore)(n, r, r)) == null ? void 0 : t.slice();
	function c(t) {
		if (!o) return [];
		let n = /* @__PURE__ */ new Map();
		return e.newestOnTop && o.reverse(), o.forEach((e) => {
			let { position: t } = e.props;
			n.has(t) || n.set(t, []), n.get(t).push(e);
		}), Array.from(n, (e) => t(e[0], e[1]));
	}
	return {
		getToastToRender: c,
		isToastActive: M,
		count: o == null ? void 0 : o.length
	};
}
function ee(e) {
	let [t, n] = (0, import_react.useState)(!1), [i, s] = (0, import_react.useState)(!1), c = (0, import_react.useRef)(null), l = (0, import_react.useRef)({
		start: 0,
		delta: 0,
		removalDistance: 0,
		canCloseOnClick: !0,
		canDrag: !1,
		didMove: !1
	}).current, { autoClose: u, pauseOnHover: d, closeToast: f, onClick: p, closeOnClick: m } = e;
	I({
		id: e.toastId,
		containerId: e.containerId,
		fn: n
	}), (0, import_react.useEffect)(() => {
		if (e.pauseOnFocusLoss) return h(), () => {
			g();
		};
	}, [e.pauseOnFocusLoss]);
	function h() {
		document.hasFocus() || b(), window.addEventListener(`focus`, y), window.addEventListener(`blur`, b);
	}
	function g() {
		window.removeEventListener(`focus`, y), window.removeEventListener(`blur`, b);
	}
	function _(t) {
		if (e.draggable === !0 || e.draggable === t.pointerType) {
			x();
			let n = c.current;
			l.canCloseOnClick = !0, l.canDrag = !0, n.style.transition = `none`, e.draggableDirection === `x` ? (l.start = t.clientX, l.removalDistance = n.offsetWidth * (e.draggablePercent / 100)) : (l.start = t.clientY, l.removalDistance = n.offsetHeight * (e.draggablePercent === 80 ? e.draggablePercent * 1.5 : e.draggablePercent) / 100);
		}
	}
	function v(t) {
		let { top: n, bottom: r, left: i, right: a } = c.current.getBoundingClientRect();
		t.pointerType === `mouse` && e.pauseOnHover && t.clientX >= i && t.clientX <= a && t.clientY >= n && t.clientY <= r ? b() : y();
	}
	function y() {
		n(!0);
	}
	function b() {
		n(!1);
	}
	function x() {
		l.didMove = !1, document.addEventListener(`pointermove`, C), document.addEventListener(`pointerup`, w);
	}
	function S() {
		document.removeEventListener(`pointermove`, C), document.removeEventListener(`pointerup`, w);
	}
	function C(n) {
		let r = c.current;
		if (l.canDrag && r) {
			l.didMove = !0, t && b(), e.draggableDirection === `x` ? l.delta = n.clientX - l.start : l.delta = n.clientY - l.start, l.start !== n.clientX && (l.canCloseOnClick = !1);
			let i = e.draggableDirection === `x` ? `${l.delta}px, var(--y)` : `0, calc(${l.delta}px + var(--y))`;
			r.style.transform = `translate3d(${i},0)`, r.style.opacity = `${1 - Math.abs(l.delta / l.removalDistance)}`;
		}
	}
	function w() {
		S();
		let t = c.current;
		if (l.canDrag && l.didMove && t) {
			if (l.canDrag = !1, Math.abs(l.delta) > l.removalDistance) {
				s(!0), e.closeToast(!0), e.collapseAll();
				return;
			}
			t.style.transition = `transform 0.2s, opacity 0.2s`, t.style.removeProperty(`transform`), t.style.removeProperty(`opacity`);
		}
	}
	let T = {
		onPointerDown: _,
		onPointerUp: v
	};
	return u && d && (T.onMouseEnter = b, e.stacked || (T.onMouseLeave = y)), m && (T.onClick = (e) => {
		p && p(e), l.canCloseOnClick && f(!0);
	}), {
		playToast: y,
		pauseToast: b,
		isRunning: t,
		preventExitTransition: i,
		toastRef: c,
		eventHandlers: T
	};
}
var J = typeof window < `u` ? import_react.useLayoutEffect : import_react.useEffect;
var Y = ({ theme: t, type: n, isLoading: r, ...i }) => /* @__PURE__ */ import_react.createElement(`svg`, {
	viewBox: `0 0 24 24`,
	width: `100%`,
	height: `100%`,
	fill: t === `colored` ? `currentColor` : `var(--toastify-icon-color-${n})`,
	...i
});
function te(t) {
	return /* @__PURE__ */ import_react.createElement(Y, t, /* @__PURE__ */ import_react.createElement(`path`, { d: `M23.32 17.191L15.438 2.184C14.728.833 13.416 0 11.996 0c-1.42 0-2.733.833-3.443 2.184L.533 17.448a4.744 4.744 0 000 4.368C1.243 23.167 2.555 24 3.975 24h16.05C22.22 24 24 22.044 24 19.632c0-.904-.251-1.746-.68-2.44zm-9.622 1.46c0 1.033-.724 1.823-1.698 1.823s-1.698-.79-1.698-1.822v-.043c0-1.028.724-1.822 1.698-1.822s1.698.79 1.698 1.822v.043zm.039-12.285l-.84 8.06c-.057.581-.408.943-.897.943-.49 0-.84-.367-.896-.942l-.84-8.065c-.057-.624.25-1.095.779-1.095h1.91c.528.005.84.476.784 1.1z` }));
}
function ne(t) {
	return /* @__PURE__ */ import_react.createElement(Y, t, /* @__PURE__ */ import_react.createElement(`path`, { d: `M12 0a12 12 0 1012 12A12.013 12.013 0 0012 0zm.25 5a1.5 1.5 0 11-1.5 1.5 1.5 1.5 0 011.5-1.5zm2.25 13.5h-4a1 1 0 010-2h.75a.25.25 0 00.25-.25v-4.5a.25.25 0 00-.25-.25h-.75a1 1 0 010-2h1a2 2 0 012 2v4.75a.25.25 0 00.25.25h.75a1 1 0 110 2z` }));
}
function re(t) {
	return /* @__PURE__ */ import_react.createElement(Y, t, /* @__PURE__ */ import_react.createElement(`path`, { d: `M12 0a12 12 0 1012 12A12.014 12.014 0 0012 0zm6.927 8.2l-6.845 9.289a1.011 1.011 0 01-1.43.188l-4.888-3.908a1 1 0 111.25-1.562l4.076 3.261 6.227-8.451a1 1 0 111.61 1.183z` }));
}
function ie(t) {
	return /* @__PURE__ */ import_react.createElement(Y, t, /* @__PURE__ */ import_react.createElement(`path`, { d: `M11.983 0a12.206 12.206 0 00-8.51 3.653A11.8 11.8 0 000 12.207 11.779 11.779 0 0011.8 24h.214A12.111 12.111 0 0024 11.791 11.766 11.766 0 0011.983 0zM10.5 16.542a1.476 1.476 0 011.449-1.53h.027a1.527 1.527 0 011.523 1.47 1.475 1.475 0 01-1.449 1.53h-.027a1.529 1.529 0 01-1.523-1.47zM11 12.5v-6a1 1 0 012 0v6a1 1 0 11-2 0z` }));
}
function ae() {
	return /* @__PURE__ */ import_react.createElement(`div`, { className: `Toastify__spinner` });
}
var X = {
	info: ne,
	warning: te,
	success: re,
	error: ie,
	spinner: ae
};
var oe = (e) => e in X;
function se({ theme: e, type: r, isLoading: i, icon: a }) {
	let o = null, s = {
		theme: e,
		type: r
	};
	return a === !1 || (d(a) ? o = a({
		...s,
		isLoading: i
	}) : (0, import_react.isValidElement)(a) ? o = (0, import_react.cloneElement)(a, s) : i ? o = X.spinner() : oe(r) && (o = X[r](s))), o;
}
var Z = (e, t = !1) => ({
	enter: `Toastify--animate Toastify__${e}-enter`,
	exit: `Toastify--animate Toastify__${e}-exit`,
	appendPosition: t
});
var ce = ({ children: t, isIn: n, done: a, playToast: o }) => ((0, import_react.useLayoutEffect)(() => {
	o();
}, []), (0, import_react.useEffect)(() => {
	n || a();
}, [n]), /* @__PURE__ */ import_react.createElement(import_react.Fragment, null, t));
var Q = _(Z(`bounce`, !0));
_(Z(`slide`, !0));
_(Z(`zoom`));
_(Z(`flip`));
var fe = (r) => {
	let { isRunning: i, preventExitTransition: a, toastRef: o, eventHandlers: s, playToast: l } = ee(r), { closeButton: u, children: f, autoClose: p, onClick: m, type: h, hideProgressBar: g, closeToast: _, transition: v, position: S, className: C, style: w, progressClassName: T, updateId: E, role: D, progress: O, rtl: k, toastId: A, deleteToast: j, isIn: M, isLoading: N, closeOnClick: P, theme: F, ariaLabel: I } = r, L = clsx(`Toastify__toast`, `Toastify__toast-theme--${F}`, `Toastify__toast--${h}`, { "Toastify__toast--rtl": k }, { "Toastify__toast--close-on-click": P }), R = d(C) ? C({
		rtl: k,
		position: S,
		type: h,
		defaultClassName: L
	}) : clsx(L, C), z = se(r), B = v || ce, V = !!O || !p, H = {
		closeToast: _,
		type: h,
		theme: F
	}, U = null;
	return u === !1 || (U = d(u) ? u(H) : (0, import_react.isValidElement)(u) ? (0, import_react.cloneElement)(u, H) : b(H)), /* @__PURE__ */ import_react.createElement(B, {
		isIn: M,
		done: j,
		position: S,
		preventExitTransition: a,
		nodeRef: o,
		playToast: l
	}, /* @__PURE__ */ import_react.createElement(`div`, {
		id: A,
		tabIndex: 0,
		onClick: m,
		"data-in": M,
		className: R,
		...s,
		style: w,
		ref: o,
		...M && {
			role: D,
			"aria-label": I
		}
	}, z != null && /* @__PURE__ */ import_react.createElement(`div`, { className: clsx(`Toastify__toast-icon`, { "Toastify--animate-icon Toastify__zoom-enter": !N }) }, z), y(f, r, !i), U, !r.customProgressBar && /* @__PURE__ */ import_react.createElement(x, {
		...E && !V ? { key: `p-${E}` } : {},
		rtl: k,
		theme: F,
		delay: p,
		isRunning: i,
		isIn: M,
		closeToast: _,
		hide: g,
		type: h,
		className: T,
		controlledProgress: V,
		progress: O || 0
	})));
};
var pe = {
	position: `top-right`,
	transition: Q,
	autoClose: 5e3,
	closeButton: !0,
	pauseOnHover: !0,
	pauseOnFocusLoss: !0,
	draggable: `touch`,
	draggablePercent: 80,
	draggableDirection: `x`,
	role: `alert`,
	theme: `light`,
	"aria-label": `Notifications Alt+T`,
	hotKeys: (e) => e.altKey && e.code === `KeyT`
};
function me(t) {
	let n = {
		...pe,
		...t
	}, i = t.stacked, [s, l] = (0, import_react.useState)(!0), u = (0, import_react.useRef)(null), { getToastToRender: f, isToastActive: m, count: h } = q(n), { className: g, style: _, rtl: v, containerId: y, hotKeys: b } = n;
	function x(e) {
		let t = clsx(`Toastify__toast-container`, `Toastify__toast-container--${e}`, { "Toastify__toast-container--rtl": v });
		return d(g) ? g({
			position: e,
			rtl: v,
			defaultClassName: t
		}) : clsx(t, p(g));
	}
	function S() {
		i && (l(!0), W.play());
	}
	return J(() => {
		if (i) {
			var e;
			let t = u.current.querySelectorAll(`[data-in="true"]`), r = (e = n.position) == null ? void 0 : e.includes(`top`), i = 0, a = 0;
			Array.from(t).reverse().forEach((e, t) => {
				let n = e;
				n.classList.add(`Toastify__toast--stacked`), t > 0 && (n.dataset.collapsed = `${s}`), n.dataset.pos || (n.dataset.pos = r ? `top` : `bot`);
				let o = i * (s ? .2 : 1) + (s ? 0 : 12 * t), c = Math.max(.5, 1 - (s ? a : 0));
				n.style.setProperty(`--y`, `${r ? o : o * -1}px`), n.style.setProperty(`--g`, `12`), n.style.setProperty(`--s`, `${c}`), i += n.offsetHeight, a += .025;
			});
		}
	}, [
		s,
		h,
		i
	]), (0, import_react.useEffect)(() => {
		function e(e) {
			let t = u.current;
			if (b(e)) {
				var n;
				t == null || (n = t.querySelector(`[tabIndex="0"]`)) == null || n.focus(), l(!1), W.pause();
			}
			e.key === `Escape` && (document.activeElement === t || t != null && t.contains(document.activeElement)) && (l(!0), W.play());
		}
		return document.addEventListener(`keydown`, e), () => {
			document.removeEventListener(`keydown`, e);
		};
	}, [b]), /* @__PURE__ */ import_react.createElement(`section`, {
		ref: u,
		className: `Toastify`,
		id: y,
		onMouseEnter: () => {
			i && (l(!1), W.pause());
		},
		onMouseLeave: S,
		"aria-live": `polite`,
		"aria-atomic": `false`,
		"aria-relevant": `additions text`,
		"aria-label": n[`aria-label`]
	}, f((t, n) => {
		let r = n.length ? { ..._ } : {
			..._,
			pointerEvents: `none`
		};
		return /* @__PURE__ */ import_react.createElement(`div`, {
			tabIndex: -1,
			className: x(t),
			"data-stacked": i,
			style: r,
			key: `c-${t}`
		}, n.map(({ content: t, props: n }) => /* @__PURE__ */ import_react.createElement(fe, {
			...n,
			stacked: i,
			collapseAll: S,
			isIn: m(n.toastId, n.containerId),
			key: `t-${n.key}`
		}, t)));
	}));
}
var he = `:root {
  --toastify-color-light: #fff;
  --toastify-color-dark: #121212;
  --toastify-color-info: #3498db;
  --toastify-color-success: #07bc0c;
  --toastify-color-warning: #f1c40f;
  --toastify-color-error: hsl(6, 78%, 57%);
  --toastify-color-transparent: rgba(255, 255, 255, 0.7);

  --toastify-icon-color-info: var(--toastify-color-info);
  --toastify-icon-color-success: var(--toastify-color-success);
  --toastify-icon-color-warning: var(--toastify-color-warning);
  --toastify-icon-color-error: var(--toastify-color-error);

  --toastify-container-width: fit-content;
  --toastify-toast-width: 320px;
  --toastify-toast-offset: 16px;
  --toastify-toast-top: max(var(--toastify-toast-offset), env(safe-area-inset-top));
  --toastify-toast-right: max(var(--toastify-toast-offset), env(safe-area-inset-right));
  --toastify-toast-left: max(var(--toastify-toast-offset), env(safe-area-inset-left));
  --toastify-toast-bottom: max(var(--toastify-toast-offset), env(safe-area-inset-bottom));
  --toastify-toast-background: #fff;
  --toastify-toast-padding: 14px;
  --toastify-toast-min-height: 64px;
  --toastify-toast-max-height: 800px;
  --toastify-toast-bd-radius: 6px;
  --toastify-toast-shadow: 0px 4px 12px rgba(0, 0, 0, 0.1);
  --toastify-font-family: sans-serif;
  --toastify-z-index: 9999;
  --toastify-text-color-light: #757575;
  --toastify-text-color-dark: #fff;

  /* Used only for colored theme */
  --toastify-text-color-info: #fff;
  --toastify-text-color-success: #fff;
  --toastify-text-color-warning: #fff;
  --toastify-text-color-error: #fff;

  --toastify-spinner-color: #616161;
  --toastify-spinner-color-empty-area: #e0e0e0;
  --toastify-color-progress-light: linear-gradient(to right, #4cd964, #5ac8fa, #007aff, #34aadc, #5856d6, #ff2d55);
  --toastify-color-progress-dark: #bb86fc;
  --toastify-color-progress-info: var(--toastify-color-info);
  --toastify-color-progress-success: var(--toastify-color-success);
  --toastify-color-progress-warning: var(--toastify-color-warning);
  --toastify-color-progress-error: var(--toastify-color-error);
  /* used to control the opacity of the progress trail */
  --toastify-color-progress-bgo: 0.2;
}

.Toastify__toast-container {
  z-index: var(--toastify-z-index);
  -webkit-transform: translate3d(0, 0, var(--toastify-z-index));
  position: fixed;
  width: var(--toastify-container-width);
  box-sizing: border-box;
  color: #fff;
  display: flex;
  flex-direction: column;
}

.Toastify__toast-container--top-left {
  top: var(--toastify-toast-top);
  left: var(--toastify-toast-left);
}
.Toastify__toast-container--top-center {
  top: var(--toastify-toast-top);
  left: 50%;
  transform: translateX(-50%);
  align-items: center;
}
.Toastify__toast-container--top-right {
  top: var(--toastify-toast-top);
  right: var(--toastify-toast-right);
  align-items: end;
}
.Toastify__toast-container--bottom-left {
  bottom: var(--toastify-toast-bottom);
  left: var(--toastify-toast-left);
}
.Toastify__toast-container--bottom-center {
  bottom: var(--toastify-toast-bottom);
  left: 50%;
  transform: translateX(-50%);
  align-items: center;
}
.Toastify__toast-container--bottom-right {
  bottom: var(--toastify-toast-bottom);
  right: var(--toastify-toast-right);
  align-items: end;
}

.Toastify__toast {
  --y: 0px;
  position: relative;
  touch-action: none;
  width: var(--toastify-toast-width);
  min-height: var(--toastify-toast-min-height);
  box-sizing: border-box;
  margin-bottom: 1rem;
  padding: var(--toastify-toast-padding);
  border-radius: var(--toastify-toast-bd-radius);
  box-shadow: var(--toastify-toast-shadow);
  max-height: var(--toastify-toast-max-height);
  font-family: var(--toastify-font-family);
  /* webkit only issue #791 */
  z-index: 0;
  /* inner swag */
  display: flex;
  flex: 1 auto;
  align-items: center;
  word-break: break-word;
}

@media only screen and (max-width: 480px) {
  .Toastify__toast-container {
    width: 100vw;
    left: env(safe-area-inset-left);
    margin: 0;
  }
  .Toastify__toast-container--top-left,
  .Toastify__toast-container--top-center,
  .Toastify__toast-container--top-right {
    top: env(safe-area-inset-top);
    transform: translateX(0);
  }
  .Toastify__toast-container--bottom-left,
  .Toastify__toast-container--bottom-center,
  .Toastify__toast-container--bottom-right {
    bottom: env(safe-area-inset-bottom);
    transform: translateX(0);
  }
  .Toastify__toast-container--rtl {
    right: env(safe-area-inset-right);
    left: initial;
  }
  .Toastify__toast {
    --toastify-toast-width: 100%;
    margin-bottom: 0;
    border-radius: 0;
  }
}

.Toastify__toast-container[data-stacked='true'] {
  width: var(--toastify-toast-width);
}

@media only screen and (max-width: 480px) {
  .Toastify__toast-container[data-stacked='true'] {
    width: 100vw;
  }
}

.Toastify__toast--stacked {
  position: absolute;
  width: 100%;
  transform: translate3d(0, var(--y), 0) scale(var(--s));
  transition: transform 0.3s;
}

.Toastify__toast--stacked[data-collapsed] .Toastify__toast-body,
.Toastify__toast--stacked[data-collapsed] .Toastify__close-button {
  transition: opacity 0.1s;
}

.Toastify__toast--stacked[data-collapsed='false'] {
  overflow: visible;
}

.Toastify__toast--stacked[data-collapsed='true']:not(:last-child) > * {
  opacity: 0;
}

.Toastify__toast--stacked:after {
  content: '';
  position: absolute;
  left: 0;
  right: 0;
  height: calc(var(--g) * 1px);
  bottom: 100%;
}

.Toastify__toast--stacked[data-pos='top'] {
  top: 0;
}

.Toastify__toast--stacked[data-pos='bot'] {
  bottom: 0;
}

.Toastify__toast--stacked[data-pos='bot'].Toastify__toast--stacked:before {
  transform-origin: top;
}

.Toastify__toast--stacked[data-pos='top'].Toastify__toast--stacked:before {
  transform-origin: bottom;
}

.Toastify__toast--stacked:before {
  content: '';
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 100%;
  transform: scaleY(3);
  z-index: -1;
}

.Toastify__toast--rtl {
  direction: rtl;
}

.Toastify__toast--close-on-click {
  cursor: pointer;
}

.Toastify__toast-icon {
  margin-inline-end: 10px;
  width: 22px;
  flex-shrink: 0;
  display: flex;
}

.Toastify--animate {
  animation-fill-mode: both;
  animation-duration: 0.5s;
}

.Toastify--animate-icon {
  animation-fill-mode: both;
  animation-duration: 0.3s;
}

.Toastify__toast-theme--dark {
  background: var(--toastify-color-dark);
  color: var(--toastify-text-color-dark);
}

.Toastify__toast-theme--light {
  background: var(--toastify-color-light);
  color: var(--toastify-text-color-light);
}

.Toastify__toast-theme--auto {
  background: var(--toastify-color-light);
  color: var(--toastify-text-color-light);
}

.Toastify__toast-theme--colored.Toastify__toast--default {
  background: var(--toastify-color-light);
  color: var(--toastify-text-color-light);
}

.Toastify__toast-theme--colored.Toastify__toast--info {
  color: var(--toastify-text-color-info);
  background: var(--toastify-color-info);
}

.Toastify__toast-theme--colored.Toastify__toast--success {
  color: var(--toastify-text-color-success);
  background: var(--toastify-color-success);
}

.Toastify__toast-theme--colored.Toastify__toast--warning {
  color: var(--toastify-text-color-warning);
  background: var(--toastify-color-warning);
}

.Toastify__toast-theme--colored.Toastify__toast--error {
  color: var(--toastify-text-color-error);
  background: var(--toastify-color-error);
}

.Toastify__progress-bar-theme--light {
  background: var(--toastify-color-progress-light);
}

.Toastify__progress-bar-theme--dark {
  background: var(--toastify-color-progress-dark);
}

.Toastify__progress-bar-theme--auto {
  background: var(--toastify-color-progress-light);
}

.Toastify__progress-bar--info {
  background: var(--toastify-color-progress-info);
}

.Toastify__progress-bar--success {
  background: var(--toastify-color-progress-success);
}

.Toastify__progress-bar--warning {
  background: var(--toastify-color-progress-warning);
}

.Toastify__progress-bar--error {
  background: var(--toastify-color-progress-error);
}

.Toastify__progress-bar-theme--colored.Toastify__progress-bar--info,
.Toastify__progress-bar-theme--colored.Toastify__progress-bar--success,
.Toastify__progress-bar-theme--colored.Toastify__progress-bar--warning,
.Toastify__progress-bar-theme--colored.Toastify__progress-bar--error {
  background: var(--toastify-color-transparent);
}

.Toastify__close-button {
  color: #fff;
  position: absolute;
  top: 6px;
  right: 6px;
  background: transparent;
  outline: none;
  border: none;
  padding: 0;
  cursor: pointer;
  opacity: 0.7;
  transition: 0.3s ease;
  z-index: 1;
}

.Toastify__toast--rtl .Toastify__close-button {
  left: 6px;
  right: unset;
}

.Toastify__close-button--light {
  color: #000;
  opacity: 0.3;
}

.Toastify__close-button--auto {
  color: #000;
  opacity: 0.3;
}

@media (prefers-color-scheme: dark) {
  .Toastify__toast-theme--auto {
    background: var(--toastify-color-dark);
    color: var(--toastify-text-color-dark);
  }

  .Toastify__progress-bar-theme--auto {
    background: var(--toastify-color-progress-dark);
  }

  .Toastify__close-button--auto {
    color: #fff;
    opacity: 0.7;
  }
}

.Toastify__close-button > svg {
  fill: currentColor;
  height: 16px;
  width: 14px;
}

.Toastify__close-button:hover,
.Toastify__close-button:focus {
  opacity: 1;
}

@keyframes Toastify__trackProgress {
  0% {
    transform: scaleX(1);
  }
  100% {
    transform: scaleX(0);
  }
}

.Toastify__progress-bar {
  position: absolute;
  bottom: 0;
  left: 0;
  width: 100%;
  height: 100%;
  z-index: 1;
  opacity: 0.7;
  transform-origin: left;
}

.Toastify__progress-bar--animated {
  animation: Toastify__trackProgress linear 1 forwards;
}

.Toastify__progress-bar--controlled {
  transition: transform 0.2s;
}

.Toastify__progress-bar--rtl {
  right: 0;
  left: initial;
  transform-origin: right;
  border-bottom-left-radius: initial;
}

.Toastify__progress-bar--wrp {
  position: absolute;
  overflow: hidden;
  bottom: 0;
  left: 0;
  width: 100%;
  height: 5px;
  border-bottom-left-radius: var(--toastify-toast-bd-radius);
  border-bottom-right-radius: var(--toastify-toast-bd-radius);
}

.Toastify__progress-bar--wrp[data-hidden='true'] {
  opacity: 0;
}

.Toastify__progress-bar--bg {
  opacity: var(--toastify-color-progress-bgo);
  width: 100%;
  height: 100%;
}

.Toastify__spinner {
  width: 20px;
  height: 20px;
  box-sizing: border-box;
  border: 2px solid;
  border-radius: 100%;
  border-color: var(--toastify-spinner-color-empty-area);
  border-right-color: var(--toastify-spinner-color);
  animation: Toastify__spin 0.65s linear infinite;
}

@keyframes Toastify__bounceInRight {
  from,
  60%,
  75%,
  90%,
  to {
    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);
  }
  from {
    opacity: 0;
    transform: translate3d(3000px, 0, 0);
  }
  60% {
    opacity: 1;
    transform: translate3d(-25px, 0, 0);
  }
  75% {
    transform: translate3d(10px, 0, 0);
  }
  90% {
    transform: translate3d(-5px, 0, 0);
  }
  to {
    transform: none;
  }
}

@keyframes Toastify__bounceOutRight {
  20% {
    opacity: 1;
    transform: translate3d(-20px, var(--y), 0);
  }
  to {
    opacity: 0;
    transform: translate3d(2000px, var(--y), 0);
  }
}

@keyframes Toastify__bounceInLeft {
  from,
  60%,
  75%,
  90%,
  to {
    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);
  }
  0% {
    opacity: 0;
    transform: translate3d(-3000px, 0, 0);
  }
  60% {
    opacity: 1;
    transform: translate3d(25px, 0, 0);
  }
  75% {
    transform: translate3d(-10px, 0, 0);
  }
  90% {
    transform: translate3d(5px, 0, 0);
  }
  to {
    transform: none;
  }
}

@keyframes Toastify__bounceOutLeft {
  20% {
    opacity: 1;
    transform: translate3d(20px, var(--y), 0);
  }
  to {
    opacity: 0;
    transform: translate3d(-2000px, var(--y), 0);
  }
}

@keyframes Toastify__bounceInUp {
  from,
  60%,
  75%,
  90%,
  to {
    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);
  }
  from {
    opacity: 0;
    transform: translate3d(0, 3000px, 0);
  }
  60% {
    opacity: 1;
    transform: translate3d(0, -20px, 0);
  }
  75% {
    transform: translate3d(0, 10px, 0);
  }
  90% {
    transform: translate3d(0, -5px, 0);
  }
  to {
    transform: translate3d(0, 0, 0);
  }
}

@keyframes Toastify__bounceOutUp {
  20% {
    transform: translate3d(0, calc(var(--y) - 10px), 0);
  }
  40%,
  45% {
    opacity: 1;
    transform: translate3d(0, calc(var(--y) + 20px), 0);
  }
  to {
    opacity: 0;
    transform: translate3d(0, -2000px, 0);
  }
}

@keyframes Toastify__bounceInDown {
  from,
  60%,
  75%,
  90%,
  to {
    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);
  }
  0% {
    opacity: 0;
    transform: translate3d(0, -3000px, 0);
  }
  60% {
    opacity: 1;
    transform: translate3d(0, 25px, 0);
  }
  75% {
    transform: translate3d(0, -10px, 0);
  }
  90% {
    transform: translate3d(0, 5px, 0);
  }
  to {
    transform: none;
  }
}

@keyframes Toastify__bounceOutDown {
  20% {
    transform: translate3d(0, calc(var(--y) - 10px), 0);
  }
  40%,
  45% {
    opacity: 1;
    transform: translate3d(0, calc(var(--y) + 20px), 0);
  }
  to {
    opacity: 0;
    transform: translate3d(0, 2000px, 0);
  }
}

.Toastify__bounce-enter--top-left,
.Toastify__bounce-enter--bottom-left {
  animation-name: Toastify__bounceInLeft;
}

.Toastify__bounce-enter--top-right,
.Toastify__bounce-enter--bottom-right {
  animation-name: Toastify__bounceInRight;
}

.Toastify__bounce-enter--top-center {
  animation-name: Toastify__bounceInDown;
}

.Toastify__bounce-enter--bottom-center {
  animation-name: Toastify__bounceInUp;
}

.Toastify__bounce-exit--top-left,
.Toastify__bounce-exit--bottom-left {
  animation-name: Toastify__bounceOutLeft;
}

.Toastify__bounce-exit--top-right,
.Toastify__bounce-exit--bottom-right {
  animation-name: Toastify__bounceOutRight;
}

.Toastify__bounce-exit--top-center {
  animation-name: Toastify__bounceOutUp;
}

.Toastify__bounce-exit--bottom-center {
  animation-name: Toastify__bounceOutDown;
}

@keyframes Toastify__zoomIn {
  from {
    opacity: 0;
    transform: scale3d(0.3, 0.3, 0.3);
  }
  50% {
    opacity: 1;
  }
}

@keyframes Toastify__zoomOut {
  from {
    opacity: 1;
  }
  50% {
    opacity: 0;
    transform: translate3d(0, var(--y), 0) scale3d(0.3, 0.3, 0.3);
  }
  to {
    opacity: 0;
  }
}

.Toastify__zoom-enter {
  animation-name: Toastify__zoomIn;
}

.Toastify__zoom-exit {
  animation-name: Toastify__zoomOut;
}

@keyframes Toastify__flipIn {
  from {
    transform: perspective(400px) rotate3d(1, 0, 0, 90deg);
    animation-timing-function: ease-in;
    opacity: 0;
  }
  40% {
    transform: perspective(400px) rotate3d(1, 0, 0, -20deg);
    animation-timing-function: ease-in;
  }
  60% {
    transform: perspective(400px) rotate3d(1, 0, 0, 10deg);
    opacity: 1;
  }
  80% {
    transform: perspective(400px) rotate3d(1, 0, 0, -5deg);
  }
  to {
    transform: perspective(400px);
  }
}

@keyframes Toastify__flipOut {
  from {
    transform: translate3d(0, var(--y), 0) perspective(400px);
  }
  30% {
    transform: translate3d(0, var(--y), 0) perspective(400px) rotate3d(1, 0, 0, -20deg);
    opacity: 1;
  }
  to {
    transform: translate3d(0, var(--y), 0) perspective(400px) rotate3d(1, 0, 0, 90deg);
    opacity: 0;
  }
}

.Toastify__flip-enter {
  animation-name: Toastify__flipIn;
}

.Toastify__flip-exit {
  animation-name: Toastify__flipOut;
}

@keyframes Toastify__slideInRight {
  from {
    transform: translate3d(110%, 0, 0);
    visibility: visible;
  }
  to {
    transform: translate3d(0, var(--y), 0);
  }
}

@keyframes Toastify__slideInLeft {
  from {
    transform: translate3d(-110%, 0, 0);
    visibility: visible;
  }
  to {
    transform: translate3d(0, var(--y), 0);
  }
}

@keyframes Toastify__slideInUp {
  from {
    transform: translate3d(0, 110%, 0);
    visibility: visible;
  }
  to {
    transform: translate3d(0, var(--y), 0);
  }
}

@keyframes Toastify__slideInDown {
  from {
    transform: translate3d(0, -110%, 0);
    visibility: visible;
  }
  to {
    transform: translate3d(0, var(--y), 0);
  }
}

@keyframes Toastify__slideOutRight {
  from {
    transform: translate3d(0, var(--y), 0);
  }
  to {
    visibility: hidden;
    transform: translate3d(110%, var(--y), 0);
  }
}

@keyframes Toastify__slideOutLeft {
  from {
    transform: translate3d(0, var(--y), 0);
  }
  to {
    visibility: hidden;
    transform: translate3d(-110%, var(--y), 0);
  }
}

@keyframes Toastify__slideOutDown {
  from {
    transform: translate3d(0, var(--y), 0);
  }
  to {
    visibility: hidden;
    transform: translate3d(0, 500px, 0);
  }
}

@keyframes Toastify__slideOutUp {
  from {
    transform: translate3d(0, var(--y), 0);
  }
  to {
    visibility: hidden;
    transform: translate3d(0, -500px, 0);
  }
}

.Toastify__slide-enter--top-left,
.Toastify__slide-enter--bottom-left {
  animation-name: Toastify__slideInLeft;
}

.Toastify__slide-enter--top-right,
.Toastify__slide-enter--bottom-right {
  animation-name: Toastify__slideInRight;
}

.Toastify__slide-enter--top-center {
  animation-name: Toastify__slideInDown;
}

.Toastify__slide-enter--bottom-center {
  animation-name: Toastify__slideInUp;
}

.Toastify__slide-exit--top-left,
.Toastify__slide-exit--bottom-left {
  animation-name: Toastify__slideOutLeft;
  animation-timing-function: ease-in;
  animation-duration: 0.3s;
}

.Toastify__slide-exit--top-right,
.Toastify__slide-exit--bottom-right {
  animation-name: Toastify__slideOutRight;
  animation-timing-function: ease-in;
  animation-duration: 0.3s;
}

.Toastify__slide-exit--top-center {
  animation-name: Toastify__slideOutUp;
  animation-timing-function: ease-in;
  animation-duration: 0.3s;
}

.Toastify__slide-exit--bottom-center {
  animation-name: Toastify__slideOutDown;
  animation-timing-function: ease-in;
  animation-duration: 0.3s;
}

@keyframes Toastify__spin {
  from {
    transform: rotate(0deg);
  }
  to {
    transform: rotate(360deg);
  }
}
`;
var $ = /* @__PURE__ */ new Map();
var ge = (e, t, n = !1) => {
	J(() => {
		if (!e || typeof document > `u`) return;
		let r = document, i = $.get(r);
		if (i) {
			t && i.setAttribute(`nonce`, t);
			return;
		}
		let a = r.createElement(`style`);
		a.textContent = e, t && a.setAttribute(`nonce`, t), n ? r.head.appendChild(a) : r.head.prepend(a), $.set(r, a);
	}, [t]);
};
function _e(t) {
	return ge(he, t.nonce, t.appendStyleSheet), /* @__PURE__ */ import_react.createElement(me, t);
}
export { _e as ToastContainer, _ as cssTransition, W as toast };
