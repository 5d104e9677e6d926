import { Kr as require_react, Nt as require_jsx_runtime, Yr as __toESM, _ as placeLabel, qr as __commonJSMin, v as PLACE_TERM } from "./index-BTLBy0eD.js";
import "./mock-CDwb7JL5.js";
import { t as useTermFetcher } from "./useTermFetcher-UEDZsARN.js";
// node_modules/@babel/runtime/helpers/esm/objectWithoutPropertiesLoose.js
function _objectWithoutPropertiesLoose(r, e) {
	if (null == r) return {};
	var t = {};
	for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
		if (-1 !== e.indexOf(n)) continue;
		t[n] = r[n];
	}
	return t;
}
// node_modules/@babel/runtime/helpers/esm/extends.js
function _extends() {
	return _extends = Object.assign ? Object.assign.bind() : function(n) {
		for (var e = 1; e < arguments.length; e++) {
			var t = arguments[e];
			for (var r in t) ({}).hasOwnProperty.call(t, r) && (n[r] = t[r]);
		}
		return n;
	}, _extends.apply(null, arguments);
}
// node_modules/prop-types/lib/ReactPropTypesSecret.js
/**
* Copyright (c) 2013-present, Facebook, Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_ReactPropTypesSecret = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = "SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED";
}));
// node_modules/prop-types/factoryWithThrowingShims.js
/**
* Copyright (c) 2013-present, Facebook, Inc.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_factoryWithThrowingShims = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	var ReactPropTypesSecret = require_ReactPropTypesSecret();
	function emptyFunction() {}
	function emptyFunctionWithReset() {}
	emptyFunctionWithReset.resetWarningCache = emptyFunction;
	module.exports = function() {
		function shim(props, propName, componentName, location, propFullName, secret) {
			if (secret === ReactPropTypesSecret) return;
			var err = /* @__PURE__ */ new Error("Calling PropTypes validators directly is not supported by the `prop-types` package. Use PropTypes.checkPropTypes() to call them. Read more at http://fb.me/use-check-prop-types");
			err.name = "Invariant Violation";
			throw err;
		}
		shim.isRequired = shim;
		function getShim() {
			return shim;
		}
		var ReactPropTypes = {
			array: shim,
			bigint: shim,
			bool: shim,
			func: shim,
			number: shim,
			object: shim,
			string: shim,
			symbol: shim,
			any: shim,
			arrayOf: getShim,
			element: shim,
			elementType: shim,
			instanceOf: getShim,
			node: shim,
			objectOf: getShim,
			oneOf: getShim,
			oneOfType: getShim,
			shape: getShim,
			exact: getShim,
			checkPropTypes: emptyFunctionWithReset,
			resetWarningCache: emptyFunction
		};
		ReactPropTypes.PropTypes = ReactPropTypes;
		return ReactPropTypes;
	};
}));
// node_modules/prop-types/index.js
var require_prop_types = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_factoryWithThrowingShims()();
}));
// node_modules/downshift/node_modules/react-is/cjs/react-is.production.min.js
/**
* @license React
* react-is.production.min.js
*
* Copyright (c) Facebook, Inc. and its affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_is_production_min = /* @__PURE__ */ __commonJSMin(((exports) => {}));
// node_modules/downshift/node_modules/react-is/index.js
var require_react_is = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_react_is_production_min();
}));
// node_modules/compute-scroll-into-view/dist/index.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
require_react_is();
var t = (t) => "object" == typeof t && null != t && 1 === t.nodeType;
var e = (t, e) => (!e || "hidden" !== t) && "visible" !== t && "clip" !== t;
var n = (t, n) => {
	if (t.clientHeight < t.scrollHeight || t.clientWidth < t.scrollWidth) {
		const o = getComputedStyle(t, null);
		return e(o.overflowY, n) || e(o.overflowX, n) || ((t) => {
			const e = ((t) => {
				if (!t.ownerDocument || !t.ownerDocument.defaultView) return null;
				try {
					return t.ownerDocument.defaultView.frameElement;
				} catch (t) {
					return null;
				}
			})(t);
			return !!e && (e.clientHeight < t.scrollHeight || e.clientWidth < t.scrollWidth);
		})(t);
	}
	return !1;
};
var o = (t, e, n, o, l, r, i, s) => r < t && i > e || r > t && i < e ? 0 : r <= t && s <= n || i >= e && s >= n ? r - t - o : i > e && s < n || r < t && s > n ? i - e + l : 0;
var l = (t) => {
	const e = t.parentElement;
	return null == e ? t.getRootNode().host || null : e;
};
var r = (e, r) => {
	var i, s, d, h;
	if ("undefined" == typeof document) return [];
	const { scrollMode: c, block: f, inline: u, boundary: a, skipOverflowHiddenElements: g } = r, p = "function" == typeof a ? a : (t) => t !== a;
	if (!t(e)) throw new TypeError("Invalid target");
	const m = document.scrollingElement || document.documentElement, w = [];
	let W = e;
	for (; t(W) && p(W);) {
		if (W = l(W), W === m) {
			w.push(W);
			break;
		}
		null != W && W === document.body && n(W) && !n(document.documentElement) || null != W && n(W, g) && w.push(W);
	}
	const b = null != (s = null == (i = window.visualViewport) ? void 0 : i.width) ? s : innerWidth, H = null != (h = null == (d = window.visualViewport) ? void 0 : d.height) ? h : innerHeight, { scrollX: y, scrollY: M } = window, { height: v, width: E, top: x, right: C, bottom: I, left: R } = e.getBoundingClientRect(), { top: T, right: B, bottom: F, left: V } = ((t) => {
		const e = window.getComputedStyle(t);
		return {
			top: parseFloat(e.scrollMarginTop) || 0,
			right: parseFloat(e.scrollMarginRight) || 0,
			bottom: parseFloat(e.scrollMarginBottom) || 0,
			left: parseFloat(e.scrollMarginLeft) || 0
		};
	})(e);
	let k = "start" === f || "nearest" === f ? x - T : "end" === f ? I + F : x + v / 2 - T + F, D = "center" === u ? R + E / 2 - V + B : "end" === u ? C + B : R - V;
	const L = [];
	for (let t = 0; t < w.length; t++) {
		const e = w[t], { height: l, width: r, top: i, right: s, bottom: d, left: h } = e.getBoundingClientRect();
		if ("if-needed" === c && x >= 0 && R >= 0 && I <= H && C <= b && (e === m && !n(e) || x >= i && I <= d && R >= h && C <= s)) return L;
		const a = getComputedStyle(e), g = parseInt(a.borderLeftWidth, 10), p = parseInt(a.borderTopWidth, 10), W = parseInt(a.borderRightWidth, 10), T = parseInt(a.borderBottomWidth, 10);
		let B = 0, F = 0;
		const V = "offsetWidth" in e ? e.offsetWidth - e.clientWidth - g - W : 0, S = "offsetHeight" in e ? e.offsetHeight - e.clientHeight - p - T : 0, X = "offsetWidth" in e ? 0 === e.offsetWidth ? 0 : r / e.offsetWidth : 0, Y = "offsetHeight" in e ? 0 === e.offsetHeight ? 0 : l / e.offsetHeight : 0;
		if (m === e) B = "start" === f ? k : "end" === f ? k - H : "nearest" === f ? o(M, M + H, H, p, T, M + k, M + k + v, v) : k - H / 2, F = "start" === u ? D : "center" === u ? D - b / 2 : "end" === u ? D - b : o(y, y + b, b, g, W, y + D, y + D + E, E), B = Math.max(0, B + M), F = Math.max(0, F + y);
		else {
			B = "start" === f ? k - i - p : "end" === f ? k - d + T + S : "nearest" === f ? o(i, d, l, p, T + S, k, k + v, v) : k - (i + l / 2) + S / 2, F = "start" === u ? D - h - g : "center" === u ? D - (h + r / 2) + V / 2 : "end" === u ? D - s + W + V : o(h, s, r, g, W + V, D, D + E, E);
			const { scrollLeft: t, scrollTop: n } = e;
			B = 0 === Y ? 0 : Math.max(0, Math.min(n + B / Y, e.scrollHeight - l / Y + S)), F = 0 === X ? 0 : Math.max(0, Math.min(t + F / X, e.scrollWidth - r / X + V)), k += n - B, D += t - F;
		}
		L.push({
			el: e,
			top: B,
			left: F
		});
	}
	return L;
};
// node_modules/downshift/dist/downshift.esm.mjs
var idCounter = 0;
/**
* This generates a unique ID for an instance of Downshift
* @return {string} the unique ID
*/
function generateId() {
	return String(idCounter++);
}
// istanbul ignore next
var useIsomorphicLayoutEffect = typeof window !== "undefined" && typeof window.document !== "undefined" && typeof window.document.createElement !== "undefined" || false ? import_react.useLayoutEffect : import_react.useEffect;
function useLatestRef(value) {
	var ref = import_react.useRef(value);
	useIsomorphicLayoutEffect(function() {
		ref.current = value;
	}, [value]);
	return ref;
}
function handleRefs() {
	for (var _len = arguments.length, refs = new Array(_len), _key = 0; _key < _len; _key++) refs[_key] = arguments[_key];
	return function(node) {
		refs.forEach(function(ref) {
			if (typeof ref === "function") ref(node);
			else if (ref) ref.current = node;
		});
	};
}
/**
* This is intended to be used to compose event handlers.
* They are executed in order until one of them sets
* `event.preventDownshiftDefault = true`.
* @param fns the event handler functions
* @return the event handler to add to an element
*/
function callAllEventHandlers() {
	for (var _len = arguments.length, fns = new Array(_len), _key = 0; _key < _len; _key++) fns[_key] = arguments[_key];
	return function(event) {
		for (var _len2 = arguments.length, args = new Array(_len2 > 1 ? _len2 - 1 : 0), _key2 = 1; _key2 < _len2; _key2++) args[_key2 - 1] = arguments[_key2];
		return fns.some(function(fn) {
			if (fn) fn.apply(void 0, [event].concat(args));
			return event.preventDownshiftDefault || event.hasOwnProperty("nativeEvent") && event.nativeEvent.preventDownshiftDefault;
		});
	};
}
/**
* Simple debounce implementation. Will call the given
* function once after the time given has passed since
* it was last called.
*/
function debounce(fn, time) {
	var timeoutId;
	function cancel() {
		if (timeoutId) clearTimeout(timeoutId);
	}
	function wrapper() {
		for (var _len = arguments.length, args = new Array(_len), _key = 0; _key < _len; _key++) args[_key] = arguments[_key];
		cancel();
		timeoutId = setTimeout(function() {
			timeoutId = null;
			fn.apply(void 0, args);
		}, time);
	}
	wrapper.cancel = cancel;
	return wrapper;
}
var cleanupStatus = debounce(function(document) {
	getStatusDiv(document).textContent = "";
}, 500);
/**
* Get the status node or create it if it does not already exist.
*/
function getStatusDiv(document) {
	var statusDiv = document.getElementById("a11y-status-message");
	if (statusDiv) return statusDiv;
	statusDiv = document.createElement("div");
	statusDiv.setAttribute("id", "a11y-status-message");
	statusDiv.setAttribute("role", "status");
	statusDiv.setAttribute("aria-live", "polite");
	statusDiv.setAttribute("aria-relevant", "additions text");
	Object.assign(statusDiv.style, {
		border: "0",
		clip: "rect(0 0 0 0)",
		height: "1px",
		margin: "-1px",
		overflow: "hidden",
		padding: "0",
		position: "absolute",
		width: "1px"
	});
	document.body.appendChild(statusDiv);
	return statusDiv;
}
/**
* Sets aria live status to a div element that's visually hidden.
*/
function setStatus(status, document) {
	if (!status || !document) return;
	var div = getStatusDiv(document);
	div.textContent = status;
	cleanupStatus(document);
}
/**
* Removes the status element from the DOM
*/
function cleanupStatusDiv(document) {
	var statusDiv = document == null ? void 0 : document.getElementById("a11y-status-message");
	if (statusDiv) statusDiv.remove();
}
function noop() {}
var validatePropTypes$1 = noop;
/**
* This will perform a shallow merge of the given state object
* with the state coming from props
* (for the controlled component scenario)
* This is used in state updater functions so they're referencing
* the right state regardless of where it comes from.
*
* @param state The state of the component/hook.
* @param props The props that may contain controlled values.
* @returns The merged controlled state.
*/
function getState(state, props) {
	if (!props) return state;
	return Object.keys(state).reduce(function(newState, key) {
		if (props[key] !== void 0) newState[key] = props[key];
		return newState;
	}, _extends({}, state));
}
/**
* Scroll node into view if necessary
* @param {HTMLElement} node the element that should scroll into view
* @param {HTMLElement} menuNode the menu element of the component
*/
function scrollIntoView(node, menuNode) {
	if (!node) return;
	r(node, {
		boundary: menuNode,
		block: "nearest",
		scrollMode: "if-needed"
	}).forEach(function(_ref) {
		var el = _ref.el, top = _ref.top, left = _ref.left;
		el.scrollTop = top;
		el.scrollLeft = left;
	});
}
/**
* Normalizes the 'key' property of a KeyboardEvent in IE/Edge
* @param event a keyboardEvent object
* @return keyboard key
*/
function normalizeArrowKey(event) {
	var key = event.key, keyCode = event.keyCode;
	/* istanbul ignore next (ie) */
	if (keyCode >= 37 && keyCode <= 40 && !key.startsWith("Arrow")) return "Arrow" + key;
	return key;
}
/**
* Returns the next non-disabled highlightedIndex value.
*
* @param start The current highlightedIndex.
* @param backwards If true, it will search backwards from the start.
* @param items The items array.
* @param isItemDisabled Function that tells if an item is disabled or not.
* @param circular If the search reaches the end, if it can search again starting from the other end.
* @returns The next non-disabled index.
*/
function getNonDisabledIndex(start, backwards, items, isItemDisabled, circular) {
	if (circular === void 0) circular = false;
	var count = items.length;
	if (backwards) {
		for (var index = start; index >= 0; index--) if (!isItemDisabled(items[index], index)) return index;
	} else for (var _index = start; _index < count; _index++) if (!isItemDisabled(items[_index], _index)) return _index;
	if (circular) return getNonDisabledIndex(backwards ? count - 1 : 0, backwards, items, isItemDisabled);
	return -1;
}
/**
* Returns the next non-disabled highlightedIndex value.
*
* @param start The current highlightedIndex.
* @param offset The offset from the current highlightedIndex to start searching.
* @param items The items array.
* @param isItemDisabled Function that tells if an item is disabled or not.
* @param circular If the search reaches the end, if it can search again starting from the other end.
* @returns The next highlightedIndex.
*/
function getHighlightedIndex(start, offset, items, isItemDisabled, circular) {
	if (circular === void 0) circular = false;
	var count = items.length;
	if (count === 0) return -1;
	var itemsLastIndex = count - 1;
	if (typeof start !== "number" || start < 0 || start > itemsLastIndex) start = offset > 0 ? -1 : itemsLastIndex + 1;
	var current = start + offset;
	if (current < 0) current = circular ? itemsLastIndex : 0;
	else if (current > itemsLastIndex) current = circular ? 0 : itemsLastIndex;
	var highlightedIndex = getNonDisabledIndex(current, offset < 0, items, isItemDisabled, circular);
	if (highlightedIndex === -1) return start >= count ? -1 : start;
	return highlightedIndex;
}
/**
* Checks if event target is within the downshift elements.
*
* @param target Target to check.
* @param downshiftElements The elements that form downshift (list, toggle button etc).
* @param environment The window context where downshift renders.
* @param checkActiveElement Whether to also check activeElement.
*
* @returns Whether or not the target is within downshift elements.
*/
function targetWithinDownshift(target, downshiftElements, environment, checkActiveElement) {
	if (checkActiveElement === void 0) checkActiveElement = true;
	return !!environment && downshiftElements.some(function(contextNode) {
		return contextNode && (isOrContainsNode(contextNode, target, environment) || checkActiveElement && isOrContainsNode(contextNode, environment.document.activeElement, environment));
	});
}
/**
* @param parent the parent node
* @param child the child node
* @param environment The window context where downshift renders.
* @return Whether the parent is the child or the child is in the parent
*/
function isOrContainsNode(parent, child, environment) {
	return parent === child || child instanceof environment.Node && parent.contains(child);
}
function capitalizeString(string) {
	return "" + string.slice(0, 1).toUpperCase() + string.slice(1);
}
function callOnChangeProps(action, props, state, newState) {
	var type = action.type;
	var changes = {};
	var keys = Object.keys(state);
	for (var _i = 0, _keys = keys; _i < _keys.length; _i++) {
		var key = _keys[_i];
		invokeOnChangeHandler(key, action, props, state, newState);
		if (newState[key] !== state[key]) changes[key] = newState[key];
	}
	if (typeof props.onStateChange === "function" && Object.keys(changes).length) props.onStateChange(_extends({ type }, changes));
}
function invokeOnChangeHandler(key, action, props, state, newState) {
	if (newState[key] === state[key]) return;
	var handler = props["on" + capitalizeString(key) + "Change"];
	if (typeof handler !== "function") return;
	var type = action.type;
	handler(_extends({ type }, newState));
}
/**
* Computes the controlled state using a the previous state, props,
* two reducers, one from downshift and an optional one from the user.
* Also calls the onChange handlers for state values that have changed.
*
* @param reducer Reducer function from downshift.
* @param props The hook props, also passed to createInitialState.
* @param createInitialState Function that returns the initial state.
* @param isStateEqual Function that checks if a previous state is equal to the next.
* @returns An array with the state and an action dispatcher.
*/
function useEnhancedReducer(reducer, props, createInitialState, isStateEqual) {
	var prevStateRef = import_react.useRef({});
	var enhancedReducer = import_react.useCallback(function(_ref, action) {
		var state = _ref.state;
		state = getState(state, action.props);
		var changes = reducer(state, action);
		var newState = action.props.stateReducer(state, _extends({}, action, { changes }));
		return {
			state: _extends({}, state, newState),
			lastAction: action
		};
	}, [reducer]);
	var _React$useReducer = import_react.useReducer(enhancedReducer, props, function(p) {
		return {
			state: createInitialState(p),
			lastAction: void 0
		};
	}), _React$useReducer$ = _React$useReducer[0], state = _React$useReducer$.state, lastAction = _React$useReducer$.lastAction, dispatch = _React$useReducer[1];
	var propsRef = useLatestRef(props);
	var dispatchWithProps = import_react.useCallback(function(action) {
		return dispatch(_extends({}, action, { props: propsRef.current }));
	}, [propsRef]);
	import_react.useEffect(function() {
		if (lastAction) {
			var prevState = getState(prevStateRef.current, lastAction.props);
			if (!isStateEqual(prevState, state)) callOnChangeProps(lastAction, lastAction.props, prevState, state);
		}
		prevStateRef.current = state;
	}, [
		state,
		lastAction,
		isStateEqual
	]);
	return [state, dispatchWithProps];
}
/**
* Wraps the useEnhancedReducer and applies the controlled prop values before
* returning the new state.
* @param reducer Reducer function from downshift.
* @param props The hook props, also passed to createInitialState.
* @param createInitialState Function that returns the initial state.
* @param isStateEqual Function that checks if a previous state is equal to the next.
* @returns An array with the state and an action dispatcher.
*/
function useControlledReducer$1(reducer, props, createInitialState, isStateEqual) {
	var _useEnhancedReducer = useEnhancedReducer(reducer, props, createInitialState, isStateEqual), state = _useEnhancedReducer[0], dispatch = _useEnhancedReducer[1];
	return [getState(state, props), dispatch];
}
/**
* Returns both the item and index when both or either is passed.
*
* @param itemProp The item which could be undefined.
* @param indexProp The index which could be undefined.
* @param items The array of items to get the item based on index.
* @param errorMessage The error to be thrown if index and item could not be returned for any reason.
* @returns An array with item and index.
*/
function getItemAndIndex(itemProp, indexProp, items, errorMessage) {
	if (itemProp !== void 0 && indexProp !== void 0) return [itemProp, indexProp];
	if (itemProp !== void 0) {
		if (items.indexOf(itemProp) < 0) throw new Error(errorMessage);
		return [itemProp, items.indexOf(itemProp)];
	}
	if (indexProp !== void 0) {
		var item = items[indexProp];
		if (item === void 0) throw new Error(errorMessage);
		return [item, indexProp];
	}
	throw new Error(errorMessage);
}
/**
* Tracks if it's the first render.
*/
function useIsInitialMount() {
	var isInitialMountRef = import_react.useRef(true);
	import_react.useEffect(function() {
		isInitialMountRef.current = false;
		return function() {
			isInitialMountRef.current = true;
		};
	}, []);
	return isInitialMountRef.current;
}
var propTypes$4 = {
	environment: import_prop_types.default.shape({
		addEventListener: import_prop_types.default.func.isRequired,
		removeEventListener: import_prop_types.default.func.isRequired,
		document: import_prop_types.default.shape({
			createElement: import_prop_types.default.func.isRequired,
			getElementById: import_prop_types.default.func.isRequired,
			activeElement: import_prop_types.default.any.isRequired,
			body: import_prop_types.default.any.isRequired
		}).isRequired,
		Node: import_prop_types.default.func.isRequired
	}),
	itemToKey: import_prop_types.default.func,
	stateReducer: import_prop_types.default.func
};
/**
* Returns the default value based on the defaultProp and defaultStateValue.
*
* @param defaultProp The default prop value.
* @param defaultStateValue The default state value.
* @returns The resolved default value.
*/
function getDefaultValue(defaultProp, defaultStateValue) {
	return defaultProp === void 0 ? defaultStateValue : defaultProp;
}
/**
* Returns the initial value for a state variable, based on the following precedence:
* 1. The controlled value (if it's not undefined)
* 2. The initialValue (if it's not undefined)
* 3. The defaultValue (if it's not undefined)
* 4. The defaultStateValue
*
* @param value The controlled value of the state variable.
* @param initialValue The initial value of the state variable.
* @param defaultValue The default value of the state variable.
* @param defaultStateValue The default state value to use if all other values are undefined.
* @returns The initial value for the state variable.
*/
function getInitialValue(value, initialValue, defaultValue, defaultStateValue) {
	if (value !== void 0) return value;
	if (initialValue !== void 0) return initialValue;
	if (defaultValue !== void 0) return defaultValue;
	return defaultStateValue;
}
/**
* Debounced call for updating the a11y message.
*/
var updateA11yStatus = debounce(function(status, document) {
	setStatus(status, document);
}, 200);
/**
* Adds an a11y aria live status message if getA11yStatusMessage is passed.
* @param getA11yStatusMessage The function that builds the status message.
* @param options The options to be passed to getA11yStatusMessage if called.
* @param dependencyArray The dependency array that triggers the status message setter via useEffect.
* @param environment The environment object containing the document.
*/
function useA11yMessageStatus(getA11yStatusMessage, options, dependencyArray, environment) {
	var document = environment == null ? void 0 : environment.document;
	var isInitialMount = useIsInitialMount();
	import_react.useEffect(function() {
		if (!getA11yStatusMessage || isInitialMount || !document) return;
		updateA11yStatus(getA11yStatusMessage(options), document);
	}, dependencyArray);
	import_react.useEffect(function() {
		return function() {
			updateA11yStatus.cancel();
			cleanupStatusDiv(document);
		};
	}, [document]);
}
var dropdownPropTypes = _extends({}, propTypes$4, {
	getA11yStatusMessage: import_prop_types.default.func,
	highlightedIndex: import_prop_types.default.number,
	defaultHighlightedIndex: import_prop_types.default.number,
	initialHighlightedIndex: import_prop_types.default.number,
	isOpen: import_prop_types.default.bool,
	defaultIsOpen: import_prop_types.default.bool,
	initialIsOpen: import_prop_types.default.bool,
	selectedItem: import_prop_types.default.any,
	initialSelectedItem: import_prop_types.default.any,
	defaultSelectedItem: import_prop_types.default.any,
	id: import_prop_types.default.string,
	labelId: import_prop_types.default.string,
	menuId: import_prop_types.default.string,
	getItemId: import_prop_types.default.func,
	toggleButtonId: import_prop_types.default.string,
	onSelectedItemChange: import_prop_types.default.func,
	onHighlightedIndexChange: import_prop_types.default.func,
	onStateChange: import_prop_types.default.func,
	onIsOpenChange: import_prop_types.default.func,
	scrollIntoView: import_prop_types.default.func
});
var dropdownDefaultProps = {
	itemToString: function itemToString(item) {
		return item ? String(item) : "";
	},
	itemToKey: function itemToKey(item) {
		return item;
	},
	isItemDisabled: function isItemDisabled(_item) {
		return false;
	},
	stateReducer: function stateReducer(_state, actionAndChanges) {
		return actionAndChanges.changes;
	},
	scrollIntoView,
	environment: typeof window === "undefined" || false ? void 0 : window
};
var dropdownDefaultStateValues = {
	highlightedIndex: -1,
	isOpen: false,
	selectedItem: null,
	inputValue: ""
};
var reactUseId$1 = _extends({}, import_react).useId;
var useElementIds$1 = typeof reactUseId$1 === "function" ? useElementIdsR18$1 : useElementIdsLegacy$1;
function useElementIdsR18$1(_ref) {
	var id = _ref.id, labelId = _ref.labelId, menuId = _ref.menuId, getItemId = _ref.getItemId, toggleButtonId = _ref.toggleButtonId, inputId = _ref.inputId;
	var reactId = "downshift-" + reactUseId$1();
	if (!id) id = reactId;
	return import_react.useMemo(function() {
		return {
			labelId: labelId != null ? labelId : id + "-label",
			menuId: menuId != null ? menuId : id + "-menu",
			getItemId: getItemId != null ? getItemId : function(index) {
				return id + "-item-" + index;
			},
			toggleButtonId: toggleButtonId != null ? toggleButtonId : id + "-toggle-button",
			inputId: inputId != null ? inputId : id + "-input"
		};
	}, [
		getItemId,
		id,
		inputId,
		labelId,
		menuId,
		toggleButtonId
	]);
}
function useElementIdsLegacy$1(_ref2) {
	var id = _ref2.id, labelId = _ref2.labelId, menuId = _ref2.menuId, getItemId = _ref2.getItemId, toggleButtonId = _ref2.toggleButtonId, inputId = _ref2.inputId;
	var baseId = import_react.useState(function() {
		return id != null ? id : "downshift-" + generateId();
	})[0];
	return import_react.useMemo(function() {
		return {
			labelId: labelId != null ? labelId : baseId + "-label",
			menuId: menuId != null ? menuId : baseId + "-menu",
			getItemId: getItemId != null ? getItemId : function(index) {
				return baseId + "-item-" + index;
			},
			toggleButtonId: toggleButtonId != null ? toggleButtonId : baseId + "-toggle-button",
			inputId: inputId != null ? inputId : baseId + "-input"
		};
	}, [
		getItemId,
		inputId,
		labelId,
		menuId,
		toggleButtonId,
		baseId
	]);
}
/**
* Returns the new highlightedIndex based on the defaultHighlightedIndex prop, if it's not disabled.
*
* @param props Props passed to the hook.
* @returns The highlighted index.
*/
function getDefaultHighlightedIndex(items, isItemDisabled, defaultHighlightedIndex) {
	var highlightedIndex = getDefaultValue(defaultHighlightedIndex, dropdownDefaultStateValues.highlightedIndex);
	if (items[highlightedIndex] && isItemDisabled(items[highlightedIndex], highlightedIndex)) return -1;
	return highlightedIndex;
}
/**
* Handles selection on Enter / Alt + ArrowUp. Closes the menu and resets the highlighted index, unless there is a highlighted.
* In that case, selects the item and resets to defaults for open state and highlighted idex.
*
* @param props The Dropdown props.
* @param highlightedIndex The index from the state.
* @param inputValue Also return the input value for state.
* @returns The changes for the state.
*/
function getChangesOnSelection(items, itemToString, defaultIsOpen, defaultHighlightedIndex, highlightedIndex, inputValue) {
	var shouldSelect = items.length && highlightedIndex >= 0;
	return _extends({
		isOpen: false,
		highlightedIndex: -1
	}, shouldSelect && _extends({
		selectedItem: items[highlightedIndex],
		isOpen: getDefaultValue(defaultIsOpen, dropdownDefaultStateValues.isOpen),
		highlightedIndex: getDefaultValue(defaultHighlightedIndex, dropdownDefaultStateValues.highlightedIndex)
	}, inputValue && { inputValue: itemToString(items[highlightedIndex]) }));
}
/**
* Returns the highlighted index when the menu is opened.
* Takes into account the initialHighlightedIndex, defaultHighlightedIndex,
* selectedItem, and the open direction offset.
*
* @param items The list of items.
* @param initialHighlightedIndex The initial highlighted index prop.
* @param defaultHighlightedIndex The default highlighted index prop.
* @param isItemDisabled Callback to determine if an item is disabled.
* @param itemToKey Callback to get a unique key from an item.
* @param selectedItem The currently selected item.
* @param highlightedIndex The current highlighted index from state.
* @param offset The direction of navigation: positive opens downward, negative opens upward.
* @returns The new highlighted index.
*/
function getHighlightedIndexOnOpen(items, initialHighlightedIndex, defaultHighlightedIndex, isItemDisabled, itemToKey, selectedItem, highlightedIndex, offset) {
	if (items.length === 0) return -1;
	if (initialHighlightedIndex !== void 0 && highlightedIndex === initialHighlightedIndex && (initialHighlightedIndex === -1 || items[initialHighlightedIndex] !== void 0 && !isItemDisabled(items[initialHighlightedIndex], initialHighlightedIndex))) return initialHighlightedIndex;
	if (defaultHighlightedIndex !== void 0 && (defaultHighlightedIndex === -1 || items[defaultHighlightedIndex] !== void 0 && !isItemDisabled(items[defaultHighlightedIndex], defaultHighlightedIndex))) return defaultHighlightedIndex;
	if (selectedItem) return items.findIndex(function(item) {
		return itemToKey(selectedItem) === itemToKey(item);
	});
	if (offset < 0 && items[items.length - 1] && !isItemDisabled(items[items.length - 1], items.length - 1)) return items.length - 1;
	if (offset > 0 && items[0] && !isItemDisabled(items[0], 0)) return 0;
	return -1;
}
function getInitialState$3(props) {
	var selectedItem = getInitialValue(props.selectedItem, props.initialSelectedItem, props.defaultSelectedItem, dropdownDefaultStateValues.selectedItem);
	var isOpen = getInitialValue(props.isOpen, props.initialIsOpen, props.defaultIsOpen, dropdownDefaultStateValues.isOpen);
	var highlightedIndex = getInitialHighlightedIndex(props);
	var inputValue = getInitialValue(props.inputValue, props.initialInputValue, props.defaultInputValue, dropdownDefaultStateValues.inputValue);
	return {
		highlightedIndex: highlightedIndex < 0 && selectedItem && isOpen ? props.items.findIndex(function(item) {
			return props.itemToKey(item) === props.itemToKey(selectedItem);
		}) : highlightedIndex,
		isOpen,
		selectedItem,
		inputValue
	};
}
/**
* Returns the new highlightedIndex based on the initialHighlightedIndex prop, if not disabled.
* @param props Props from useCombobox or useSelect.
* @returns The highlighted index.
*/
function getInitialHighlightedIndex(props) {
	var highlightedIndex = getInitialValue(props.highlightedIndex, props.initialHighlightedIndex, props.defaultHighlightedIndex, dropdownDefaultStateValues.highlightedIndex);
	if (highlightedIndex > -1 && props.items[highlightedIndex] && props.isItemDisabled(props.items[highlightedIndex], highlightedIndex)) return -1;
	return highlightedIndex;
}
var useControlPropsValidator = noop;
/**
* Tracks mouse and touch events, such as mouseDown, touchMove and touchEnd.
*
* @param environment The environment to add the event listeners to, for instance window.
* @param handleBlur The function that is called if mouseDown or touchEnd occured outside the downshiftElements.
* @param downshiftRefs The refs for the elements that should not trigger a blur action from mouseDown or touchEnd.
* @returns A ref holding the mouse and touch events information. Read `.current` only inside event handlers/effects.
*/
function useMouseAndTouchTracker(environment, handleBlur, downshiftRefs) {
	var mouseAndTouchTrackersRef = import_react.useRef({
		isMouseDown: false,
		isTouchMove: false,
		isTouchEnd: false
	});
	var getDownshiftElements = import_react.useCallback(function() {
		return downshiftRefs.map(function(ref) {
			return ref.current;
		});
	}, [downshiftRefs]);
	import_react.useEffect(function() {
		if (!environment) return noop;
		function onMouseDown() {
			mouseAndTouchTrackersRef.current.isTouchEnd = false;
			mouseAndTouchTrackersRef.current.isMouseDown = true;
		}
		function onMouseUp(event) {
			mouseAndTouchTrackersRef.current.isMouseDown = false;
			if (!targetWithinDownshift(event.target, getDownshiftElements(), environment)) handleBlur();
		}
		function onTouchStart() {
			mouseAndTouchTrackersRef.current.isTouchEnd = false;
			mouseAndTouchTrackersRef.current.isTouchMove = false;
		}
		function onTouchMove() {
			mouseAndTouchTrackersRef.current.isTouchMove = true;
		}
		function onTouchEnd(event) {
			mouseAndTouchTrackersRef.current.isTouchEnd = true;
			if (!mouseAndTouchTrackersRef.current.isTouchMove && !targetWithinDownshift(event.target, getDownshiftElements(), environment, false)) handleBlur();
		}
		var options = { passive: true };
		environment.addEventListener("mousedown", onMouseDown, options);
		environment.addEventListener("mouseup", onMouseUp, options);
		environment.addEventListener("touchstart", onTouchStart, options);
		environment.addEventListener("touchmove", onTouchMove, options);
		environment.addEventListener("touchend", onTouchEnd, options);
		return function cleanup() {
			environment.removeEventListener("mousedown", onMouseDown);
			environment.removeEventListener("mouseup", onMouseUp);
			environment.removeEventListener("touchstart", onTouchStart);
			environment.removeEventListener("touchmove", onTouchMove);
			environment.removeEventListener("touchend", onTouchEnd);
		};
	}, [
		environment,
		getDownshiftElements,
		handleBlur
	]);
	return mouseAndTouchTrackersRef;
}
/* istanbul ignore next */
var useGetterPropsCalledChecker = function useGetterPropsCalledChecker() {
	return noop;
};
/**
* Utility hook that scrolls an item from a menu into view.
* @param scrollIntoView The function that does the scroll.
* @param highlightedIndex The index of the item that should be scrolled.
* @param isOpen If the menu is open or not.
* @param menuRef The ref to the menu element.
* @param itemsRef The ref to the object containing item elements.
* @param getItemId The function to get the item id from index.
* @returns Function that when called prevents the scroll.
*/
function useScrollIntoView(scrollIntoView, highlightedIndex, isOpen, menuRef, itemsRef, getItemId) {
	var shouldScrollRef = import_react.useRef(true);
	useIsomorphicLayoutEffect(function() {
		if (highlightedIndex < 0 || !isOpen || !Object.keys(itemsRef.current).length) return;
		if (shouldScrollRef.current) {
			var itemElement = itemsRef.current[getItemId(highlightedIndex)];
			if (itemElement && menuRef.current) scrollIntoView(itemElement, menuRef.current);
		} else shouldScrollRef.current = true;
	}, [highlightedIndex]);
	return import_react.useCallback(function preventScroll() {
		shouldScrollRef.current = false;
	}, []);
}
/**
* Check if a state is equal for dropdowns, by comparing isOpen, inputValue, highlightedIndex and selected item.
* Used by useSelect and useCombobox.
*
* @param prevState The previous dropdown state.
* @param newState The new dropdown state.
* @returns Whether the states are deeply equal.
*/
function isDropdownStateEqual(prevState, newState) {
	return prevState.isOpen === newState.isOpen && prevState.inputValue === newState.inputValue && prevState.highlightedIndex === newState.highlightedIndex && prevState.selectedItem === newState.selectedItem;
}
function downshiftCommonReducer(state, props, action, stateChangeTypes) {
	var type = action.type;
	var changes;
	switch (type) {
		case stateChangeTypes.ItemMouseMove:
			changes = { highlightedIndex: action.disabled ? -1 : action.index };
			break;
		case stateChangeTypes.MenuMouseLeave:
			changes = { highlightedIndex: -1 };
			break;
		case stateChangeTypes.ToggleButtonClick:
		case stateChangeTypes.FunctionToggleMenu:
			changes = {
				isOpen: !state.isOpen,
				highlightedIndex: state.isOpen ? -1 : getHighlightedIndexOnOpen(props.items, props.initialHighlightedIndex, props.defaultHighlightedIndex, props.isItemDisabled, props.itemToKey, state.selectedItem, state.highlightedIndex, 0)
			};
			break;
		case stateChangeTypes.FunctionOpenMenu:
			changes = {
				isOpen: true,
				highlightedIndex: getHighlightedIndexOnOpen(props.items, props.initialHighlightedIndex, props.defaultHighlightedIndex, props.isItemDisabled, props.itemToKey, state.selectedItem, state.highlightedIndex, 0)
			};
			break;
		case stateChangeTypes.FunctionCloseMenu:
			changes = { isOpen: false };
			break;
		case stateChangeTypes.FunctionSetHighlightedIndex:
			var highlightedIndex = action.highlightedIndex;
			changes = { highlightedIndex: props.isItemDisabled(props.items[highlightedIndex], highlightedIndex) ? -1 : highlightedIndex };
			break;
		case stateChangeTypes.FunctionSetInputValue:
			changes = { inputValue: action.inputValue };
			break;
		case stateChangeTypes.FunctionReset:
			changes = {
				highlightedIndex: getDefaultHighlightedIndex(props.items, props.isItemDisabled, props.defaultHighlightedIndex),
				isOpen: getDefaultValue(props.defaultIsOpen, dropdownDefaultStateValues.isOpen),
				selectedItem: getDefaultValue(props.defaultSelectedItem, dropdownDefaultStateValues.selectedItem),
				inputValue: getDefaultValue(props.defaultInputValue, dropdownDefaultStateValues.inputValue)
			};
			break;
		default: throw new Error("Reducer called without proper action type.");
	}
	return _extends({}, state, changes);
}
var propTypes$3 = _extends({}, dropdownPropTypes, {
	items: import_prop_types.default.array.isRequired,
	isItemDisabled: import_prop_types.default.func
});
function getItemIndexByCharacterKey(_ref) {
	var keysSoFar = _ref.keysSoFar, highlightedIndex = _ref.highlightedIndex, items = _ref.items, itemToString = _ref.itemToString, isItemDisabled = _ref.isItemDisabled;
	var lowerCasedKeysSoFar = keysSoFar.toLowerCase();
	for (var _index = 0; _index < items.length; _index++) {
		var offsetIndex = (_index + highlightedIndex + (keysSoFar.length < 2 ? 1 : 0)) % items.length;
		var _item = items[offsetIndex];
		if (_item !== void 0 && itemToString(_item).toLowerCase().startsWith(lowerCasedKeysSoFar) && !isItemDisabled(_item, offsetIndex)) return offsetIndex;
	}
	return highlightedIndex;
}
var ToggleButtonClick$1 = 0;
var ToggleButtonKeyDownArrowDown = 1;
var ToggleButtonKeyDownArrowUp = 2;
var ToggleButtonKeyDownCharacter = 3;
var ToggleButtonKeyDownEscape = 4;
var ToggleButtonKeyDownHome = 5;
var ToggleButtonKeyDownEnd = 6;
var ToggleButtonKeyDownEnter = 7;
var ToggleButtonKeyDownSpaceButton = 8;
var ToggleButtonKeyDownPageUp = 9;
var ToggleButtonKeyDownPageDown = 10;
var ToggleButtonBlur = 11;
var MenuMouseLeave$1 = 12;
var ItemMouseMove$1 = 13;
var ItemClick$1 = 14;
var FunctionToggleMenu$1 = 15;
var FunctionOpenMenu$1 = 16;
var FunctionCloseMenu$1 = 17;
var FunctionSetHighlightedIndex$1 = 18;
var FunctionSelectItem$1 = 19;
var FunctionSetInputValue$1 = 20;
var FunctionReset$2 = 21;
var stateChangeTypes$3 = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	FunctionCloseMenu: FunctionCloseMenu$1,
	FunctionOpenMenu: FunctionOpenMenu$1,
	FunctionReset: FunctionReset$2,
	FunctionSelectItem: FunctionSelectItem$1,
	FunctionSetHighlightedIndex: FunctionSetHighlightedIndex$1,
	FunctionSetInputValue: FunctionSetInputValue$1,
	FunctionToggleMenu: FunctionToggleMenu$1,
	ItemClick: ItemClick$1,
	ItemMouseMove: ItemMouseMove$1,
	MenuMouseLeave: MenuMouseLeave$1,
	ToggleButtonBlur,
	ToggleButtonClick: ToggleButtonClick$1,
	ToggleButtonKeyDownArrowDown,
	ToggleButtonKeyDownArrowUp,
	ToggleButtonKeyDownCharacter,
	ToggleButtonKeyDownEnd,
	ToggleButtonKeyDownEnter,
	ToggleButtonKeyDownEscape,
	ToggleButtonKeyDownHome,
	ToggleButtonKeyDownPageDown,
	ToggleButtonKeyDownPageUp,
	ToggleButtonKeyDownSpaceButton
});
function downshiftSelectReducer(state, action) {
	var type = action.type, props = action.props;
	var changes;
	switch (type) {
		case ItemClick$1:
			changes = {
				isOpen: getDefaultValue(props.defaultIsOpen, dropdownDefaultStateValues.isOpen),
				highlightedIndex: getDefaultHighlightedIndex(props.items, props.isItemDisabled, props.defaultHighlightedIndex),
				selectedItem: props.items[action.index]
			};
			break;
		case ToggleButtonKeyDownCharacter:
			var lowercasedKey = action.key;
			var inputValue = "" + state.inputValue + lowercasedKey;
			changes = {
				inputValue,
				highlightedIndex: getItemIndexByCharacterKey({
					keysSoFar: inputValue,
					highlightedIndex: !state.isOpen && state.selectedItem ? props.items.findIndex(function(item) {
						return props.itemToKey(item) === props.itemToKey(state.selectedItem);
					}) : state.highlightedIndex,
					items: props.items,
					itemToString: props.itemToString,
					isItemDisabled: props.isItemDisabled
				}),
				isOpen: true
			};
			break;
		case ToggleButtonKeyDownArrowDown:
			var altKey = action.altKey;
			changes = {
				highlightedIndex: state.isOpen ? getHighlightedIndex(state.highlightedIndex, 1, props.items, props.isItemDisabled) : altKey && state.selectedItem == null ? -1 : getHighlightedIndexOnOpen(props.items, props.initialHighlightedIndex, props.defaultHighlightedIndex, props.isItemDisabled, props.itemToKey, state.selectedItem, state.highlightedIndex, 1),
				isOpen: true
			};
			break;
		case ToggleButtonKeyDownArrowUp:
			var _altKey = action.altKey;
			if (state.isOpen && _altKey) changes = getChangesOnSelection(props.items, props.itemToString, props.defaultIsOpen, props.defaultHighlightedIndex, state.highlightedIndex, false);
			else changes = {
				highlightedIndex: state.isOpen ? getHighlightedIndex(state.highlightedIndex, -1, props.items, props.isItemDisabled) : getHighlightedIndexOnOpen(props.items, props.initialHighlightedIndex, props.defaultHighlightedIndex, props.isItemDisabled, props.itemToKey, state.selectedItem, state.highlightedIndex, -1),
				isOpen: true
			};
			break;
		case ToggleButtonKeyDownEnter:
		case ToggleButtonKeyDownSpaceButton:
			changes = getChangesOnSelection(props.items, props.itemToString, props.defaultIsOpen, props.defaultHighlightedIndex, state.highlightedIndex, false);
			break;
		case ToggleButtonKeyDownHome:
			changes = {
				highlightedIndex: getNonDisabledIndex(0, false, props.items, props.isItemDisabled),
				isOpen: true
			};
			break;
		case ToggleButtonKeyDownEnd:
			changes = {
				highlightedIndex: getNonDisabledIndex(props.items.length - 1, true, props.items, props.isItemDisabled),
				isOpen: true
			};
			break;
		case ToggleButtonKeyDownPageUp:
			changes = { highlightedIndex: getHighlightedIndex(state.highlightedIndex, -10, props.items, props.isItemDisabled) };
			break;
		case ToggleButtonKeyDownPageDown:
			changes = { highlightedIndex: getHighlightedIndex(state.highlightedIndex, 10, props.items, props.isItemDisabled) };
			break;
		case ToggleButtonKeyDownEscape:
			changes = {
				isOpen: false,
				highlightedIndex: -1
			};
			break;
		case ToggleButtonBlur:
			changes = _extends({
				isOpen: false,
				highlightedIndex: -1
			}, state.highlightedIndex >= 0 && props.items.length && { selectedItem: props.items[state.highlightedIndex] });
			break;
		case FunctionSelectItem$1:
			changes = { selectedItem: action.selectedItem };
			break;
		default: return downshiftCommonReducer(state, props, action, stateChangeTypes$3);
	}
	return _extends({}, state, changes);
}
var _excluded$3 = ["onClick"];
var _excluded2$3 = [
	"onMouseLeave",
	"refKey",
	"ref",
	"aria-label"
];
var _excluded3$2 = [
	"onBlur",
	"onClick",
	"onPress",
	"onKeyDown",
	"refKey",
	"ref"
];
var _excluded4$1 = [
	"item",
	"index",
	"onMouseMove",
	"onClick",
	"onMouseDown",
	"onPress",
	"refKey",
	"disabled",
	"ref"
];
useSelect.stateChangeTypes = stateChangeTypes$3;
function useSelect(userProps) {
	if (userProps === void 0) userProps = {};
	validatePropTypes$1(userProps, useSelect, propTypes$3);
	var props = _extends({}, dropdownDefaultProps, userProps);
	var items = props.items, isItemDisabled = props.isItemDisabled, scrollIntoView = props.scrollIntoView, environment = props.environment, getA11yStatusMessage = props.getA11yStatusMessage;
	var _useControlledReducer = useControlledReducer$1(downshiftSelectReducer, props, getInitialState$3, isDropdownStateEqual), state = _useControlledReducer[0], dispatch = _useControlledReducer[1];
	var isOpen = state.isOpen, highlightedIndex = state.highlightedIndex, selectedItem = state.selectedItem, inputValue = state.inputValue;
	var toggleButtonRef = (0, import_react.useRef)(null);
	var menuRef = (0, import_react.useRef)(null);
	var itemsRef = (0, import_react.useRef)({});
	var clearTimeoutRef = (0, import_react.useRef)(null);
	var elementIds = useElementIds$1(props);
	/**
	* Ref to read `state` in handlers to preserve referential identity.
	* Only to be used in handlers and effects.
	* **never access this in getters**
	*/
	var stateRef = useLatestRef(state);
	useA11yMessageStatus(getA11yStatusMessage, state, [
		isOpen,
		highlightedIndex,
		selectedItem,
		inputValue
	], environment);
	var preventScroll = useScrollIntoView(scrollIntoView, highlightedIndex, isOpen, menuRef, itemsRef, elementIds.getItemId);
	(0, import_react.useEffect)(function() {
		clearTimeoutRef.current = debounce(function(outerDispatch) {
			outerDispatch({
				type: FunctionSetInputValue$1,
				inputValue: ""
			});
		}, 500);
		return function() {
			var _clearTimeoutRef$curr;
			(_clearTimeoutRef$curr = clearTimeoutRef.current) == null || _clearTimeoutRef$curr.cancel();
		};
	}, []);
	(0, import_react.useEffect)(function() {
		if (!inputValue) return;
		clearTimeoutRef.current == null || clearTimeoutRef.current(dispatch);
	}, [dispatch, inputValue]);
	useControlPropsValidator({
		props,
		state
	});
	(0, import_react.useEffect)(function() {
		if (getInitialValue(props.isOpen, props.initialIsOpen, props.defaultIsOpen, dropdownDefaultStateValues.isOpen) && toggleButtonRef.current) toggleButtonRef.current.focus();
	}, []);
	var mouseAndTouchTrackers = useMouseAndTouchTracker(environment, (0, import_react.useCallback)(function handleBlur() {
		if (stateRef.current.isOpen) dispatch({
			type: ToggleButtonBlur,
			source: "outside"
		});
	}, [dispatch, stateRef]), (0, import_react.useMemo)(function() {
		return [menuRef, toggleButtonRef];
	}, []));
	var setGetterPropCallInfo = useGetterPropsCalledChecker("getMenuProps", "getToggleButtonProps");
	(0, import_react.useEffect)(function() {
		if (!isOpen) itemsRef.current = {};
	}, [isOpen]);
	var toggleButtonKeyDownHandlers = (0, import_react.useMemo)(function() {
		return {
			ArrowDown: function ArrowDown(event) {
				event.preventDefault();
				dispatch({
					type: ToggleButtonKeyDownArrowDown,
					altKey: event.altKey
				});
			},
			ArrowUp: function ArrowUp(event) {
				event.preventDefault();
				dispatch({
					type: ToggleButtonKeyDownArrowUp,
					altKey: event.altKey
				});
			},
			Home: function Home(event) {
				event.preventDefault();
				dispatch({ type: ToggleButtonKeyDownHome });
			},
			End: function End(event) {
				event.preventDefault();
				dispatch({ type: ToggleButtonKeyDownEnd });
			},
			Escape: function Escape() {
				if (stateRef.current.isOpen) dispatch({ type: ToggleButtonKeyDownEscape });
			},
			Enter: function Enter(event) {
				event.preventDefault();
				dispatch({ type: stateRef.current.isOpen ? ToggleButtonKeyDownEnter : ToggleButtonClick$1 });
			},
			PageUp: function PageUp(event) {
				if (stateRef.current.isOpen) {
					event.preventDefault();
					dispatch({ type: ToggleButtonKeyDownPageUp });
				}
			},
			PageDown: function PageDown(event) {
				if (stateRef.current.isOpen) {
					event.preventDefault();
					dispatch({ type: ToggleButtonKeyDownPageDown });
				}
			},
			" ": function _(event) {
				event.preventDefault();
				var currentState = stateRef.current;
				if (!currentState.isOpen) {
					dispatch({ type: ToggleButtonClick$1 });
					return;
				}
				if (currentState.inputValue) dispatch({
					type: ToggleButtonKeyDownCharacter,
					key: " "
				});
				else dispatch({ type: ToggleButtonKeyDownSpaceButton });
			}
		};
	}, [dispatch, stateRef]);
	var getLabelProps = (0, import_react.useCallback)(function(labelProps) {
		var _ref = labelProps != null ? labelProps : {}, onClick = _ref.onClick, rest = _objectWithoutPropertiesLoose(_ref, _excluded$3);
		return _extends({
			id: elementIds.labelId,
			htmlFor: elementIds.toggleButtonId,
			onClick: callAllEventHandlers(onClick, function labelHandleClick() {
				var _toggleButtonRef$curr;
				(_toggleButtonRef$curr = toggleButtonRef.current) == null || _toggleButtonRef$curr.focus();
			})
		}, rest);
	}, [elementIds]);
	var getMenuProps = (0, import_react.useCallback)(function(menuProps, otherProps) {
		var _extends2;
		var _ref2 = menuProps != null ? menuProps : {}, onMouseLeave = _ref2.onMouseLeave, _ref2$refKey = _ref2.refKey, refKey = _ref2$refKey === void 0 ? "ref" : _ref2$refKey, ref = _ref2.ref, ariaLabel = _ref2["aria-label"], rest = _objectWithoutPropertiesLoose(_ref2, _excluded2$3);
		var _ref3$suppressRefErro = (otherProps != null ? otherProps : {}).suppressRefError, suppressRefError = _ref3$suppressRefErro === void 0 ? false : _ref3$suppressRefErro;
		var menuHandleMouseLeave = function menuHandleMouseLeave() {
			dispatch({ type: MenuMouseLeave$1 });
		};
		setGetterPropCallInfo("getMenuProps", suppressRefError, refKey, menuRef);
		return _extends((_extends2 = {}, _extends2[refKey] = handleRefs(ref, function(menuNode) {
			menuRef.current = menuNode;
		}), _extends2.id = elementIds.menuId, _extends2.role = "listbox", _extends2["aria-label"] = ariaLabel, _extends2["aria-labelledby"] = ariaLabel ? void 0 : "" + elementIds.labelId, _extends2.onMouseLeave = callAllEventHandlers(onMouseLeave, menuHandleMouseLeave), _extends2), rest);
	}, [
		dispatch,
		setGetterPropCallInfo,
		elementIds
	]);
	var getToggleButtonProps = (0, import_react.useCallback)(function(toggleButtonProps, otherProps) {
		var _extends3;
		var _ref4 = toggleButtonProps != null ? toggleButtonProps : {}, onBlur = _ref4.onBlur, onClick = _ref4.onClick;
		_ref4.onPress;
		var onKeyDown = _ref4.onKeyDown, _ref4$refKey = _ref4.refKey, refKey = _ref4$refKey === void 0 ? "ref" : _ref4$refKey, ref = _ref4.ref, rest = _objectWithoutPropertiesLoose(_ref4, _excluded3$2);
		var _ref5$suppressRefErro = (otherProps != null ? otherProps : {}).suppressRefError, suppressRefError = _ref5$suppressRefErro === void 0 ? false : _ref5$suppressRefErro;
		var toggleButtonHandleClick = function toggleButtonHandleClick() {
			dispatch({ type: ToggleButtonClick$1 });
		};
		var toggleButtonHandleBlur = function toggleButtonHandleBlur() {
			if (stateRef.current.isOpen && !mouseAndTouchTrackers.current.isMouseDown) dispatch({ type: ToggleButtonBlur });
		};
		var toggleButtonHandleKeyDown = function toggleButtonHandleKeyDown(event) {
			var key = normalizeArrowKey(event);
			if (key && key in toggleButtonKeyDownHandlers) toggleButtonKeyDownHandlers[key](event);
			else if (/^\S{1}$/.test(key)) dispatch({
				type: ToggleButtonKeyDownCharacter,
				key
			});
		};
		var toggleProps = _extends((_extends3 = {}, _extends3[refKey] = handleRefs(ref, function(toggleButtonNode) {
			toggleButtonRef.current = toggleButtonNode;
		}), _extends3["aria-activedescendant"] = isOpen && highlightedIndex > -1 ? elementIds.getItemId(highlightedIndex) : "", _extends3["aria-controls"] = elementIds.menuId, _extends3["aria-expanded"] = isOpen, _extends3["aria-haspopup"] = "listbox", _extends3["aria-labelledby"] = rest["aria-label"] ? void 0 : "" + elementIds.labelId, _extends3.id = elementIds.toggleButtonId, _extends3.role = "combobox", _extends3.tabIndex = 0, _extends3.onBlur = callAllEventHandlers(onBlur, toggleButtonHandleBlur), _extends3), rest);
		if (!rest.disabled) Object.assign(toggleProps, {
			onClick: callAllEventHandlers(onClick, toggleButtonHandleClick),
			onKeyDown: callAllEventHandlers(onKeyDown, toggleButtonHandleKeyDown)
		});
		setGetterPropCallInfo("getToggleButtonProps", suppressRefError, refKey, toggleButtonRef);
		return toggleProps;
	}, [
		dispatch,
		elementIds,
		isOpen,
		highlightedIndex,
		mouseAndTouchTrackers,
		setGetterPropCallInfo,
		toggleButtonKeyDownHandlers,
		stateRef
	]);
	var getItemProps = (0, import_react.useCallback)(function(itemProps) {
		var _extends4;
		var _ref6 = itemProps != null ? itemProps : {}, itemProp = _ref6.item, indexProp = _ref6.index, onMouseMove = _ref6.onMouseMove, onClick = _ref6.onClick, onMouseDown = _ref6.onMouseDown;
		_ref6.onPress;
		var _ref6$refKey = _ref6.refKey, refKey = _ref6$refKey === void 0 ? "ref" : _ref6$refKey, disabledProp = _ref6.disabled, ref = _ref6.ref, rest = _objectWithoutPropertiesLoose(_ref6, _excluded4$1);
		if (disabledProp !== void 0) console.warn("Passing \"disabled\" as an argument to getItemProps is not supported anymore. Please use the isItemDisabled prop from useSelect.");
		var _getItemAndIndex = getItemAndIndex(itemProp, indexProp, items, "Pass either item or index to getItemProps!"), item = _getItemAndIndex[0], index = _getItemAndIndex[1];
		var disabled = isItemDisabled(item, index);
		var itemHandleMouseMove = function itemHandleMouseMove() {
			if (mouseAndTouchTrackers.current.isTouchEnd || index === stateRef.current.highlightedIndex) return;
			preventScroll();
			dispatch({
				type: ItemMouseMove$1,
				index,
				disabled
			});
		};
		var itemHandleClick = function itemHandleClick() {
			dispatch({
				type: ItemClick$1,
				index
			});
		};
		var resultItemProps = _extends((_extends4 = {}, _extends4[refKey] = handleRefs(ref, function(itemNode) {
			if (itemNode) itemsRef.current[elementIds.getItemId(index)] = itemNode;
		}), _extends4["aria-disabled"] = disabled, _extends4["aria-selected"] = item === selectedItem, _extends4.id = elementIds.getItemId(index), _extends4.role = "option", _extends4.onMouseMove = callAllEventHandlers(onMouseMove, itemHandleMouseMove), _extends4.onMouseDown = callAllEventHandlers(onMouseDown, function itemHandleMouseDown(e) {
			return e.preventDefault();
		}), _extends4), rest);
		if (!disabled) Object.assign(resultItemProps, { onClick: callAllEventHandlers(onClick, itemHandleClick) });
		return resultItemProps;
	}, [
		items,
		isItemDisabled,
		selectedItem,
		elementIds,
		mouseAndTouchTrackers,
		preventScroll,
		dispatch,
		stateRef
	]);
	var toggleMenu = (0, import_react.useCallback)(function() {
		dispatch({ type: FunctionToggleMenu$1 });
	}, [dispatch]);
	var closeMenu = (0, import_react.useCallback)(function() {
		dispatch({ type: FunctionCloseMenu$1 });
	}, [dispatch]);
	return {
		getToggleButtonProps,
		getLabelProps,
		getMenuProps,
		getItemProps,
		toggleMenu,
		openMenu: (0, import_react.useCallback)(function() {
			dispatch({ type: FunctionOpenMenu$1 });
		}, [dispatch]),
		closeMenu,
		setHighlightedIndex: (0, import_react.useCallback)(function(newHighlightedIndex) {
			dispatch({
				type: FunctionSetHighlightedIndex$1,
				highlightedIndex: newHighlightedIndex
			});
		}, [dispatch]),
		selectItem: (0, import_react.useCallback)(function(newSelectedItem) {
			dispatch({
				type: FunctionSelectItem$1,
				selectedItem: newSelectedItem
			});
		}, [dispatch]),
		reset: (0, import_react.useCallback)(function() {
			dispatch({ type: FunctionReset$2 });
		}, [dispatch]),
		setInputValue: (0, import_react.useCallback)(function(newInputValue) {
			dispatch({
				type: FunctionSetInputValue$1,
				inputValue: newInputValue
			});
		}, [dispatch]),
		highlightedIndex,
		isOpen,
		selectedItem,
		inputValue
	};
}
function getInitialState$2(props) {
	var initialState = getInitialState$3(props);
	var selectedItem = initialState.selectedItem;
	var inputValue = initialState.inputValue;
	if (inputValue === "" && selectedItem && props.defaultInputValue === void 0 && props.initialInputValue === void 0 && props.inputValue === void 0) inputValue = props.itemToString(selectedItem);
	return _extends({}, initialState, { inputValue });
}
var InputKeyDownArrowDown = 0;
var InputKeyDownArrowUp = 1;
var InputKeyDownEscape = 2;
var InputKeyDownHome = 3;
var InputKeyDownEnd = 4;
var InputKeyDownPageUp = 5;
var InputKeyDownPageDown = 6;
var InputKeyDownEnter = 7;
var InputChange = 8;
var InputBlur = 9;
var InputClick = 10;
var MenuMouseLeave = 11;
var ItemMouseMove = 12;
var ItemClick = 13;
var ToggleButtonClick = 14;
var FunctionToggleMenu = 15;
var FunctionOpenMenu = 16;
var FunctionCloseMenu = 17;
var FunctionSetHighlightedIndex = 18;
var FunctionSelectItem = 19;
var FunctionSetInputValue = 20;
var FunctionReset$1 = 21;
var ControlledPropUpdatedSelectedItem = 22;
var stateChangeTypes$2 = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	ControlledPropUpdatedSelectedItem,
	FunctionCloseMenu,
	FunctionOpenMenu,
	FunctionReset: FunctionReset$1,
	FunctionSelectItem,
	FunctionSetHighlightedIndex,
	FunctionSetInputValue,
	FunctionToggleMenu,
	InputBlur,
	InputChange,
	InputClick,
	InputKeyDownArrowDown,
	InputKeyDownArrowUp,
	InputKeyDownEnd,
	InputKeyDownEnter,
	InputKeyDownEscape,
	InputKeyDownHome,
	InputKeyDownPageDown,
	InputKeyDownPageUp,
	ItemClick,
	ItemMouseMove,
	MenuMouseLeave,
	ToggleButtonClick
});
/**
* The useCombobox version of useControlledReducer, which also
* checks if the controlled prop selectedItem changed between
* renders. If so, it will also update inputValue with its
* string equivalent. It uses the common useEnhancedReducer to
* compute the rest of the state.
*
* @param reducer Reducer function from downshift.
* @param props The hook props, also passed to createInitialState.
* @param createInitialState Function that returns the initial state.
* @param isStateEqual Function that checks if a previous state is equal to the next.
* @returns An array with the state and an action dispatcher.
*/
function useControlledReducer(reducer, props, createInitialState, isStateEqual) {
	var previousSelectedItemRef = (0, import_react.useRef)(null);
	var _useEnhancedReducer = useEnhancedReducer(reducer, props, createInitialState, isStateEqual), state = _useEnhancedReducer[0], dispatch = _useEnhancedReducer[1];
	var isInitialMount = useIsInitialMount();
	(0, import_react.useEffect)(function() {
		if (props.selectedItem === void 0) return;
		if (!isInitialMount) {
			if (props.itemToKey(props.selectedItem) !== props.itemToKey(previousSelectedItemRef.current)) dispatch({
				type: ControlledPropUpdatedSelectedItem,
				inputValue: props.itemToString(props.selectedItem)
			});
		}
		previousSelectedItemRef.current = state.selectedItem === previousSelectedItemRef.current ? props.selectedItem : state.selectedItem;
	}, [state.selectedItem, props.selectedItem]);
	return [getState(state, props), dispatch];
}
var propTypes$2 = _extends({}, dropdownPropTypes, {
	items: import_prop_types.default.array.isRequired,
	isItemDisabled: import_prop_types.default.func,
	inputValue: import_prop_types.default.string,
	defaultInputValue: import_prop_types.default.string,
	initialInputValue: import_prop_types.default.string,
	inputId: import_prop_types.default.string,
	onInputValueChange: import_prop_types.default.func
});
function downshiftUseComboboxReducer(state, action) {
	var type = action.type, props = action.props;
	var changes;
	switch (type) {
		case ItemClick:
			changes = {
				isOpen: getDefaultValue(props.defaultIsOpen, dropdownDefaultStateValues.isOpen),
				highlightedIndex: getDefaultHighlightedIndex(props.items, props.isItemDisabled, props.defaultHighlightedIndex),
				selectedItem: props.items[action.index],
				inputValue: props.itemToString(props.items[action.index])
			};
			break;
		case InputKeyDownArrowDown:
			if (state.isOpen) changes = { highlightedIndex: getHighlightedIndex(state.highlightedIndex, 1, props.items, props.isItemDisabled, true) };
			else changes = {
				highlightedIndex: action.altKey && state.selectedItem == null ? -1 : getHighlightedIndexOnOpen(props.items, props.initialHighlightedIndex, props.defaultHighlightedIndex, props.isItemDisabled, props.itemToKey, state.selectedItem, state.highlightedIndex, 1),
				isOpen: props.items.length >= 0
			};
			break;
		case InputKeyDownArrowUp:
			if (state.isOpen) {
				if (action.altKey) changes = getChangesOnSelection(props.items, props.itemToString, props.defaultIsOpen, props.defaultHighlightedIndex, state.highlightedIndex, true);
				else changes = { highlightedIndex: getHighlightedIndex(state.highlightedIndex, -1, props.items, props.isItemDisabled, true) };
			} else changes = {
				highlightedIndex: getHighlightedIndexOnOpen(props.items, props.initialHighlightedIndex, props.defaultHighlightedIndex, props.isItemDisabled, props.itemToKey, state.selectedItem, state.highlightedIndex, -1),
				isOpen: props.items.length >= 0
			};
			break;
		case InputKeyDownEnter:
			changes = getChangesOnSelection(props.items, props.itemToString, props.defaultIsOpen, props.defaultHighlightedIndex, state.highlightedIndex, true);
			break;
		case InputKeyDownEscape:
			changes = _extends({
				isOpen: false,
				highlightedIndex: -1
			}, !state.isOpen && {
				selectedItem: null,
				inputValue: ""
			});
			break;
		case InputKeyDownPageUp:
			changes = { highlightedIndex: getHighlightedIndex(state.highlightedIndex, -10, props.items, props.isItemDisabled, true) };
			break;
		case InputKeyDownPageDown:
			changes = { highlightedIndex: getHighlightedIndex(state.highlightedIndex, 10, props.items, props.isItemDisabled, true) };
			break;
		case InputKeyDownHome:
			changes = { highlightedIndex: getNonDisabledIndex(0, false, props.items, props.isItemDisabled) };
			break;
		case InputKeyDownEnd:
			changes = { highlightedIndex: getNonDisabledIndex(props.items.length - 1, true, props.items, props.isItemDisabled) };
			break;
		case InputBlur:
			changes = _extends({
				isOpen: false,
				highlightedIndex: -1
			}, state.highlightedIndex >= 0 && props.items.length && action.selectItem && {
				selectedItem: props.items[state.highlightedIndex],
				inputValue: props.itemToString(props.items[state.highlightedIndex])
			});
			break;
		case InputChange:
			changes = {
				isOpen: true,
				highlightedIndex: getDefaultHighlightedIndex(props.items, props.isItemDisabled, props.defaultHighlightedIndex),
				inputValue: action.inputValue
			};
			break;
		case InputClick:
			changes = {
				isOpen: !state.isOpen,
				highlightedIndex: state.isOpen ? -1 : getHighlightedIndexOnOpen(props.items, props.initialHighlightedIndex, props.defaultHighlightedIndex, props.isItemDisabled, props.itemToKey, state.selectedItem, state.highlightedIndex, 0)
			};
			break;
		case FunctionSelectItem:
			changes = {
				selectedItem: action.selectedItem,
				inputValue: props.itemToString(action.selectedItem)
			};
			break;
		case ControlledPropUpdatedSelectedItem:
			changes = { inputValue: action.inputValue };
			break;
		default: return downshiftCommonReducer(state, props, action, stateChangeTypes$2);
	}
	return _extends({}, state, changes);
}
var _excluded$2 = [
	"onMouseLeave",
	"refKey",
	"ref",
	"aria-label"
];
var _excluded2$2 = [
	"item",
	"index",
	"refKey",
	"ref",
	"onMouseMove",
	"onMouseDown",
	"onClick",
	"onPress",
	"disabled"
];
var _excluded3$1 = [
	"onClick",
	"onPress",
	"refKey",
	"ref"
];
var _excluded4 = [
	"aria-label",
	"onKeyDown",
	"onChange",
	"onInput",
	"onBlur",
	"onChangeText",
	"onClick",
	"refKey",
	"ref"
];
useCombobox.stateChangeTypes = stateChangeTypes$2;
function useCombobox(userProps) {
	if (userProps === void 0) userProps = {};
	validatePropTypes$1(userProps, useCombobox, propTypes$2);
	var props = _extends({}, dropdownDefaultProps, userProps);
	var items = props.items, isItemDisabled = props.isItemDisabled, scrollIntoView = props.scrollIntoView, environment = props.environment, getA11yStatusMessage = props.getA11yStatusMessage;
	var _useControlledReducer = useControlledReducer(downshiftUseComboboxReducer, props, getInitialState$2, isDropdownStateEqual), state = _useControlledReducer[0], dispatch = _useControlledReducer[1];
	var isOpen = state.isOpen, highlightedIndex = state.highlightedIndex, selectedItem = state.selectedItem, inputValue = state.inputValue;
	var menuRef = (0, import_react.useRef)(null);
	var itemsRef = (0, import_react.useRef)({});
	var inputRef = (0, import_react.useRef)(null);
	var toggleButtonRef = (0, import_react.useRef)(null);
	var isInitialMount = useIsInitialMount();
	var elementIds = useElementIds$1(props);
	var previousResultCountRef = (0, import_react.useRef)();
	/**
	* Ref to read `state` in handlers to preserve referential identity.
	* Only to be used in handlers and effects.
	* **never access this in getters**
	*/
	var stateRef = useLatestRef(state);
	useA11yMessageStatus(getA11yStatusMessage, state, [
		isOpen,
		highlightedIndex,
		selectedItem,
		inputValue
	], environment);
	var preventScroll = useScrollIntoView(scrollIntoView, highlightedIndex, isOpen, menuRef, itemsRef, elementIds.getItemId);
	useControlPropsValidator({
		state,
		props
	});
	(0, import_react.useEffect)(function() {
		if (getInitialValue(props.isOpen, props.initialIsOpen, props.defaultIsOpen, dropdownDefaultStateValues.isOpen) && inputRef.current) inputRef.current.focus();
	}, []);
	(0, import_react.useEffect)(function() {
		if (!isInitialMount) previousResultCountRef.current = items.length;
	});
	var mouseAndTouchTrackers = useMouseAndTouchTracker(environment, (0, import_react.useCallback)(function handleBlur() {
		if (stateRef.current.isOpen) dispatch({
			type: InputBlur,
			source: "outside"
		});
	}, [dispatch, stateRef]), (0, import_react.useMemo)(function() {
		return [
			menuRef,
			toggleButtonRef,
			inputRef
		];
	}, []));
	var setGetterPropCallInfo = useGetterPropsCalledChecker("getInputProps", "getMenuProps");
	(0, import_react.useEffect)(function() {
		if (!isOpen) itemsRef.current = {};
	}, [isOpen]);
	(0, import_react.useEffect)(function() {
		var _inputRef$current;
		if (!isOpen || !(environment != null && environment.document) || !((_inputRef$current = inputRef.current) != null && _inputRef$current.focus)) return;
		if (environment.document.activeElement !== inputRef.current) inputRef.current.focus();
	}, [isOpen, environment]);
	var inputKeyDownHandlers = (0, import_react.useMemo)(function() {
		return {
			ArrowDown: function ArrowDown(event) {
				event.preventDefault();
				dispatch({
					type: InputKeyDownArrowDown,
					altKey: event.altKey
				});
			},
			ArrowUp: function ArrowUp(event) {
				event.preventDefault();
				dispatch({
					type: InputKeyDownArrowUp,
					altKey: event.altKey
				});
			},
			Home: function Home(event) {
				if (!stateRef.current.isOpen) return;
				event.preventDefault();
				dispatch({ type: InputKeyDownHome });
			},
			End: function End(event) {
				if (!stateRef.current.isOpen) return;
				event.preventDefault();
				dispatch({ type: InputKeyDownEnd });
			},
			Escape: function Escape(event) {
				var latestState = stateRef.current;
				if (latestState.isOpen || latestState.inputValue || latestState.selectedItem || latestState.highlightedIndex > -1) {
					event.preventDefault();
					dispatch({ type: InputKeyDownEscape });
				}
			},
			Enter: function Enter(event) {
				if (!stateRef.current.isOpen || event.which === 229) return;
				event.preventDefault();
				dispatch({ type: InputKeyDownEnter });
			},
			PageUp: function PageUp(event) {
				if (stateRef.current.isOpen) {
					event.preventDefault();
					dispatch({ type: InputKeyDownPageUp });
				}
			},
			PageDown: function PageDown(event) {
				if (stateRef.current.isOpen) {
					event.preventDefault();
					dispatch({ type: InputKeyDownPageDown });
				}
			}
		};
	}, [dispatch, stateRef]);
	var getLabelProps = (0, import_react.useCallback)(function(labelProps) {
		return _extends({
			id: elementIds.labelId,
			htmlFor: elementIds.inputId
		}, labelProps);
	}, [elementIds]);
	var getMenuProps = (0, import_react.useCallback)(function(menuProps, otherProps) {
		var _extends2;
		var _ref = menuProps != null ? menuProps : {}, onMouseLeave = _ref.onMouseLeave, _ref$refKey = _ref.refKey, refKey = _ref$refKey === void 0 ? "ref" : _ref$refKey, ref = _ref.ref, ariaLabel = _ref["aria-label"], rest = _objectWithoutPropertiesLoose(_ref, _excluded$2);
		var _ref2$suppressRefErro = (otherProps != null ? otherProps : {}).suppressRefError;
		setGetterPropCallInfo("getMenuProps", _ref2$suppressRefErro === void 0 ? false : _ref2$suppressRefErro, refKey, menuRef);
		return _extends((_extends2 = {}, _extends2[refKey] = handleRefs(ref, function(menuNode) {
			menuRef.current = menuNode;
		}), _extends2.id = elementIds.menuId, _extends2.role = "listbox", _extends2["aria-label"] = ariaLabel, _extends2["aria-labelledby"] = ariaLabel ? void 0 : "" + elementIds.labelId, _extends2.onMouseLeave = callAllEventHandlers(onMouseLeave, function() {
			dispatch({ type: MenuMouseLeave });
		}), _extends2), rest);
	}, [
		dispatch,
		setGetterPropCallInfo,
		elementIds
	]);
	var getItemProps = (0, import_react.useCallback)(function(itemProps) {
		var _extends3, _ref4;
		var _ref3 = itemProps != null ? itemProps : {}, itemProp = _ref3.item, indexProp = _ref3.index, _ref3$refKey = _ref3.refKey, refKey = _ref3$refKey === void 0 ? "ref" : _ref3$refKey, ref = _ref3.ref, onMouseMove = _ref3.onMouseMove, onMouseDown = _ref3.onMouseDown, onClick = _ref3.onClick;
		_ref3.onPress;
		var disabledProp = _ref3.disabled, rest = _objectWithoutPropertiesLoose(_ref3, _excluded2$2);
		if (disabledProp !== void 0) console.warn("Passing \"disabled\" as an argument to getItemProps is not supported anymore. Please use the isItemDisabled prop from useCombobox.");
		var _getItemAndIndex = getItemAndIndex(itemProp, indexProp, items, "Pass either item or index to getItemProps!"), item = _getItemAndIndex[0], index = _getItemAndIndex[1];
		var disabled = isItemDisabled(item, index);
		var onSelectKey = "onClick";
		var customClickHandler = onClick;
		return _extends((_extends3 = {}, _extends3[refKey] = handleRefs(ref, function(itemNode) {
			if (itemNode) itemsRef.current[elementIds.getItemId(index)] = itemNode;
		}), _extends3["aria-disabled"] = disabled, _extends3["aria-selected"] = index === highlightedIndex, _extends3.id = elementIds.getItemId(index), _extends3.role = "option", _extends3), !disabled && (_ref4 = {}, _ref4[onSelectKey] = callAllEventHandlers(customClickHandler, function itemHandleClick() {
			dispatch({
				type: ItemClick,
				index
			});
		}), _ref4), {
			onMouseMove: callAllEventHandlers(onMouseMove, function itemHandleMouseMove() {
				if (mouseAndTouchTrackers.current.isTouchEnd || index === stateRef.current.highlightedIndex) return;
				preventScroll();
				dispatch({
					type: ItemMouseMove,
					index,
					disabled
				});
			}),
			onMouseDown: callAllEventHandlers(onMouseDown, function itemHandleMouseDown(e) {
				return e.preventDefault();
			})
		}, rest);
	}, [
		dispatch,
		elementIds,
		items,
		isItemDisabled,
		highlightedIndex,
		mouseAndTouchTrackers,
		preventScroll,
		stateRef
	]);
	var getToggleButtonProps = (0, import_react.useCallback)(function(toggleButtonProps) {
		var _extends4;
		var _ref5 = toggleButtonProps != null ? toggleButtonProps : {}, onClick = _ref5.onClick;
		_ref5.onPress;
		var _ref5$refKey = _ref5.refKey, refKey = _ref5$refKey === void 0 ? "ref" : _ref5$refKey, ref = _ref5.ref, rest = _objectWithoutPropertiesLoose(_ref5, _excluded3$1);
		return _extends((_extends4 = {}, _extends4[refKey] = handleRefs(ref, function(toggleButtonNode) {
			toggleButtonRef.current = toggleButtonNode;
		}), _extends4["aria-controls"] = elementIds.menuId, _extends4["aria-expanded"] = isOpen, _extends4.id = elementIds.toggleButtonId, _extends4.tabIndex = -1, _extends4), !rest.disabled && _extends({}, { onClick: callAllEventHandlers(onClick, function toggleButtonHandleClick() {
			dispatch({ type: ToggleButtonClick });
		}) }), rest);
	}, [
		dispatch,
		isOpen,
		elementIds
	]);
	var getInputProps = (0, import_react.useCallback)(function(inputProps, otherProps) {
		var _extends5;
		var _ref6 = inputProps != null ? inputProps : {}, ariaLabel = _ref6["aria-label"], onKeyDown = _ref6.onKeyDown, onChange = _ref6.onChange, onInput = _ref6.onInput, onBlur = _ref6.onBlur;
		_ref6.onChangeText;
		var onClick = _ref6.onClick, _ref6$refKey = _ref6.refKey, refKey = _ref6$refKey === void 0 ? "ref" : _ref6$refKey, ref = _ref6.ref, rest = _objectWithoutPropertiesLoose(_ref6, _excluded4);
		var _ref7$suppressRefErro = (otherProps != null ? otherProps : {}).suppressRefError;
		setGetterPropCallInfo("getInputProps", _ref7$suppressRefErro === void 0 ? false : _ref7$suppressRefErro, refKey, inputRef);
		var inputHandleKeyDown = function inputHandleKeyDown(event) {
			var key = normalizeArrowKey(event);
			if (key && key in inputKeyDownHandlers) inputKeyDownHandlers[key](event);
		};
		var inputHandleChange = function inputHandleChange(event) {
			dispatch({
				type: InputChange,
				inputValue: event.target.value
			});
		};
		var inputHandleBlur = function inputHandleBlur(event) {
			/* istanbul ignore else */
			if (environment != null && environment.document && stateRef.current.isOpen && !mouseAndTouchTrackers.current.isMouseDown) dispatch({
				type: InputBlur,
				selectItem: !(event.relatedTarget === null && environment.document.activeElement !== environment.document.body)
			});
		};
		var inputHandleClick = function inputHandleClick() {
			dispatch({ type: InputClick });
		};
		/* istanbul ignore next (preact) */
		var onChangeKey = "onChange";
		var eventHandlers = {};
		if (!rest.disabled) {
			var _eventHandlers;
			eventHandlers = (_eventHandlers = {}, _eventHandlers[onChangeKey] = callAllEventHandlers(onChange, onInput, inputHandleChange), _eventHandlers.onKeyDown = callAllEventHandlers(onKeyDown, inputHandleKeyDown), _eventHandlers.onBlur = callAllEventHandlers(onBlur, inputHandleBlur), _eventHandlers.onClick = callAllEventHandlers(onClick, inputHandleClick), _eventHandlers);
		}
		return _extends((_extends5 = {}, _extends5[refKey] = handleRefs(ref, function(inputNode) {
			inputRef.current = inputNode;
		}), _extends5["aria-activedescendant"] = isOpen && highlightedIndex > -1 ? elementIds.getItemId(highlightedIndex) : "", _extends5["aria-autocomplete"] = "list", _extends5["aria-controls"] = elementIds.menuId, _extends5["aria-expanded"] = isOpen, _extends5["aria-labelledby"] = ariaLabel ? void 0 : elementIds.labelId, _extends5["aria-label"] = ariaLabel, _extends5.autoComplete = "off", _extends5.id = elementIds.inputId, _extends5.role = "combobox", _extends5.value = inputValue, _extends5), eventHandlers, rest);
	}, [
		dispatch,
		elementIds,
		environment,
		inputKeyDownHandlers,
		isOpen,
		highlightedIndex,
		inputValue,
		mouseAndTouchTrackers,
		setGetterPropCallInfo,
		stateRef
	]);
	var toggleMenu = (0, import_react.useCallback)(function() {
		dispatch({ type: FunctionToggleMenu });
	}, [dispatch]);
	var closeMenu = (0, import_react.useCallback)(function() {
		dispatch({ type: FunctionCloseMenu });
	}, [dispatch]);
	var openMenu = (0, import_react.useCallback)(function() {
		dispatch({ type: FunctionOpenMenu });
	}, [dispatch]);
	var setHighlightedIndex = (0, import_react.useCallback)(function(newHighlightedIndex) {
		dispatch({
			type: FunctionSetHighlightedIndex,
			highlightedIndex: newHighlightedIndex
		});
	}, [dispatch]);
	var selectItem = (0, import_react.useCallback)(function(newSelectedItem) {
		dispatch({
			type: FunctionSelectItem,
			selectedItem: newSelectedItem
		});
	}, [dispatch]);
	return {
		getItemProps,
		getLabelProps,
		getMenuProps,
		getInputProps,
		getToggleButtonProps,
		toggleMenu,
		openMenu,
		closeMenu,
		setHighlightedIndex,
		setInputValue: (0, import_react.useCallback)(function(newInputValue) {
			dispatch({
				type: FunctionSetInputValue,
				inputValue: newInputValue
			});
		}, [dispatch]),
		selectItem,
		reset: (0, import_react.useCallback)(function() {
			dispatch({ type: FunctionReset$1 });
		}, [dispatch]),
		highlightedIndex,
		isOpen,
		selectedItem,
		inputValue
	};
}
var defaultStateValues = {
	activeIndex: -1,
	selectedItems: []
};
/**
* Gets the initial state based on the provided props. It uses initial, default
* and controlled props related to state in order to compute the initial value.
*
* @param {Object} props Props passed to the hook.
* @returns {Object} The initial state.
*/
function getInitialState$1(props) {
	return {
		activeIndex: getInitialValue(props.activeIndex, props.initialActiveIndex, props.defaultActiveIndex, defaultStateValues.activeIndex),
		selectedItems: getInitialValue(props.selectedItems, props.initialSelectedItems, props.defaultSelectedItems, defaultStateValues.selectedItems)
	};
}
/**
* Returns true if dropdown keydown operation is permitted. Should not be
* allowed on keydown with modifier keys (ctrl, alt, shift, meta), on
* input element with text content that is either highlighted or selection
* cursor is not at the starting position.
*
* @param {KeyboardEvent} event The event from keydown.
* @returns {boolean} Whether the operation is allowed.
*/
function isKeyDownOperationPermitted(event) {
	if (event.shiftKey || event.metaKey || event.ctrlKey || event.altKey) return false;
	var element = event.target;
	if (element instanceof HTMLInputElement && element.value !== "" && (element.selectionStart !== 0 || element.selectionEnd !== 0)) return false;
	return true;
}
/**
* Check if a state is equal for taglist, by comparing active index and selected items.
* Used by useSelect and useCombobox.
*
* @param {Object} prevState
* @param {Object} newState
* @returns {boolean} Wheather the states are deeply equal.
*/
function isStateEqual$1(prevState, newState) {
	return prevState.selectedItems === newState.selectedItems && prevState.activeIndex === newState.activeIndex;
}
dropdownPropTypes.stateReducer, dropdownPropTypes.itemToKey, dropdownPropTypes.environment, import_prop_types.default.array, import_prop_types.default.array, import_prop_types.default.array, import_prop_types.default.func, import_prop_types.default.number, import_prop_types.default.number, import_prop_types.default.number, import_prop_types.default.func, import_prop_types.default.func, import_prop_types.default.string, import_prop_types.default.string;
var defaultProps = {
	itemToKey: dropdownDefaultProps.itemToKey,
	stateReducer: dropdownDefaultProps.stateReducer,
	environment: dropdownDefaultProps.environment,
	keyNavigationNext: "ArrowRight",
	keyNavigationPrevious: "ArrowLeft"
};
var validatePropTypes = noop;
var SelectedItemClick = 0;
var SelectedItemKeyDownDelete = 1;
var SelectedItemKeyDownBackspace = 2;
var SelectedItemKeyDownNavigationNext = 3;
var SelectedItemKeyDownNavigationPrevious = 4;
var DropdownKeyDownNavigationPrevious = 5;
var DropdownKeyDownBackspace = 6;
var DropdownClick = 7;
var FunctionAddSelectedItem = 8;
var FunctionRemoveSelectedItem = 9;
var FunctionSetSelectedItems = 10;
var FunctionSetActiveIndex = 11;
var FunctionReset = 12;
var stateChangeTypes$1 = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	DropdownClick,
	DropdownKeyDownBackspace,
	DropdownKeyDownNavigationPrevious,
	FunctionAddSelectedItem,
	FunctionRemoveSelectedItem,
	FunctionReset,
	FunctionSetActiveIndex,
	FunctionSetSelectedItems,
	SelectedItemClick,
	SelectedItemKeyDownBackspace,
	SelectedItemKeyDownDelete,
	SelectedItemKeyDownNavigationNext,
	SelectedItemKeyDownNavigationPrevious
});
function downshiftMultipleSelectionReducer(state, action) {
	var type = action.type, index = action.index, selectedItem = action.selectedItem, props = action.props;
	var activeIndex = state.activeIndex, selectedItems = state.selectedItems;
	var changes;
	switch (type) {
		case SelectedItemClick:
			changes = { activeIndex: index };
			break;
		case SelectedItemKeyDownNavigationPrevious:
			changes = { activeIndex: activeIndex - 1 < 0 ? 0 : activeIndex - 1 };
			break;
		case SelectedItemKeyDownNavigationNext:
			changes = { activeIndex: activeIndex + 1 >= selectedItems.length ? -1 : activeIndex + 1 };
			break;
		case SelectedItemKeyDownBackspace:
		case SelectedItemKeyDownDelete:
			if (activeIndex < 0) break;
			var newActiveIndex = activeIndex;
			if (selectedItems.length === 1) newActiveIndex = -1;
			else if (activeIndex === selectedItems.length - 1) newActiveIndex = selectedItems.length - 2;
			changes = _extends({ selectedItems: [].concat(selectedItems.slice(0, activeIndex), selectedItems.slice(activeIndex + 1)) }, { activeIndex: newActiveIndex });
			break;
		case DropdownKeyDownNavigationPrevious:
			changes = { activeIndex: selectedItems.length - 1 };
			break;
		case DropdownKeyDownBackspace:
			changes = { selectedItems: selectedItems.slice(0, selectedItems.length - 1) };
			break;
		case FunctionAddSelectedItem:
			changes = { selectedItems: [].concat(selectedItems, [selectedItem]) };
			break;
		case DropdownClick:
			changes = { activeIndex: -1 };
			break;
		case FunctionRemoveSelectedItem:
			var _newActiveIndex = activeIndex;
			var selectedItemIndex = selectedItems.findIndex(function(item) {
				return props.itemToKey(item) === props.itemToKey(selectedItem);
			});
			if (selectedItemIndex < 0) break;
			if (selectedItems.length === 1) _newActiveIndex = -1;
			else if (selectedItemIndex === selectedItems.length - 1) _newActiveIndex = selectedItems.length - 2;
			changes = {
				selectedItems: [].concat(selectedItems.slice(0, selectedItemIndex), selectedItems.slice(selectedItemIndex + 1)),
				activeIndex: _newActiveIndex
			};
			break;
		case FunctionSetSelectedItems:
			changes = { selectedItems: action.selectedItems };
			break;
		case FunctionSetActiveIndex:
			changes = { activeIndex: action.activeIndex };
			break;
		case FunctionReset:
			changes = {
				activeIndex: getDefaultValue(props.defaultActiveIndex, defaultStateValues.activeIndex),
				selectedItems: getDefaultValue(props.defaultSelectedItems, defaultStateValues.selectedItems)
			};
			break;
		default: throw new Error("Reducer called without proper action type.");
	}
	return _extends({}, state, changes);
}
var _excluded$1 = [
	"refKey",
	"ref",
	"onClick",
	"onKeyDown",
	"selectedItem",
	"index"
];
var _excluded2$1 = [
	"refKey",
	"ref",
	"onKeyDown",
	"onClick",
	"preventKeyAction"
];
useMultipleSelection.stateChangeTypes = stateChangeTypes$1;
function useMultipleSelection(userProps) {
	if (userProps === void 0) userProps = {};
	validatePropTypes(userProps, useMultipleSelection);
	var props = _extends({}, defaultProps, userProps);
	var getA11yStatusMessage = props.getA11yStatusMessage, environment = props.environment, keyNavigationNext = props.keyNavigationNext, keyNavigationPrevious = props.keyNavigationPrevious;
	var _useControlledReducer = useControlledReducer$1(downshiftMultipleSelectionReducer, props, getInitialState$1, isStateEqual$1), state = _useControlledReducer[0], dispatch = _useControlledReducer[1];
	var activeIndex = state.activeIndex, selectedItems = state.selectedItems;
	var isInitialMount = useIsInitialMount();
	var dropdownRef = (0, import_react.useRef)(null);
	var selectedItemRefs = (0, import_react.useRef)(null);
	if (selectedItemRefs.current === null) selectedItemRefs.current = /* @__PURE__ */ new Map();
	useA11yMessageStatus(getA11yStatusMessage, state, [activeIndex, selectedItems], environment);
	(0, import_react.useEffect)(function() {
		if (isInitialMount) return;
		if (activeIndex === -1 && dropdownRef.current) dropdownRef.current.focus();
		else {
			var _selectedItemRefs$cur;
			(_selectedItemRefs$cur = selectedItemRefs.current.get(activeIndex)) == null || _selectedItemRefs$cur.focus();
		}
	}, [activeIndex]);
	useControlPropsValidator({
		props,
		state
	});
	var setGetterPropCallInfo = useGetterPropsCalledChecker("getDropdownProps");
	var selectedItemKeyDownHandlers = (0, import_react.useMemo)(function() {
		var _ref = {};
		return _ref[keyNavigationPrevious] = function() {
			dispatch({ type: SelectedItemKeyDownNavigationPrevious });
		}, _ref[keyNavigationNext] = function() {
			dispatch({ type: SelectedItemKeyDownNavigationNext });
		}, _ref.Delete = function Delete() {
			dispatch({ type: SelectedItemKeyDownDelete });
		}, _ref.Backspace = function Backspace() {
			dispatch({ type: SelectedItemKeyDownBackspace });
		}, _ref;
	}, [
		dispatch,
		keyNavigationNext,
		keyNavigationPrevious
	]);
	var dropdownKeyDownHandlers = (0, import_react.useMemo)(function() {
		var _ref2 = {};
		return _ref2[keyNavigationPrevious] = function(event) {
			if (isKeyDownOperationPermitted(event)) dispatch({ type: DropdownKeyDownNavigationPrevious });
		}, _ref2.Backspace = function Backspace(event) {
			if (isKeyDownOperationPermitted(event)) dispatch({ type: DropdownKeyDownBackspace });
		}, _ref2;
	}, [dispatch, keyNavigationPrevious]);
	return {
		getSelectedItemProps: (0, import_react.useCallback)(function(_temp) {
			var _extends2;
			var _ref3 = _temp === void 0 ? {} : _temp, _ref3$refKey = _ref3.refKey, refKey = _ref3$refKey === void 0 ? "ref" : _ref3$refKey, ref = _ref3.ref, onClick = _ref3.onClick, onKeyDown = _ref3.onKeyDown, selectedItemProp = _ref3.selectedItem, indexProp = _ref3.index, rest = _objectWithoutPropertiesLoose(_ref3, _excluded$1);
			var index = getItemAndIndex(selectedItemProp, indexProp, selectedItems, "Pass either item or index to getSelectedItemProps!")[1];
			var isFocusable = index > -1 && index === activeIndex;
			return _extends((_extends2 = {}, _extends2[refKey] = handleRefs(ref, function(selectedItemNode) {
				if (selectedItemNode) selectedItemRefs.current.set(index, selectedItemNode);
				else selectedItemRefs.current["delete"](index);
			}), _extends2.tabIndex = isFocusable ? 0 : -1, _extends2.onClick = callAllEventHandlers(onClick, function selectedItemHandleClick() {
				dispatch({
					type: SelectedItemClick,
					index
				});
			}), _extends2.onKeyDown = callAllEventHandlers(onKeyDown, function selectedItemHandleKeyDown(event) {
				var key = normalizeArrowKey(event);
				if (key && selectedItemKeyDownHandlers[key]) selectedItemKeyDownHandlers[key](event);
			}), _extends2), rest);
		}, [
			dispatch,
			selectedItems,
			activeIndex,
			selectedItemKeyDownHandlers
		]),
		getDropdownProps: (0, import_react.useCallback)(function(_temp2, _temp3) {
			var _extends3;
			var _ref4 = _temp2 === void 0 ? {} : _temp2, _ref4$refKey = _ref4.refKey, refKey = _ref4$refKey === void 0 ? "ref" : _ref4$refKey, ref = _ref4.ref, onKeyDown = _ref4.onKeyDown, onClick = _ref4.onClick, _ref4$preventKeyActio = _ref4.preventKeyAction, preventKeyAction = _ref4$preventKeyActio === void 0 ? false : _ref4$preventKeyActio, rest = _objectWithoutPropertiesLoose(_ref4, _excluded2$1);
			var _ref5$suppressRefErro = (_temp3 === void 0 ? {} : _temp3).suppressRefError;
			setGetterPropCallInfo("getDropdownProps", _ref5$suppressRefErro === void 0 ? false : _ref5$suppressRefErro, refKey, dropdownRef);
			return _extends((_extends3 = {}, _extends3[refKey] = handleRefs(ref, function(dropdownNode) {
				if (dropdownNode) dropdownRef.current = dropdownNode;
			}), _extends3), !preventKeyAction && {
				onKeyDown: callAllEventHandlers(onKeyDown, function dropdownHandleKeyDown(event) {
					var key = normalizeArrowKey(event);
					if (key && dropdownKeyDownHandlers[key]) dropdownKeyDownHandlers[key](event);
				}),
				onClick: callAllEventHandlers(onClick, function dropdownHandleClick() {
					dispatch({ type: DropdownClick });
				})
			}, rest);
		}, [
			dispatch,
			dropdownKeyDownHandlers,
			setGetterPropCallInfo
		]),
		addSelectedItem: (0, import_react.useCallback)(function(selectedItem) {
			dispatch({
				type: FunctionAddSelectedItem,
				selectedItem
			});
		}, [dispatch]),
		removeSelectedItem: (0, import_react.useCallback)(function(selectedItem) {
			dispatch({
				type: FunctionRemoveSelectedItem,
				selectedItem
			});
		}, [dispatch]),
		setSelectedItems: (0, import_react.useCallback)(function(newSelectedItems) {
			dispatch({
				type: FunctionSetSelectedItems,
				selectedItems: newSelectedItems
			});
		}, [dispatch]),
		setActiveIndex: (0, import_react.useCallback)(function(newActiveIndex) {
			dispatch({
				type: FunctionSetActiveIndex,
				activeIndex: newActiveIndex
			});
		}, [dispatch]),
		reset: (0, import_react.useCallback)(function() {
			dispatch({ type: FunctionReset });
		}, [dispatch]),
		selectedItems,
		activeIndex
	};
}
var TagClick = 0;
var TagGroupKeyDownArrowLeft = 1;
var TagGroupKeyDownArrowRight = 2;
var TagGroupKeyDownDelete = 3;
var TagGroupKeyDownBackspace = 4;
var TagRemoveClick = 5;
var FunctionAddItem = 6;
var stateChangeTypes = /*#__PURE__*/ Object.freeze({
	__proto__: null,
	FunctionAddItem,
	TagClick,
	TagGroupKeyDownArrowLeft,
	TagGroupKeyDownArrowRight,
	TagGroupKeyDownBackspace,
	TagGroupKeyDownDelete,
	TagRemoveClick
});
function useTagGroupReducer(state, action) {
	var type = action.type;
	var changes;
	switch (type) {
		case TagClick:
			changes = { activeIndex: action.index };
			break;
		case TagGroupKeyDownArrowLeft:
			changes = { activeIndex: state.activeIndex === 0 ? state.items.length - 1 : state.activeIndex - 1 };
			break;
		case TagGroupKeyDownArrowRight:
			changes = { activeIndex: state.activeIndex === state.items.length - 1 ? 0 : state.activeIndex + 1 };
			break;
		case TagGroupKeyDownBackspace:
		case TagGroupKeyDownDelete:
			var newItems = [].concat(state.items.slice(0, state.activeIndex), state.items.slice(state.activeIndex + 1));
			var newActiveIndex = newItems.length === 0 ? -1 : newItems.length === state.activeIndex ? state.activeIndex - 1 : state.activeIndex;
			changes = {
				items: [].concat(state.items.slice(0, state.activeIndex), state.items.slice(state.activeIndex + 1)),
				activeIndex: newActiveIndex
			};
			break;
		case TagRemoveClick:
			var _newItems = [].concat(state.items.slice(0, action.index), state.items.slice(action.index + 1));
			changes = {
				items: _newItems,
				activeIndex: _newItems.length === 0 ? -1 : _newItems.length === action.index ? action.index - 1 : action.index
			};
			break;
		case FunctionAddItem:
			var _newItems2 = [];
			if (action.index === void 0) _newItems2 = [].concat(state.items, [action.item]);
			else _newItems2 = [].concat(state.items.slice(0, action.index), [action.item], state.items.slice(action.index));
			var _newActiveIndex2 = state.activeIndex === -1 ? _newItems2.length - 1 : state.activeIndex;
			changes = {
				items: _newItems2,
				activeIndex: _newActiveIndex2
			};
			break;
		default: throw new Error("Invalid useTagGroup reducer action.");
	}
	return _extends({}, state, changes);
}
var reactUseId = _extends({}, import_react).useId;
// istanbul ignore next
var useElementIds = typeof reactUseId === "function" ? useElementIdsR18 : useElementIdsLegacy;
function useElementIdsR18(_ref) {
	var id = _ref.id, tagGroupId = _ref.tagGroupId, getTagId = _ref.getTagId;
	var reactId = "downshift-" + reactUseId();
	if (!id) id = reactId;
	return import_react.useMemo(function() {
		return {
			tagGroupId: tagGroupId != null ? tagGroupId : id + "-tag-group",
			getTagId: getTagId != null ? getTagId : function(index) {
				return id + "-tag-" + index;
			}
		};
	}, [
		getTagId,
		id,
		tagGroupId
	]);
}
function useElementIdsLegacy(_ref2) {
	var id = _ref2.id, getTagId = _ref2.getTagId, tagGroupId = _ref2.tagGroupId;
	var baseId = import_react.useState(function() {
		return id != null ? id : "downshift-" + generateId();
	})[0];
	return import_react.useMemo(function() {
		return {
			tagGroupId: tagGroupId != null ? tagGroupId : baseId + "-tag-group",
			getTagId: getTagId != null ? getTagId : function(index) {
				return baseId + "-tag-" + index;
			}
		};
	}, [
		getTagId,
		baseId,
		tagGroupId
	]);
}
function getInitialState(props) {
	var _ref, _props$items, _ref2, _props$activeIndex;
	var items = (_ref = (_props$items = props.items) != null ? _props$items : props.initialItems) != null ? _ref : [];
	return {
		activeIndex: (_ref2 = (_props$activeIndex = props.activeIndex) != null ? _props$activeIndex : props.initialActiveIndex) != null ? _ref2 : items.length === 0 ? -1 : 0,
		items
	};
}
function isStateEqual(oldState, newState) {
	return oldState.activeIndex === newState.activeIndex && oldState.items === newState.items;
}
var A11Y_DESCRIPTION_ELEMENT_ID = "tag-group-a11y-description";
function useAccessibleDescription(document, description) {
	import_react.useEffect(function() {
		if (!document) return;
		var accessibleDescriptionElement = document.createElement("div");
		accessibleDescriptionElement.setAttribute("id", A11Y_DESCRIPTION_ELEMENT_ID);
		accessibleDescriptionElement.style.display = "none";
		accessibleDescriptionElement.textContent = description;
		document.body.appendChild(accessibleDescriptionElement);
		return function() {
			accessibleDescriptionElement.remove();
		};
	}, [description, document]);
}
function getMergedProps(userProps) {
	return _extends({
		stateReducer: function stateReducer(_s, _ref) {
			return _ref.changes;
		},
		environment: typeof window === "undefined" || false ? void 0 : window,
		removeElementDescription: "Press Delete or Backspace to remove tag."
	}, userProps);
}
/**
* Focuses the tag at activeIndex when it changes or when an item is removed.
*/
function useRovingTagFocus(activeIndex, itemsLength, getTagId) {
	var itemRefs = import_react.useRef({});
	var previousActiveIndexRef = import_react.useRef(activeIndex);
	var previousItemsLengthRef = import_react.useRef(itemsLength);
	import_react.useEffect(function() {
		if (activeIndex !== -1 && previousActiveIndexRef.current !== -1 && activeIndex !== previousActiveIndexRef.current || previousItemsLengthRef.current === itemsLength + 1) {
			var _itemRefs$current$get;
			(_itemRefs$current$get = itemRefs.current[getTagId(activeIndex)]) == null || _itemRefs$current$get.focus();
		}
		previousActiveIndexRef.current = activeIndex;
		previousItemsLengthRef.current = itemsLength;
	}, [
		activeIndex,
		getTagId,
		itemsLength
	]);
	return itemRefs;
}
var propTypes = { isItemDisabled: import_prop_types.default.func };
var _excluded = ["onKeyDown"];
var _excluded2 = [
	"index",
	"refKey",
	"ref",
	"onClick"
];
var _excluded3 = ["index", "onClick"];
var _useTagGroup = function useTagGroup(userProps) {
	var _props$environment;
	if (userProps === void 0) userProps = {};
	validatePropTypes$1(userProps, _useTagGroup, propTypes);
	var props = getMergedProps(userProps);
	var _useControlledReducer = useControlledReducer$1(useTagGroupReducer, props, getInitialState, isStateEqual), state = _useControlledReducer[0], dispatch = _useControlledReducer[1];
	var activeIndex = state.activeIndex, items = state.items;
	var elementIds = useElementIds({
		getTagId: props.getTagId,
		id: props.id,
		tagGroupId: props.tagGroupId
	});
	useAccessibleDescription((_props$environment = props.environment) == null ? void 0 : _props$environment.document, props.removeElementDescription);
	var itemRefs = useRovingTagFocus(activeIndex, items.length, elementIds.getTagId);
	var getTagGroupProps = (0, import_react.useCallback)(function(options) {
		var _ref = options != null ? options : {}, onKeyDown = _ref.onKeyDown, rest = _objectWithoutPropertiesLoose(_ref, _excluded);
		return _extends({
			id: elementIds.tagGroupId,
			"aria-live": "polite",
			"aria-atomic": "false",
			"aria-relevant": "additions",
			role: "listbox",
			onKeyDown: callAllEventHandlers(onKeyDown, function handleKeyDown(e) {
				switch (e.key) {
					case "ArrowLeft":
						dispatch({ type: TagGroupKeyDownArrowLeft });
						break;
					case "ArrowRight":
						dispatch({ type: TagGroupKeyDownArrowRight });
						break;
					case "Delete":
						dispatch({ type: TagGroupKeyDownDelete });
						break;
					case "Backspace": dispatch({ type: TagGroupKeyDownBackspace });
				}
			})
		}, rest);
	}, [dispatch, elementIds.tagGroupId]);
	var getTagProps = (0, import_react.useCallback)(function(options) {
		var _extends2;
		var index = options.index, _options$refKey = options.refKey, refKey = _options$refKey === void 0 ? "ref" : _options$refKey, ref = options.ref, onClick = options.onClick, rest = _objectWithoutPropertiesLoose(options, _excluded2);
		if (!Number.isInteger(index) || index < 0) throw new Error("Pass correct item index to getTagProps!");
		var handleClick = function handleClick() {
			dispatch({
				type: TagClick,
				index
			});
		};
		var tagId = elementIds.getTagId(index);
		return _extends((_extends2 = { "aria-describedby": A11Y_DESCRIPTION_ELEMENT_ID }, _extends2[refKey] = handleRefs(ref, function(itemNode) {
			if (itemNode) itemRefs.current[tagId] = itemNode;
		}), _extends2["aria-labelledby"] = tagId, _extends2.role = "option", _extends2.id = tagId, _extends2.onClick = callAllEventHandlers(onClick, handleClick), _extends2.tabIndex = activeIndex === index ? 0 : -1, _extends2), rest);
	}, [
		dispatch,
		elementIds,
		activeIndex,
		itemRefs
	]);
	var getTagRemoveProps = (0, import_react.useCallback)(function(options) {
		var index = options.index, onClick = options.onClick, rest = _objectWithoutPropertiesLoose(options, _excluded3);
		if (!Number.isInteger(index) || index < 0) throw new Error("Pass correct item index to getTagRemoveProps!");
		var handleClick = function handleClick(event) {
			event.stopPropagation();
			dispatch({
				type: TagRemoveClick,
				index
			});
		};
		var tagId = elementIds.getTagId(index);
		var tagRemoveId = tagId + "-remove";
		return _extends({
			id: tagRemoveId,
			tabIndex: -1,
			"aria-labelledby": tagRemoveId + " " + tagId,
			onClick: callAllEventHandlers(onClick, handleClick)
		}, rest);
	}, [elementIds, dispatch]);
	return {
		activeIndex,
		addItem: (0, import_react.useCallback)(function(item, index) {
			dispatch({
				type: FunctionAddItem,
				item,
				index
			});
		}, [dispatch]),
		getTagGroupProps,
		getTagProps,
		getTagRemoveProps,
		items
	};
};
_useTagGroup.stateChangeTypes = stateChangeTypes;
// src/components/place/NearCombobox.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The Near field's typeahead (downshift's combobox, ARIA's combobox pattern): what is typed asks the page's loader for
* the places it begins (./near-places.ts, `?placeTerm=`), a pause after the last key; choosing one (a click, Enter for
* the first, the arrows for the others) searches near it at once. Emptying the field and leaving it searches anywhere;
* leaving it with a text that is no place chosen puts the place back. The status line says what was found.
*/
function NearCombobox({ id, place, onChoose, text, onText, adopt, focusOnMount }) {
	const { typed, term, data, loading } = useTermFetcher(PLACE_TERM, {
		pause: 200,
		min: 2
	});
	const typedTerm = text.trim();
	const items = typedTerm.length >= 2 ? data?.places ?? [] : [];
	const answered = items.length > 0 && data?.term === typedTerm;
	const [moved, setMoved] = (0, import_react.useState)();
	const highlightedIndex = moved && moved.answer === data ? moved.index : answered ? 0 : -1;
	const combobox = useCombobox({
		items,
		inputId: id,
		labelId: `${id}-label`,
		menuId: `${id}-places`,
		itemToString: (item) => item ? placeLabel(item) : "",
		itemToKey: (item) => item?.id,
		highlightedIndex,
		onHighlightedIndexChange: ({ highlightedIndex: index }) => setMoved({
			answer: data,
			index: index ?? -1
		}),
		selectedItem: place ?? null,
		inputValue: text,
		onInputValueChange: ({ inputValue, type }) => {
			onText(inputValue);
			if (type === useCombobox.stateChangeTypes.InputChange) typed(inputValue);
		},
		onSelectedItemChange: ({ selectedItem }) => {
			adopt(selectedItem?.id ?? "");
			onChoose(selectedItem ?? void 0);
		},
		stateReducer: (state, { type, changes }) => {
			const types = useCombobox.stateChangeTypes;
			if (type === types.ControlledPropUpdatedSelectedItem) return {
				...changes,
				inputValue: state.inputValue
			};
			if (type === types.InputBlur && !answered) return {
				...changes,
				selectedItem: state.selectedItem,
				inputValue: state.inputValue
			};
			return changes;
		}
	});
	const typing = typedTerm !== (place ? placeLabel(place) : "");
	(0, import_react.useLayoutEffect)(() => {
		const input = document.getElementById(id);
		if (!focusOnMount.current || !(input instanceof HTMLInputElement)) return;
		input.focus();
		input.setSelectionRange(text.length, text.length);
		if (typing) {
			typed(text);
			combobox.openMenu();
		}
	}, []);
	const { isOpen, getInputProps, getMenuProps, getItemProps } = combobox;
	const open = isOpen && items.length > 0;
	const status = !isOpen || !typing || term.length < 2 ? "" : !data ? loading ? "Looking up places…" : "" : data.places === null ? "Places could not be looked up. Try again in a moment." : items.length === 0 ? `No town or ZIP code begins with “${term}”.` : `${items.length} ${items.length === 1 ? "place" : "places"} found: Enter takes the first, the arrow keys the others.`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "near-field",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", { ...getInputProps({
				className: "near-field__input",
				placeholder: "Town or ZIP code",
				"aria-expanded": open,
				onChange: (event) => onText(event.currentTarget.value),
				onKeyDown: (event) => {
					if (event.key === "Enter" && !(open && answered)) event.nativeEvent.preventDownshiftDefault = true;
				},
				onBlur: () => {
					if (!typedTerm) {
						if (place) onChoose(void 0);
					} else if (typing) onText(place ? placeLabel(place) : "");
				}
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				...getMenuProps({
					className: "near-field__menu",
					"aria-label": "Places",
					hidden: !open
				}),
				children: isOpen && items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: `near-field__option${highlightedIndex === index ? " near-field__option--active" : ""}`,
					...getItemProps({
						item,
						index
					}),
					children: [placeLabel(item), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "muted",
						children: [", ", item.country === "CA" ? "Canada" : "United States"]
					})]
				}, item.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: isOpen && status && !items.length ? "near-field__note" : "visually-hidden",
				children: status
			})
		]
	});
}
export { NearCombobox as default };
