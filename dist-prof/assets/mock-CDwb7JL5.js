import { $n as object, A as payBounds, An as pathIdSchema, Bn as _enum, C as haversineMiles, Cn as bodyId, Cr as Role, D as formatAmount, Dn as integer, E as currencyOf, Er as storageKeys, F as jobSearchQuerySchema, G as RemoteStatus, H as datePostedMaxAgeMs, Hn as array, I as oneOf, J as jobTypeLabels, Jn as extend, Jr as __exportAll, K as isRemoteWork, Kn as discriminatedUnion, Kt as MAX_SALARY, L as optional$1, N as datePosted, On as isoDateTime, P as int$1, Pn as __vitePreload, Qn as number$1, R as pageFields, T as AMOUNT_RULE, Tr as labelsOf, U as JobStatus, Un as boolean, Ut as ADMINS_MODERATE, Vn as _null, W as JobType, X as remoteStatusOptions, Xn as literal, Y as remoteStatusLabels, Yn as int, Z as BENEFIT_FLAGS, Zn as nullable, _n as mayEditCompany, ar as safeExtend, bn as companySchema, br as href, cn as contentList, cr as unknown, ct as jobOptionsSchema, dn as publishedQuerySchema, dr as _maxLength, er as optional, fr as _minLength, gn as isSiteAdmin, gr as _trim, hn as isCompanyPerson, hr as _toLowerCase, ir as refine, j as JOB_SORT_FIELDS, jn as queryId, kn as issuesByField, kt as DEMO_BUILD, ln as contentTokenSchema, lr as _gte, lt as jobSearchResultSchema, mn as loggedInUserSchema, mr as _regex, nr as pipe, or as string, pn as tooltipsSchema, pr as _positive, q as jobStatusLabels, qn as email, rr as record, rt as paramsRecord, sn as contentCredentialsSchema, sr as transform, st as jobCardSchema, tr as pick, un as fieldsOf, ur as _lte, ut as pageOf$1, vn as maySeeCompanyPrivate, wn as codeOf$1, wr as codesOf, xn as primaryCompanyOrNullSchema, yn as companyNamesSchema, z as unknownLookup, zn as number } from "./index-BTLBy0eD.js";
// node_modules/outvariant/lib/index.mjs
var POSITIONALS_EXP = /(%?)(%([sdijo]))/g;
function serializePositional(positional, flag) {
	switch (flag) {
		case "s": return positional;
		case "d":
		case "i": return Number(positional);
		case "j": return JSON.stringify(positional);
		case "o": {
			if (typeof positional === "string") return positional;
			const json = JSON.stringify(positional);
			if (json === "{}" || json === "[]" || /^\[object .+?\]$/.test(json)) return positional;
			return json;
		}
	}
}
function format(message, ...positionals) {
	if (positionals.length === 0) return message;
	let positionalIndex = 0;
	let formattedMessage = message.replace(POSITIONALS_EXP, (match, isEscaped, _, flag) => {
		const positional = positionals[positionalIndex];
		const value = serializePositional(positional, flag);
		if (!isEscaped) {
			positionalIndex++;
			return value;
		}
		return match;
	});
	if (positionalIndex < positionals.length) formattedMessage += ` ${positionals.slice(positionalIndex).join(" ")}`;
	formattedMessage = formattedMessage.replace(/%{2,2}/g, "%");
	return formattedMessage;
}
var STACK_FRAMES_TO_IGNORE = 2;
function cleanErrorStack(error) {
	if (!error.stack) return;
	const nextStack = error.stack.split("\n");
	nextStack.splice(1, STACK_FRAMES_TO_IGNORE);
	error.stack = nextStack.join("\n");
}
var InvariantError = class extends Error {
	constructor(message, ...positionals) {
		super(message);
		this.message = message;
		this.name = "Invariant Violation";
		this.message = format(message, ...positionals);
		cleanErrorStack(this);
	}
};
var invariant = (predicate, message, ...positionals) => {
	if (!predicate) throw new InvariantError(message, ...positionals);
};
invariant.as = (ErrorConstructor, predicate, message, ...positionals) => {
	if (!predicate) {
		const formatMessage = positionals.length === 0 ? message : format(message, ...positionals);
		let error;
		try {
			error = Reflect.construct(ErrorConstructor, [formatMessage]);
		} catch (err) {
			error = ErrorConstructor(formatMessage);
		}
		throw error;
	}
};
// node_modules/msw/lib/core/utils/internal/devUtils.mjs
var LIBRARY_PREFIX = "[MSW]";
function formatMessage(message, ...positionals) {
	return `${LIBRARY_PREFIX} ${format(message, ...positionals)}`;
}
function warn$1(message, ...positionals) {
	console.warn(formatMessage(message, ...positionals));
}
function error$1(message, ...positionals) {
	console.error(formatMessage(message, ...positionals));
}
var devUtils = {
	formatMessage,
	warn: warn$1,
	error: error$1
};
var InternalError = class extends Error {
	constructor(message) {
		super(message);
		this.name = "InternalError";
	}
};
// node_modules/rettime/build/lens-list.mjs
var LensList = class {
	#list;
	#lens;
	constructor() {
		this.#list = [];
		this.#lens = /* @__PURE__ */ new Map();
	}
	get [Symbol.iterator]() {
		return this.#list[Symbol.iterator].bind(this.#list);
	}
	entries() {
		return this.#lens.entries();
	}
	/**
	* Return an order-sensitive list of values by the given key.
	*/
	get(key) {
		return this.#lens.get(key) || [];
	}
	/**
	* Return an order-sensitive list of all values.
	*/
	getAll() {
		return this.#list.map(([, value]) => value);
	}
	/**
	* Append a new value to the given key.
	*/
	append(key, value) {
		this.#list.push([key, value]);
		this.#openLens(key, (list) => list.push(value));
	}
	/**
	* Prepend a new value to the given key.
	*/
	prepend(key, value) {
		this.#list.unshift([key, value]);
		this.#openLens(key, (list) => list.unshift(value));
	}
	/**
	* Delete the value belonging to the given key.
	* Returns `true` if the value was present and removed, `false` otherwise.
	*/
	delete(key, value) {
		if (this.size === 0) return false;
		const values = this.#lens.get(key);
		if (!values) return false;
		const index = values.indexOf(value);
		if (index === -1) return false;
		values.splice(index, 1);
		this.#list.splice(this.#list.findIndex((item) => item[0] === key && item[1] === value), 1);
		return true;
	}
	/**
	* Delete all values belogning to the given key.
	*/
	deleteAll(key) {
		if (this.size === 0) return;
		this.#list = this.#list.filter((item) => item[0] !== key);
		this.#lens.delete(key);
	}
	get size() {
		return this.#list.length;
	}
	clear() {
		if (this.size === 0) return;
		this.#list.length = 0;
		this.#lens.clear();
	}
	#openLens(key, setter) {
		setter(this.#lens.get(key) || this.#lens.set(key, []).get(key));
	}
};
// node_modules/rettime/build/index.mjs
var kDefaultPrevented = Symbol("kDefaultPrevented");
var kPropagationStopped = Symbol("kPropagationStopped");
var kImmediatePropagationStopped = Symbol("kImmediatePropagationStopped");
var TypedEvent = class extends MessageEvent {
	/**
	* @note Keep a placeholder property with the return type
	* because the type must be set somewhere in order to be
	* correctly associated and inferred from the event.
	*/
	#returnType;
	[kDefaultPrevented];
	[kPropagationStopped];
	[kImmediatePropagationStopped];
	constructor(...args) {
		/**
		* @note Always provide an event initializer. Some runtimes
		* (e.g. Cloudflare Workers) throw when constructing a `MessageEvent`
		* with an `undefined` initializer, unlike Node.js and browsers.
		*/
		super(args[0], args[1] ?? {});
		this[kDefaultPrevented] = false;
	}
	get defaultPrevented() {
		return this[kDefaultPrevented];
	}
	preventDefault() {
		super.preventDefault();
		this[kDefaultPrevented] = true;
	}
	stopImmediatePropagation() {
		/**
		* @note Despite `.stopPropagation()` and `.stopImmediatePropagation()` being defined
		* in Node.js, they do nothing. It is safe to re-define them.
		*/
		super.stopImmediatePropagation();
		this[kImmediatePropagationStopped] = true;
	}
};
var Emitter$1 = class {
	#listeners;
	#listenerOptions;
	#listenerAbortCleanups;
	#typelessListeners;
	#hookListeners;
	#hookListenerOptions;
	#hookListenerAbortCleanups;
	hooks;
	constructor() {
		this.#listeners = new LensList();
		this.#listenerOptions = /* @__PURE__ */ new WeakMap();
		this.#listenerAbortCleanups = /* @__PURE__ */ new WeakMap();
		this.#typelessListeners = /* @__PURE__ */ new WeakSet();
		this.#hookListeners = new LensList();
		this.#hookListenerOptions = /* @__PURE__ */ new WeakMap();
		this.#hookListenerAbortCleanups = /* @__PURE__ */ new WeakMap();
		this.hooks = {
			on: (hook, callback, options) => {
				/**
				* @note An already-aborted signal would never fire its 'abort' event,
				* leaving the hook registered indefinitely. Skip registration entirely.
				*/
				if (options?.signal?.aborted) return;
				if (options?.once) {
					const original = callback;
					const wrapper = ((...args) => {
						this.#deleteHookListener(hook, wrapper);
						return original(...args);
					});
					callback = wrapper;
				}
				this.#hookListeners.append(hook, callback);
				if (options) this.#hookListenerOptions.set(callback, options);
				if (options?.signal) {
					const { signal } = options;
					const onAbort = () => {
						this.#deleteHookListener(hook, callback);
					};
					signal.addEventListener("abort", onAbort, { once: true });
					this.#hookListenerAbortCleanups.set(callback, () => {
						signal.removeEventListener("abort", onAbort);
					});
				}
			},
			removeListener: (hook, callback) => {
				this.#deleteHookListener(hook, callback);
			}
		};
	}
	#deleteHookListener(hook, callback) {
		this.#hookListeners.delete(hook, callback);
		const cleanup = this.#hookListenerAbortCleanups.get(callback);
		if (cleanup) {
			cleanup();
			this.#hookListenerAbortCleanups.delete(callback);
		}
	}
	#deleteListener(type, listener) {
		const removed = this.#listeners.delete(type, listener);
		const cleanup = this.#listenerAbortCleanups.get(listener);
		if (cleanup) {
			cleanup();
			this.#listenerAbortCleanups.delete(listener);
		}
		return removed;
	}
	/**
	* Adds a listener for the given event type.
	*/
	on(type, listener, options) {
		this.#addListener(type, listener, options);
		return this;
	}
	/**
	* Adds a one-time listener for the given event type.
	*/
	once(type, listener, options) {
		return this.on(type, listener, {
			...options || {},
			once: true
		});
	}
	/**
	* Prepends a listener for the given event type.
	*/
	earlyOn(type, listener, options) {
		this.#addListener(type, listener, options, "prepend");
		return this;
	}
	/**
	* Prepends a one-time listener for the given event type.
	*/
	earlyOnce(type, listener, options) {
		return this.earlyOn(type, listener, {
			...options || {},
			once: true
		});
	}
	/**
	* Emits the given typed event.
	*
	* @returns {boolean} Returns `true` if the event had any listeners, `false` otherwise.
	*/
	emit(event) {
		if (this.#listeners.size === 0) return false;
		/**
		* @note Calculate matching listeners before calling them
		* since one-time listeners will self-destruct.
		*/
		const hasListeners = this.listenerCount(event.type) > 0;
		const proxiedEvent = this.#proxyEvent(event);
		for (const listener of this.#matchListeners(event.type)) {
			if (proxiedEvent.event[kPropagationStopped] != null && proxiedEvent.event[kPropagationStopped] !== this) {
				proxiedEvent.revoke();
				return false;
			}
			if (proxiedEvent.event[kImmediatePropagationStopped]) break;
			this.#callListener(proxiedEvent.event, listener);
		}
		proxiedEvent.revoke();
		return hasListeners;
	}
	/**
	* Emits the given typed event and returns a promise that resolves
	* when all the listeners for that event have settled.
	*
	* @returns {Promise<Array<Emitter.ListenerReturnType>>} A promise that resolves
	* with the return values of all listeners.
	*/
	async emitAsPromise(event) {
		if (this.#listeners.size === 0) return [];
		const pendingListeners = [];
		const proxiedEvent = this.#proxyEvent(event);
		for (const listener of this.#matchListeners(event.type)) {
			if (proxiedEvent.event[kPropagationStopped] != null && proxiedEvent.event[kPropagationStopped] !== this) {
				proxiedEvent.revoke();
				return [];
			}
			if (proxiedEvent.event[kImmediatePropagationStopped]) break;
			const returnValue = await Promise.resolve(this.#callListener(proxiedEvent.event, listener));
			if (!this.#isTypelessListener(listener)) pendingListeners.push(returnValue);
		}
		proxiedEvent.revoke();
		return Promise.allSettled(pendingListeners).then((results) => {
			return results.map((result) => result.status === "fulfilled" ? result.value : result.reason);
		});
	}
	/**
	* Emits the given event and returns a generator that yields
	* the result of each listener in the order of their registration.
	* This way, you stop exhausting the listeners once you get the expected value.
	*/
	*emitAsGenerator(event) {
		if (this.#listeners.size === 0) return;
		const proxiedEvent = this.#proxyEvent(event);
		for (const listener of this.#matchListeners(event.type)) {
			if (proxiedEvent.event[kPropagationStopped] != null && proxiedEvent.event[kPropagationStopped] !== this) {
				proxiedEvent.revoke();
				return;
			}
			if (proxiedEvent.event[kImmediatePropagationStopped]) break;
			const returnValue = this.#callListener(proxiedEvent.event, listener);
			if (!this.#isTypelessListener(listener)) yield returnValue;
		}
		proxiedEvent.revoke();
	}
	/**
	* Removes a listener for the given event type.
	*/
	removeListener(type, listener) {
		const options = this.#listenerOptions.get(listener);
		if (!this.#deleteListener(type, listener)) return;
		/**
		* @note Snapshot the hook list before iterating so a hook that removes
		* another `removeListener` hook can't shift the live array mid-iteration.
		*/
		for (const hook of this.#hookListeners.get("removeListener").slice()) hook(type, listener, options);
	}
	/**
	* Removes all listeners for the given event type.
	* If no event type is provided, removes all existing listeners.
	*/
	removeAllListeners(type) {
		if (type == null) {
			for (const [listenerType, listeners$1] of this.#listeners.entries()) while (listeners$1.length > 0) this.removeListener(listenerType, listeners$1[0]);
			for (const [hookType, hookListener] of [...this.#hookListeners]) if (!this.#hookListenerOptions.get(hookListener)?.persist) this.#deleteHookListener(hookType, hookListener);
			return;
		}
		const listeners = this.listeners(type);
		while (listeners.length > 0) this.removeListener(type, listeners[0]);
	}
	/**
	* Returns the list of listeners for the given event type.
	* If no even type is provided, returns all listeners.
	*/
	listeners(type) {
		if (type == null) return this.#listeners.getAll();
		return this.#listeners.get(type);
	}
	/**
	* Returns the number of listeners for the given event type.
	* If no even type is provided, returns the total number of listeners.
	*/
	listenerCount(type) {
		if (type == null) return this.#listeners.size;
		return this.listeners(type).length;
	}
	#addListener(type, listener, options, insertMode = "append") {
		/**
		* @note An already-aborted signal would never fire its 'abort' event,
		* leaving the listener registered indefinitely. Skip registration entirely.
		*/
		if (options?.signal?.aborted) return;
		for (const hook of this.#hookListeners.get("newListener").slice()) hook(type, listener, options);
		if (type === "*") this.#typelessListeners.add(listener);
		if (insertMode === "prepend") this.#listeners.prepend(type, listener);
		else this.#listeners.append(type, listener);
		if (options) {
			this.#listenerOptions.set(listener, options);
			if (options.signal) {
				const { signal } = options;
				const onAbort = () => {
					this.removeListener(type, listener);
				};
				signal.addEventListener("abort", onAbort, { once: true });
				this.#listenerAbortCleanups.set(listener, () => {
					signal.removeEventListener("abort", onAbort);
				});
			}
		}
	}
	#proxyEvent(event) {
		const { stopPropagation } = event;
		event.stopPropagation = () => {
			event[kPropagationStopped] = this;
			stopPropagation.call(event);
		};
		return {
			event,
			revoke() {
				event.stopPropagation = stopPropagation;
			}
		};
	}
	#callListener(event, listener) {
		for (const hook of this.#hookListeners.get("beforeEmit").slice()) if (hook(event) === false) return;
		const returnValue = listener.call(this, event);
		const options = this.#listenerOptions.get(listener);
		if (options?.once) {
			const type = this.#isTypelessListener(listener) ? "*" : event.type;
			if (this.#deleteListener(type, listener)) for (const hook of this.#hookListeners.get("removeListener").slice()) hook(type, listener, options);
		}
		return returnValue;
	}
	/**
	* Return a list of all event listeners relevant for the given event type.
	* This includes the explicit event listeners and also typeless event listeners.
	*
	* @note Snapshot the matching listeners before yielding. Listeners can add or
	* remove other listeners during emission (e.g. `earlyOn` unshifts `#list`),
	* which would otherwise shift the live iterator and re-yield prior entries.
	*/
	*#matchListeners(type) {
		const snapshot = [];
		for (const [key, listener] of this.#listeners) if (key === "*" || key === type) snapshot.push(listener);
		yield* snapshot;
	}
	#isTypelessListener(listener) {
		return this.#typelessListeners.has(listener);
	}
};
// node_modules/headers-polyfill/node_modules/set-cookie-parser/lib/set-cookie.js
var defaultParseOptions = {
	decodeValues: true,
	map: false,
	silent: false,
	split: "auto"
};
function isForbiddenKey(key) {
	return typeof key !== "string" || key in {};
}
function createNullObj() {
	return Object.create(null);
}
function isNonEmptyString(str) {
	return typeof str === "string" && !!str.trim();
}
function parseString(setCookieValue, options) {
	var parts = setCookieValue.split(";");
	var nameValuePairStr = parts.shift();
	if (!isNonEmptyString(nameValuePairStr)) return null;
	var parsed = parseNameValuePair(nameValuePairStr);
	var name = parsed.name;
	var value = parsed.value;
	if (!name && !value) return null;
	options = options ? Object.assign({}, defaultParseOptions, options) : defaultParseOptions;
	if (isForbiddenKey(name)) {
		if (!options.silent) console.warn("set-cookie-parser: dropping cookie due to name:", name);
		return null;
	}
	try {
		value = options.decodeValues ? decodeURIComponent(value) : value;
	} catch (e) {
		if (!options.silent) console.error("set-cookie-parser: failed to decode cookie value. Set options.decodeValues=false to disable decoding.", e);
	}
	var cookie = createNullObj();
	cookie.name = name;
	cookie.value = value;
	parts.forEach(function(part) {
		var sides = part.split("=");
		var key = sides.shift().trim().toLowerCase();
		if (isForbiddenKey(key) || key === "name" || key === "value") {
			if (!options.silent) console.warn("set-cookie-parser: ignoring attribute:", part);
			return;
		}
		var value = sides.join("=").trim();
		if (key === "expires") {
			var expires = new Date(value);
			if (Number.isNaN(expires.getTime())) {
				if (!options.silent) console.error("set-cookie-parser: failed to parse expires time:", value);
			} else cookie.expires = expires;
		} else if (key === "max-age") {
			if (/^-?\d+$/.test(value)) cookie.maxAge = parseInt(value, 10);
			else if (!options.silent) console.error("set-cookie-parser: failed to parse max-age:", value);
		} else if (key === "secure") cookie.secure = true;
		else if (key === "httponly") cookie.httpOnly = true;
		else if (key === "samesite") cookie.sameSite = value;
		else if (key === "partitioned") cookie.partitioned = true;
		else if (key) cookie[key] = value;
	});
	return cookie;
}
function parseNameValuePair(nameValuePairStr) {
	var name = "";
	var value = "";
	var nameValueArr = nameValuePairStr.split("=");
	if (nameValueArr.length > 1) {
		name = nameValueArr.shift();
		value = nameValueArr.join("=");
	} else value = nameValuePairStr;
	return {
		name: trimWsp(name),
		value: trimWsp(value)
	};
}
function trimWsp(str) {
	var start = 0;
	var end = str.length;
	while (start < end && isWsp(str.charCodeAt(start))) start += 1;
	while (end > start && isWsp(str.charCodeAt(end - 1))) end -= 1;
	return str.substring(start, end);
}
function isWsp(code) {
	return code === 32 || code === 9;
}
function parseSetCookie(input, options) {
	options = options ? Object.assign({}, defaultParseOptions, options) : defaultParseOptions;
	if (!input) {
		if (!options.map) return [];
		else return createNullObj();
	}
	if (input.headers) {
		if (typeof input.headers.getSetCookie === "function") input = input.headers.getSetCookie();
		else if (input.headers["set-cookie"]) input = input.headers["set-cookie"];
		else {
			var sch = input.headers[Object.keys(input.headers).find(function(key) {
				return key.toLowerCase() === "set-cookie";
			})];
			if (!sch && input.headers.cookie && !options.silent) console.warn("Warning: set-cookie-parser appears to have been called on a request object. It is designed to parse Set-Cookie headers from responses, not Cookie headers from requests.");
			input = sch;
		}
	}
	var split = options.split;
	var isArray = Array.isArray(input);
	if (split === "auto") split = !isArray;
	if (!isArray) input = [input];
	input = input.filter(isNonEmptyString);
	if (split) input = input.map(splitCookiesString).flat();
	if (!options.map) return input.map(function(str) {
		return parseString(str, options);
	}).filter(Boolean);
	else {
		var cookies = createNullObj();
		return input.reduce(function(cookies, str) {
			var cookie = parseString(str, options);
			if (cookie) cookies[cookie.name] = cookie;
			return cookies;
		}, cookies);
	}
}
function splitCookiesString(cookiesString) {
	if (Array.isArray(cookiesString)) return cookiesString;
	if (typeof cookiesString !== "string") return [];
	var cookiesStrings = [];
	var pos = 0;
	var start;
	var ch;
	var lastComma;
	var nextStart;
	var cookiesSeparatorFound;
	function skipWhitespace() {
		while (pos < cookiesString.length && /\s/.test(cookiesString.charAt(pos))) pos += 1;
		return pos < cookiesString.length;
	}
	function notSpecialChar() {
		ch = cookiesString.charAt(pos);
		return ch !== "=" && ch !== ";" && ch !== ",";
	}
	while (pos < cookiesString.length) {
		start = pos;
		cookiesSeparatorFound = false;
		while (skipWhitespace()) {
			ch = cookiesString.charAt(pos);
			if (ch === ",") {
				lastComma = pos;
				pos += 1;
				skipWhitespace();
				nextStart = pos;
				while (pos < cookiesString.length && notSpecialChar()) pos += 1;
				if (pos < cookiesString.length && cookiesString.charAt(pos) === "=") {
					cookiesSeparatorFound = true;
					pos = nextStart;
					cookiesStrings.push(cookiesString.substring(start, lastComma));
					start = pos;
				} else pos = lastComma + 1;
			} else pos += 1;
		}
		if (!cookiesSeparatorFound || pos >= cookiesString.length) cookiesStrings.push(cookiesString.substring(start, cookiesString.length));
	}
	return cookiesStrings;
}
parseSetCookie.parseSetCookie = parseSetCookie;
parseSetCookie.parse = parseSetCookie;
parseSetCookie.parseString = parseString;
parseSetCookie.splitCookiesString = splitCookiesString;
// node_modules/headers-polyfill/lib/index.mjs
var HEADERS_INVALID_CHARACTERS = /[^a-z0-9\-#$%&'*+.^_`|~]/i;
function normalizeHeaderName(name) {
	if (HEADERS_INVALID_CHARACTERS.test(name) || name.trim() === "") throw new TypeError("Invalid character in header field name");
	return name.trim().toLowerCase();
}
var charCodesToRemove = [
	String.fromCharCode(10),
	String.fromCharCode(13),
	String.fromCharCode(9),
	String.fromCharCode(32)
];
var HEADER_VALUE_REMOVE_REGEXP = new RegExp(`(^[${charCodesToRemove.join("")}]|$[${charCodesToRemove.join("")}])`, "g");
/**
* Normalize the given header value.
* @see https://fetch.spec.whatwg.org/#concept-header-value-normalize
*/
function normalizeHeaderValue(value) {
	return value.replace(HEADER_VALUE_REMOVE_REGEXP, "");
}
/**
* Validate the given header name.
* @see https://fetch.spec.whatwg.org/#header-name
*/
function isValidHeaderName(value) {
	if (typeof value !== "string") return false;
	if (value.length === 0) return false;
	for (let i = 0; i < value.length; i++) {
		const character = value.charCodeAt(i);
		if (character > 127 || !isToken(character)) return false;
	}
	return true;
}
function isToken(value) {
	return ![
		127,
		32,
		"(",
		")",
		"<",
		">",
		"@",
		",",
		";",
		":",
		"\\",
		"\"",
		"/",
		"[",
		"]",
		"?",
		"=",
		"{",
		"}"
	].includes(value);
}
/**
* Validate the given header value.
* @see https://fetch.spec.whatwg.org/#header-value
*/
function isValidHeaderValue(value) {
	if (typeof value !== "string") return false;
	if (value.trim() !== value) return false;
	for (let i = 0; i < value.length; i++) {
		const character = value.charCodeAt(i);
		if (character === 0 || character === 10 || character === 13) return false;
	}
	return true;
}
var _Symbol$toStringTag;
var NORMALIZED_HEADERS = Symbol("normalizedHeaders");
var RAW_HEADER_NAMES = Symbol("rawHeaderNames");
var HEADER_VALUE_DELIMITER = ", ";
var Headers$1 = class Headers {
	constructor(init) {
		this[NORMALIZED_HEADERS] = {};
		this[RAW_HEADER_NAMES] = /* @__PURE__ */ new Map();
		this[_Symbol$toStringTag] = "Headers";
		/**
		* @note Cannot necessarily check if the `init` is an instance of the
		* `Headers` because that class may not be defined in Node or jsdom.
		*/
		if (["Headers", "HeadersPolyfill"].includes(init?.constructor?.name) || init instanceof Headers || typeof globalThis.Headers !== "undefined" && init instanceof globalThis.Headers) init.forEach((value, name) => {
			this.append(name, value);
		}, this);
		else if (Array.isArray(init)) init.forEach(([name, value]) => {
			this.append(name, Array.isArray(value) ? value.join(HEADER_VALUE_DELIMITER) : value);
		});
		else if (init) Object.getOwnPropertyNames(init).forEach((name) => {
			const value = init[name];
			this.append(name, Array.isArray(value) ? value.join(HEADER_VALUE_DELIMITER) : value);
		});
	}
	[(_Symbol$toStringTag = Symbol.toStringTag, Symbol.iterator)]() {
		return this.entries();
	}
	*keys() {
		for (const [name] of this.entries()) yield name;
	}
	*values() {
		for (const [, value] of this.entries()) yield value;
	}
	*entries() {
		let sortedKeys = Object.keys(this[NORMALIZED_HEADERS]).sort((a, b) => a.localeCompare(b));
		for (const name of sortedKeys) if (name === "set-cookie") for (const value of this.getSetCookie()) yield [name, value];
		else yield [name, this.get(name)];
	}
	/**
	* Returns a boolean stating whether a `Headers` object contains a certain header.
	*/
	has(name) {
		if (!isValidHeaderName(name)) throw new TypeError(`Invalid header name "${name}"`);
		return this[NORMALIZED_HEADERS].hasOwnProperty(normalizeHeaderName(name));
	}
	/**
	* Returns a `ByteString` sequence of all the values of a header with a given name.
	*/
	get(name) {
		if (!isValidHeaderName(name)) throw TypeError(`Invalid header name "${name}"`);
		return this[NORMALIZED_HEADERS][normalizeHeaderName(name)] ?? null;
	}
	/**
	* Sets a new value for an existing header inside a `Headers` object, or adds the header if it does not already exist.
	*/
	set(name, value) {
		if (!isValidHeaderName(name) || !isValidHeaderValue(value)) return;
		const normalizedName = normalizeHeaderName(name);
		const normalizedValue = normalizeHeaderValue(value);
		this[NORMALIZED_HEADERS][normalizedName] = normalizeHeaderValue(normalizedValue);
		this[RAW_HEADER_NAMES].set(normalizedName, name);
	}
	/**
	* Appends a new value onto an existing header inside a `Headers` object, or adds the header if it does not already exist.
	*/
	append(name, value) {
		if (!isValidHeaderName(name) || !isValidHeaderValue(value)) return;
		const normalizedName = normalizeHeaderName(name);
		const normalizedValue = normalizeHeaderValue(value);
		let resolvedValue = this.has(normalizedName) ? `${this.get(normalizedName)}, ${normalizedValue}` : normalizedValue;
		this.set(name, resolvedValue);
	}
	/**
	* Deletes a header from the `Headers` object.
	*/
	delete(name) {
		if (!isValidHeaderName(name)) return;
		if (!this.has(name)) return;
		const normalizedName = normalizeHeaderName(name);
		delete this[NORMALIZED_HEADERS][normalizedName];
		this[RAW_HEADER_NAMES].delete(normalizedName);
	}
	/**
	* Traverses the `Headers` object,
	* calling the given callback for each header.
	*/
	forEach(callback, thisArg) {
		for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
	}
	/**
	* Returns an array containing the values
	* of all Set-Cookie headers associated
	* with a response
	*/
	getSetCookie() {
		const setCookieHeader = this.get("set-cookie");
		if (setCookieHeader === null) return [];
		if (setCookieHeader === "") return [""];
		return splitCookiesString(setCookieHeader);
	}
};
// node_modules/msw/lib/core/utils/internal/getCallFrame.mjs
var SOURCE_FRAME = /[/\\]msw[/\\]src[/\\](.+)/;
var BUILD_FRAME = /(node_modules)?[/\\]lib[/\\](core|browser|node|native|iife)[/\\]|^[^/\\]*$/;
function getCallFrame(error) {
	const stack = error.stack;
	if (!stack) return;
	const declarationFrame = stack.split("\n").slice(1).find((frame) => {
		return !(SOURCE_FRAME.test(frame) || BUILD_FRAME.test(frame));
	});
	if (!declarationFrame) return;
	return declarationFrame.replace(/\s*at [^()]*\(([^)]+)\)/, "$1").replace(/^@/, "");
}
// node_modules/msw/lib/core/utils/internal/isIterable.mjs
function isIterable(fn) {
	if (!fn) return false;
	return Reflect.has(fn, Symbol.iterator) || Reflect.has(fn, Symbol.asyncIterator);
}
// node_modules/is-node-process/lib/index.mjs
function isNodeProcess() {
	if (typeof navigator !== "undefined" && navigator.product === "ReactNative") return true;
	if (typeof process !== "undefined") {
		const type = process.type;
		if (type === "renderer" || type === "worker") return false;
		return !!(process.versions && process.versions.node);
	}
	return false;
}
// node_modules/@open-draft/logger/lib/index.mjs
var __defProp$2 = Object.defineProperty;
var __export = (target, all) => {
	for (var name in all) __defProp$2(target, name, {
		get: all[name],
		enumerable: true
	});
};
var colors_exports = {};
__export(colors_exports, {
	blue: () => blue,
	gray: () => gray,
	green: () => green,
	red: () => red,
	yellow: () => yellow
});
function yellow(text) {
	return `\x1B[33m${text}\x1B[0m`;
}
function blue(text) {
	return `\x1B[34m${text}\x1B[0m`;
}
function gray(text) {
	return `\x1B[90m${text}\x1B[0m`;
}
function red(text) {
	return `\x1B[31m${text}\x1B[0m`;
}
function green(text) {
	return `\x1B[32m${text}\x1B[0m`;
}
var IS_NODE = isNodeProcess();
var Logger$1 = class {
	constructor(name) {
		this.name = name;
		this.prefix = `[${this.name}]`;
		const LOGGER_NAME = getVariable("DEBUG");
		const LOGGER_LEVEL = getVariable("LOG_LEVEL");
		if (LOGGER_NAME === "1" || LOGGER_NAME === "true" || typeof LOGGER_NAME !== "undefined" && this.name.startsWith(LOGGER_NAME)) {
			this.debug = isDefinedAndNotEquals(LOGGER_LEVEL, "debug") ? noop$1 : this.debug;
			this.info = isDefinedAndNotEquals(LOGGER_LEVEL, "info") ? noop$1 : this.info;
			this.success = isDefinedAndNotEquals(LOGGER_LEVEL, "success") ? noop$1 : this.success;
			this.warning = isDefinedAndNotEquals(LOGGER_LEVEL, "warning") ? noop$1 : this.warning;
			this.error = isDefinedAndNotEquals(LOGGER_LEVEL, "error") ? noop$1 : this.error;
		} else {
			this.info = noop$1;
			this.success = noop$1;
			this.warning = noop$1;
			this.error = noop$1;
			this.only = noop$1;
		}
	}
	prefix;
	extend(domain) {
		return new Logger$1(`${this.name}:${domain}`);
	}
	/**
	* Print a debug message.
	* @example
	* logger.debug('no duplicates found, creating a document...')
	*/
	debug(message, ...positionals) {
		this.logEntry({
			level: "debug",
			message: gray(message),
			positionals,
			prefix: this.prefix,
			colors: { prefix: "gray" }
		});
	}
	/**
	* Print an info message.
	* @example
	* logger.info('start parsing...')
	*/
	info(message, ...positionals) {
		this.logEntry({
			level: "info",
			message,
			positionals,
			prefix: this.prefix,
			colors: { prefix: "blue" }
		});
		const performance2 = new PerformanceEntry();
		return (message2, ...positionals2) => {
			performance2.measure();
			this.logEntry({
				level: "info",
				message: `${message2} ${gray(`${performance2.deltaTime}ms`)}`,
				positionals: positionals2,
				prefix: this.prefix,
				colors: { prefix: "blue" }
			});
		};
	}
	/**
	* Print a success message.
	* @example
	* logger.success('successfully created document')
	*/
	success(message, ...positionals) {
		this.logEntry({
			level: "info",
			message,
			positionals,
			prefix: `\u2714 ${this.prefix}`,
			colors: {
				timestamp: "green",
				prefix: "green"
			}
		});
	}
	/**
	* Print a warning.
	* @example
	* logger.warning('found legacy document format')
	*/
	warning(message, ...positionals) {
		this.logEntry({
			level: "warning",
			message,
			positionals,
			prefix: `\u26A0 ${this.prefix}`,
			colors: {
				timestamp: "yellow",
				prefix: "yellow"
			}
		});
	}
	/**
	* Print an error message.
	* @example
	* logger.error('something went wrong')
	*/
	error(message, ...positionals) {
		this.logEntry({
			level: "error",
			message,
			positionals,
			prefix: `\u2716 ${this.prefix}`,
			colors: {
				timestamp: "red",
				prefix: "red"
			}
		});
	}
	/**
	* Execute the given callback only when the logging is enabled.
	* This is skipped in its entirety and has no runtime cost otherwise.
	* This executes regardless of the log level.
	* @example
	* logger.only(() => {
	*   logger.info('additional info')
	* })
	*/
	only(callback) {
		callback();
	}
	createEntry(level, message) {
		return {
			timestamp: /* @__PURE__ */ new Date(),
			level,
			message
		};
	}
	logEntry(args) {
		const { level, message, prefix, colors: customColors, positionals = [] } = args;
		const entry = this.createEntry(level, message);
		const timestampColor = customColors?.timestamp || "gray";
		const prefixColor = customColors?.prefix || "gray";
		const colorize = {
			timestamp: colors_exports[timestampColor],
			prefix: colors_exports[prefixColor]
		};
		this.getWriter(level)([colorize.timestamp(this.formatTimestamp(entry.timestamp))].concat(prefix != null ? colorize.prefix(prefix) : []).concat(serializeInput(message)).join(" "), ...positionals.map(serializeInput));
	}
	formatTimestamp(timestamp) {
		return `${timestamp.toLocaleTimeString("en-GB")}:${timestamp.getMilliseconds()}`;
	}
	getWriter(level) {
		switch (level) {
			case "debug":
			case "success":
			case "info": return log;
			case "warning": return warn;
			case "error": return error;
		}
	}
};
var PerformanceEntry = class {
	startTime;
	endTime;
	deltaTime;
	constructor() {
		this.startTime = performance.now();
	}
	measure() {
		this.endTime = performance.now();
		const deltaTime = this.endTime - this.startTime;
		this.deltaTime = deltaTime.toFixed(2);
	}
};
var noop$1 = () => void 0;
function log(message, ...positionals) {
	if (IS_NODE) {
		process.stdout.write(format(message, ...positionals) + "\n");
		return;
	}
	console.log(message, ...positionals);
}
function warn(message, ...positionals) {
	if (IS_NODE) {
		process.stderr.write(format(message, ...positionals) + "\n");
		return;
	}
	console.warn(message, ...positionals);
}
function error(message, ...positionals) {
	if (IS_NODE) {
		process.stderr.write(format(message, ...positionals) + "\n");
		return;
	}
	console.error(message, ...positionals);
}
function getVariable(variableName) {
	if (IS_NODE) return {}[variableName];
	return globalThis[variableName]?.toString();
}
function isDefinedAndNotEquals(value, expected) {
	return value !== void 0 && value !== expected;
}
function serializeInput(message) {
	if (typeof message === "undefined") return "undefined";
	if (message === null) return "null";
	if (typeof message === "string") return message;
	if (typeof message === "object") return JSON.stringify(message);
	return message.toString();
}
// node_modules/strict-event-emitter/lib/index.mjs
var MemoryLeakError = class extends Error {
	constructor(emitter, type, count) {
		super(`Possible EventEmitter memory leak detected. ${count} ${type.toString()} listeners added. Use emitter.setMaxListeners() to increase limit`);
		this.emitter = emitter;
		this.type = type;
		this.count = count;
		this.name = "MaxListenersExceededWarning";
	}
};
var _Emitter = class {
	static listenerCount(emitter, eventName) {
		return emitter.listenerCount(eventName);
	}
	constructor() {
		this.events = /* @__PURE__ */ new Map();
		this.maxListeners = _Emitter.defaultMaxListeners;
		this.hasWarnedAboutPotentialMemoryLeak = false;
	}
	_emitInternalEvent(internalEventName, eventName, listener) {
		this.emit(internalEventName, ...[eventName, listener]);
	}
	_getListeners(eventName) {
		return Array.prototype.concat.apply([], this.events.get(eventName)) || [];
	}
	_removeListener(listeners, listener) {
		const index = listeners.indexOf(listener);
		if (index > -1) listeners.splice(index, 1);
		return [];
	}
	_wrapOnceListener(eventName, listener) {
		const onceListener = (...data) => {
			this.removeListener(eventName, onceListener);
			return listener.apply(this, data);
		};
		Object.defineProperty(onceListener, "name", { value: listener.name });
		return onceListener;
	}
	setMaxListeners(maxListeners) {
		this.maxListeners = maxListeners;
		return this;
	}
	/**
	* Returns the current max listener value for the `Emitter` which is
	* either set by `emitter.setMaxListeners(n)` or defaults to
	* `Emitter.defaultMaxListeners`.
	*/
	getMaxListeners() {
		return this.maxListeners;
	}
	/**
	* Returns an array listing the events for which the emitter has registered listeners.
	* The values in the array will be strings or Symbols.
	*/
	eventNames() {
		return Array.from(this.events.keys());
	}
	/**
	* Synchronously calls each of the listeners registered for the event named `eventName`,
	* in the order they were registered, passing the supplied arguments to each.
	* Returns `true` if the event has listeners, `false` otherwise.
	*
	* @example
	* const emitter = new Emitter<{ hello: [string] }>()
	* emitter.emit('hello', 'John')
	*/
	emit(eventName, ...data) {
		const listeners = this._getListeners(eventName);
		listeners.forEach((listener) => {
			listener.apply(this, data);
		});
		return listeners.length > 0;
	}
	addListener(eventName, listener) {
		this._emitInternalEvent("newListener", eventName, listener);
		const nextListeners = this._getListeners(eventName).concat(listener);
		this.events.set(eventName, nextListeners);
		if (this.maxListeners > 0 && this.listenerCount(eventName) > this.maxListeners && !this.hasWarnedAboutPotentialMemoryLeak) {
			this.hasWarnedAboutPotentialMemoryLeak = true;
			const memoryLeakWarning = new MemoryLeakError(this, eventName, this.listenerCount(eventName));
			console.warn(memoryLeakWarning);
		}
		return this;
	}
	on(eventName, listener) {
		return this.addListener(eventName, listener);
	}
	once(eventName, listener) {
		return this.addListener(eventName, this._wrapOnceListener(eventName, listener));
	}
	prependListener(eventName, listener) {
		const listeners = this._getListeners(eventName);
		if (listeners.length > 0) {
			const nextListeners = [listener].concat(listeners);
			this.events.set(eventName, nextListeners);
		} else this.events.set(eventName, listeners.concat(listener));
		return this;
	}
	prependOnceListener(eventName, listener) {
		return this.prependListener(eventName, this._wrapOnceListener(eventName, listener));
	}
	removeListener(eventName, listener) {
		const listeners = this._getListeners(eventName);
		if (listeners.length > 0) {
			this._removeListener(listeners, listener);
			this.events.set(eventName, listeners);
			this._emitInternalEvent("removeListener", eventName, listener);
		}
		return this;
	}
	/**
	* Alias for `emitter.removeListener()`.
	*
	* @example
	* emitter.off('hello', listener)
	*/
	off(eventName, listener) {
		return this.removeListener(eventName, listener);
	}
	removeAllListeners(eventName) {
		if (eventName) this.events.delete(eventName);
		else this.events.clear();
		return this;
	}
	/**
	* Returns a copy of the array of listeners for the event named `eventName`.
	*/
	listeners(eventName) {
		return Array.from(this._getListeners(eventName));
	}
	/**
	* Returns the number of listeners listening to the event named `eventName`.
	*/
	listenerCount(eventName) {
		return this._getListeners(eventName).length;
	}
	rawListeners(eventName) {
		return this.listeners(eventName);
	}
};
var Emitter = _Emitter;
Emitter.defaultMaxListeners = 10;
// node_modules/@mswjs/interceptors/lib/browser/createRequestId-DYCsFHOi.mjs
function getGlobalSymbol(symbol) {
	return globalThis[symbol] || void 0;
}
function setGlobalSymbol(symbol, value) {
	globalThis[symbol] = value;
}
function deleteGlobalSymbol(symbol) {
	delete globalThis[symbol];
}
var InterceptorReadyState = /* @__PURE__ */ function(InterceptorReadyState$1) {
	InterceptorReadyState$1["INACTIVE"] = "INACTIVE";
	InterceptorReadyState$1["APPLYING"] = "APPLYING";
	InterceptorReadyState$1["APPLIED"] = "APPLIED";
	InterceptorReadyState$1["DISPOSING"] = "DISPOSING";
	InterceptorReadyState$1["DISPOSED"] = "DISPOSED";
	return InterceptorReadyState$1;
}({});
var Interceptor = class {
	constructor(symbol) {
		this.symbol = symbol;
		this.readyState = InterceptorReadyState.INACTIVE;
		this.emitter = new Emitter();
		this.subscriptions = [];
		this.logger = new Logger$1(symbol.description);
		this.emitter.setMaxListeners(0);
		this.logger.info("constructing the interceptor...");
	}
	/**
	* Determine if this interceptor can be applied
	* in the current environment.
	*/
	checkEnvironment() {
		return true;
	}
	/**
	* Apply this interceptor to the current process.
	* Returns an already running interceptor instance if it's present.
	*/
	apply() {
		const logger = this.logger.extend("apply");
		logger.info("applying the interceptor...");
		if (this.readyState === InterceptorReadyState.APPLIED) {
			logger.info("intercepted already applied!");
			return;
		}
		if (!this.checkEnvironment()) {
			logger.info("the interceptor cannot be applied in this environment!");
			return;
		}
		this.readyState = InterceptorReadyState.APPLYING;
		const runningInstance = this.getInstance();
		if (runningInstance) {
			logger.info("found a running instance, reusing...");
			this.on = (event, listener) => {
				logger.info("proxying the \"%s\" listener", event);
				runningInstance.emitter.addListener(event, listener);
				this.subscriptions.push(() => {
					runningInstance.emitter.removeListener(event, listener);
					logger.info("removed proxied \"%s\" listener!", event);
				});
				return this;
			};
			this.readyState = InterceptorReadyState.APPLIED;
			return;
		}
		logger.info("no running instance found, setting up a new instance...");
		this.setup();
		this.setInstance();
		this.readyState = InterceptorReadyState.APPLIED;
	}
	/**
	* Setup the module augments and stubs necessary for this interceptor.
	* This method is not run if there's a running interceptor instance
	* to prevent instantiating an interceptor multiple times.
	*/
	setup() {}
	/**
	* Listen to the interceptor's public events.
	*/
	on(event, listener) {
		const logger = this.logger.extend("on");
		if (this.readyState === InterceptorReadyState.DISPOSING || this.readyState === InterceptorReadyState.DISPOSED) {
			logger.info("cannot listen to events, already disposed!");
			return this;
		}
		logger.info("adding \"%s\" event listener:", event, listener);
		this.emitter.on(event, listener);
		return this;
	}
	once(event, listener) {
		this.emitter.once(event, listener);
		return this;
	}
	off(event, listener) {
		this.emitter.off(event, listener);
		return this;
	}
	removeAllListeners(event) {
		this.emitter.removeAllListeners(event);
		return this;
	}
	/**
	* Disposes of any side-effects this interceptor has introduced.
	*/
	dispose() {
		const logger = this.logger.extend("dispose");
		if (this.readyState === InterceptorReadyState.DISPOSED) {
			logger.info("cannot dispose, already disposed!");
			return;
		}
		logger.info("disposing the interceptor...");
		this.readyState = InterceptorReadyState.DISPOSING;
		if (!this.getInstance()) {
			logger.info("no interceptors running, skipping dispose...");
			return;
		}
		this.clearInstance();
		logger.info("global symbol deleted:", getGlobalSymbol(this.symbol));
		if (this.subscriptions.length > 0) {
			logger.info("disposing of %d subscriptions...", this.subscriptions.length);
			for (const dispose of this.subscriptions) dispose();
			this.subscriptions = [];
			logger.info("disposed of all subscriptions!", this.subscriptions.length);
		}
		this.emitter.removeAllListeners();
		logger.info("destroyed the listener!");
		this.readyState = InterceptorReadyState.DISPOSED;
	}
	getInstance() {
		const instance = getGlobalSymbol(this.symbol);
		this.logger.info("retrieved global instance:", instance?.constructor?.name);
		return instance;
	}
	setInstance() {
		setGlobalSymbol(this.symbol, this);
		this.logger.info("set global instance!", this.symbol.description);
	}
	clearInstance() {
		deleteGlobalSymbol(this.symbol);
		this.logger.info("cleared global instance!", this.symbol.description);
	}
};
/**
* Generate a random ID string to represent a request.
* @example
* createRequestId()
* // "f774b6c9c600f"
*/
function createRequestId() {
	return Math.random().toString(16).slice(2);
}
// node_modules/@mswjs/interceptors/node_modules/@open-draft/deferred-promise/build/index.mjs
function createDeferredExecutor$1() {
	const executor = (resolve, reject) => {
		executor.state = "pending";
		executor.resolve = (data) => {
			if (executor.state !== "pending") return;
			executor.result = data;
			const onFulfilled = (value) => {
				executor.state = "fulfilled";
				return value;
			};
			return resolve(data instanceof Promise ? data : Promise.resolve(data).then(onFulfilled));
		};
		executor.reject = (reason) => {
			if (executor.state !== "pending") return;
			queueMicrotask(() => {
				executor.state = "rejected";
			});
			return reject(executor.rejectionReason = reason);
		};
	};
	return executor;
}
var DeferredPromise$1 = class extends Promise {
	#executor;
	resolve;
	reject;
	constructor(executor = null) {
		const deferredExecutor = createDeferredExecutor$1();
		super((originalResolve, originalReject) => {
			deferredExecutor(originalResolve, originalReject);
			executor?.(deferredExecutor.resolve, deferredExecutor.reject);
		});
		this.#executor = deferredExecutor;
		this.resolve = this.#executor.resolve;
		this.reject = this.#executor.reject;
	}
	get state() {
		return this.#executor.state;
	}
	get rejectionReason() {
		return this.#executor.rejectionReason;
	}
	then(onFulfilled, onRejected) {
		return this.#decorate(super.then(onFulfilled, onRejected));
	}
	catch(onRejected) {
		return this.#decorate(super.catch(onRejected));
	}
	finally(onfinally) {
		return this.#decorate(super.finally(onfinally));
	}
	#decorate(promise) {
		return Object.defineProperties(promise, {
			resolve: {
				configurable: true,
				value: this.resolve
			},
			reject: {
				configurable: true,
				value: this.reject
			}
		});
	}
};
// node_modules/@mswjs/interceptors/lib/browser/getRawRequest-B1BqgWG6.mjs
var InterceptorError = class InterceptorError extends Error {
	constructor(message) {
		super(message);
		this.name = "InterceptorError";
		Object.setPrototypeOf(this, InterceptorError.prototype);
	}
};
(class RequestController {
	static {
		this.PENDING = 0;
	}
	static {
		this.PASSTHROUGH = 1;
	}
	static {
		this.RESPONSE = 2;
	}
	static {
		this.ERROR = 3;
	}
	constructor(request, source) {
		this.request = request;
		this.source = source;
		this.readyState = RequestController.PENDING;
		this.handled = new DeferredPromise$1();
	}
	get #handled() {
		return this.handled;
	}
	/**
	* Perform this request as-is.
	*/
	async passthrough() {
		invariant.as(InterceptorError, this.readyState === RequestController.PENDING, "Failed to passthrough the \"%s %s\" request: the request has already been handled", this.request.method, this.request.url);
		this.readyState = RequestController.PASSTHROUGH;
		await this.source.passthrough();
		this.#handled.resolve();
	}
	/**
	* Respond to this request with the given `Response` instance.
	*
	* @example
	* controller.respondWith(new Response())
	* controller.respondWith(Response.json({ id }))
	* controller.respondWith(Response.error())
	*/
	respondWith(response) {
		invariant.as(InterceptorError, this.readyState === RequestController.PENDING, "Failed to respond to the \"%s %s\" request with \"%d %s\": the request has already been handled (%d)", this.request.method, this.request.url, response.status, response.statusText || "OK", this.readyState);
		this.readyState = RequestController.RESPONSE;
		this.#handled.resolve();
		/**
		* @note Although `source.respondWith()` is potentially asynchronous,
		* do NOT await it for backward-compatibility. Awaiting it will short-circuit
		* the request listener invocation as soon as a listener responds to a request.
		* Ideally, that's what we want, but that's not what we promise the user.
		*/
		this.source.respondWith(response);
	}
	/**
	* Error this request with the given reason.
	*
	* @example
	* controller.errorWith()
	* controller.errorWith(new Error('Oops!'))
	* controller.errorWith({ message: 'Oops!'})
	*/
	errorWith(reason) {
		invariant.as(InterceptorError, this.readyState === RequestController.PENDING, "Failed to error the \"%s %s\" request with \"%s\": the request has already been handled (%d)", this.request.method, this.request.url, reason?.toString(), this.readyState);
		this.readyState = RequestController.ERROR;
		this.source.errorWith(reason);
		this.#handled.resolve();
	}
});
/**
* Returns a boolean indicating whether the given URL string
* can be parsed into a `URL` instance.
* A substitute for `URL.canParse()` for Node.js 18.
*/
function canParseUrl(url) {
	try {
		new URL(url);
		return true;
	} catch (_error) {
		return false;
	}
}
/**
* Returns the value behind the symbol with the given name.
*/
function getValueBySymbol(symbolName, source) {
	const symbol = Object.getOwnPropertySymbols(source).find((symbol$1) => {
		return symbol$1.description === symbolName;
	});
	if (symbol) return Reflect.get(source, symbol);
}
var kStatus = Symbol("kStatus");
var kUrl = Symbol("kUrl");
var FetchResponse = class FetchResponse extends Response {
	static {
		this.STATUS_CODES_WITHOUT_BODY = [
			101,
			103,
			204,
			205,
			304
		];
	}
	static {
		this.STATUS_CODES_WITH_REDIRECT = [
			301,
			302,
			303,
			307,
			308
		];
	}
	static isConfigurableStatusCode(status) {
		return status >= 200 && status <= 599;
	}
	static isRedirectResponse(status) {
		return FetchResponse.STATUS_CODES_WITH_REDIRECT.includes(status);
	}
	/**
	* Returns a boolean indicating whether the given response status
	* code represents a response that can have a body.
	*/
	static isResponseWithBody(status) {
		return !FetchResponse.STATUS_CODES_WITHOUT_BODY.includes(status);
	}
	static setStatus(status, response) {
		/**
		* @note Undici keeps an internal "Symbol(state)" that holds
		* the actual value of response status. Update that in Node.js.
		*/
		const internalState = getValueBySymbol("state", response);
		if (internalState) internalState.status = status;
		else Object.defineProperty(response, "status", {
			value: status,
			enumerable: true,
			configurable: true,
			writable: false
		});
		Object.defineProperty(response, kStatus, {
			value: status,
			enumerable: false
		});
	}
	static setUrl(url, response) {
		if (!url || url === "about:" || !canParseUrl(url)) return;
		const state = getValueBySymbol("state", response);
		if (state) state.urlList.push(new URL(url));
		else Object.defineProperty(response, "url", {
			value: url,
			enumerable: true,
			configurable: true,
			writable: false
		});
		Object.defineProperty(response, kUrl, {
			value: url,
			enumerable: false
		});
	}
	/**
	* Parses the given raw HTTP headers into a Fetch API `Headers` instance.
	*/
	static parseRawHeaders(rawHeaders) {
		const headers = new Headers();
		for (let line = 0; line < rawHeaders.length; line += 2) headers.append(rawHeaders[line], rawHeaders[line + 1]);
		return headers;
	}
	/**
	* Safely clones the given `Response`.
	* Coerces response clone exceptions into 500 mocked responses.
	* Handy in the environments that introduce arbitrary response
	* cloning restrictions, like "101 Switching Protocols" cloning
	* in "miniflare".
	*/
	static clone(response) {
		try {
			return response.clone();
		} catch (error) {
			return Response.json(error instanceof Error ? {
				name: error.name,
				message: error.message,
				stack: error.stack
			} : {}, {
				status: 500,
				statusText: "Unclonable Response"
			});
		}
	}
	constructor(body, init = {}) {
		const status = init.status ?? 200;
		const safeStatus = FetchResponse.isConfigurableStatusCode(status) ? status : 200;
		const finalBody = FetchResponse.isResponseWithBody(status) ? body : null;
		super(finalBody, {
			status: safeStatus,
			statusText: init.statusText,
			headers: init.headers
		});
		/**
		* Since Node.js v24, Undici stores the Response state in an inaccessible field "#state".
		* Forward the modified status/URL to the cloned response manually.
		* @see https://github.com/nodejs/undici/blob/f734c87280e626c75f59aad55b65eb6a89cef392/lib/web/fetch/response.js#L242
		*/
		if (status !== safeStatus) FetchResponse.setStatus(status, this);
		FetchResponse.setUrl(init.url, this);
	}
	clone() {
		const clonedResponse = super.clone();
		const customStatus = Reflect.get(this, kStatus);
		if (customStatus) FetchResponse.setStatus(customStatus, clonedResponse);
		const customUrl = Reflect.get(this, kUrl);
		if (customUrl) FetchResponse.setUrl(customUrl, clonedResponse);
		return clonedResponse;
	}
};
new TextEncoder();
// node_modules/@mswjs/interceptors/lib/browser/resolveWebSocketUrl-C83-x9iE.mjs
/**
* Resolve potentially relative WebSocket URLs the same way
* the browser does (replace the protocol, use the origin, etc).
*
* @see https://websockets.spec.whatwg.org//#dom-websocket-websocket
*/
function resolveWebSocketUrl(url) {
	if (typeof url === "string") return resolveWebSocketUrl(new URL(url, typeof location !== "undefined" ? location.href : void 0));
	if (url.protocol === "http:") url.protocol = "ws:";
	else if (url.protocol === "https:") url.protocol = "wss:";
	if (url.protocol !== "ws:" && url.protocol !== "wss:")
 /**
	* @note These errors are modeled after the browser errors.
	* The exact error messages aren't provided in the specification.
	* Node.js uses more obscure error messages that I don't wish to replicate.
	*/
	throw new SyntaxError(`Failed to construct 'WebSocket': The URL's scheme must be either 'http', 'https', 'ws', or 'wss'. '${url.protocol}' is not allowed.`);
	if (url.hash !== "") throw new SyntaxError(`Failed to construct 'WebSocket': The URL contains a fragment identifier ('${url.hash}'). Fragment identifiers are not allowed in WebSocket URLs.`);
	return url.href;
}
// node_modules/@mswjs/interceptors/lib/browser/index.mjs
/**
* A batch interceptor that exposes a single interface
* to apply and operate with multiple interceptors at once.
*/
var BatchInterceptor = class BatchInterceptor extends Interceptor {
	constructor(options) {
		BatchInterceptor.symbol = Symbol.for(options.name);
		super(BatchInterceptor.symbol);
		this.interceptors = options.interceptors;
	}
	setup() {
		const logger = this.logger.extend("setup");
		logger.info("applying all %d interceptors...", this.interceptors.length);
		for (const interceptor of this.interceptors) {
			logger.info("applying \"%s\" interceptor...", interceptor.constructor.name);
			interceptor.apply();
			logger.info("adding interceptor dispose subscription");
			this.subscriptions.push(() => interceptor.dispose());
		}
	}
	on(event, listener) {
		for (const interceptor of this.interceptors) interceptor.on(event, listener);
		return this;
	}
	once(event, listener) {
		for (const interceptor of this.interceptors) interceptor.once(event, listener);
		return this;
	}
	off(event, listener) {
		for (const interceptor of this.interceptors) interceptor.off(event, listener);
		return this;
	}
	removeAllListeners(event) {
		for (const interceptors of this.interceptors) interceptors.removeAllListeners(event);
		return this;
	}
};
/**
* Removes query parameters and hashes from a given URL.
*/
function getCleanUrl(url, isAbsolute = true) {
	return [isAbsolute && url.origin, url.pathname].filter(Boolean).join("");
}
// node_modules/msw/lib/shims/statuses.mjs
var __create$1 = Object.create;
var __defProp$1 = Object.defineProperty;
var __getOwnPropDesc$1 = Object.getOwnPropertyDescriptor;
var __getOwnPropNames$1 = Object.getOwnPropertyNames;
var __getProtoOf$1 = Object.getPrototypeOf;
var __hasOwnProp$1 = Object.prototype.hasOwnProperty;
var __commonJS$1 = (cb, mod) => function __require() {
	return mod || (0, cb[__getOwnPropNames$1(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __copyProps$1 = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") {
		for (let key of __getOwnPropNames$1(from)) if (!__hasOwnProp$1.call(to, key) && key !== except) __defProp$1(to, key, {
			get: () => from[key],
			enumerable: !(desc = __getOwnPropDesc$1(from, key)) || desc.enumerable
		});
	}
	return to;
};
var __toESM$1 = (mod, isNodeMode, target) => (target = mod != null ? __create$1(__getProtoOf$1(mod)) : {}, __copyProps$1(isNodeMode || !mod || !mod.__esModule ? __defProp$1(target, "default", {
	value: mod,
	enumerable: true
}) : target, mod));
var require_codes = __commonJS$1({ "node_modules/.pnpm/statuses@2.0.2/node_modules/statuses/codes.json"(exports, module) {
	module.exports = {
		"100": "Continue",
		"101": "Switching Protocols",
		"102": "Processing",
		"103": "Early Hints",
		"200": "OK",
		"201": "Created",
		"202": "Accepted",
		"203": "Non-Authoritative Information",
		"204": "No Content",
		"205": "Reset Content",
		"206": "Partial Content",
		"207": "Multi-Status",
		"208": "Already Reported",
		"226": "IM Used",
		"300": "Multiple Choices",
		"301": "Moved Permanently",
		"302": "Found",
		"303": "See Other",
		"304": "Not Modified",
		"305": "Use Proxy",
		"307": "Temporary Redirect",
		"308": "Permanent Redirect",
		"400": "Bad Request",
		"401": "Unauthorized",
		"402": "Payment Required",
		"403": "Forbidden",
		"404": "Not Found",
		"405": "Method Not Allowed",
		"406": "Not Acceptable",
		"407": "Proxy Authentication Required",
		"408": "Request Timeout",
		"409": "Conflict",
		"410": "Gone",
		"411": "Length Required",
		"412": "Precondition Failed",
		"413": "Payload Too Large",
		"414": "URI Too Long",
		"415": "Unsupported Media Type",
		"416": "Range Not Satisfiable",
		"417": "Expectation Failed",
		"418": "I'm a Teapot",
		"421": "Misdirected Request",
		"422": "Unprocessable Entity",
		"423": "Locked",
		"424": "Failed Dependency",
		"425": "Too Early",
		"426": "Upgrade Required",
		"428": "Precondition Required",
		"429": "Too Many Requests",
		"431": "Request Header Fields Too Large",
		"451": "Unavailable For Legal Reasons",
		"500": "Internal Server Error",
		"501": "Not Implemented",
		"502": "Bad Gateway",
		"503": "Service Unavailable",
		"504": "Gateway Timeout",
		"505": "HTTP Version Not Supported",
		"506": "Variant Also Negotiates",
		"507": "Insufficient Storage",
		"508": "Loop Detected",
		"509": "Bandwidth Limit Exceeded",
		"510": "Not Extended",
		"511": "Network Authentication Required"
	};
} });
var allStatuses = __toESM$1(__commonJS$1({ "node_modules/.pnpm/statuses@2.0.2/node_modules/statuses/index.js"(exports, module) {
	"use strict";
	var codes = require_codes();
	module.exports = status;
	status.message = codes;
	status.code = createMessageToStatusCodeMap(codes);
	status.codes = createStatusCodeList(codes);
	status.redirect = {
		300: true,
		301: true,
		302: true,
		303: true,
		305: true,
		307: true,
		308: true
	};
	status.empty = {
		204: true,
		205: true,
		304: true
	};
	status.retry = {
		502: true,
		503: true,
		504: true
	};
	function createMessageToStatusCodeMap(codes2) {
		var map = {};
		Object.keys(codes2).forEach(function forEachCode(code) {
			var message2 = codes2[code];
			var status2 = Number(code);
			map[message2.toLowerCase()] = status2;
		});
		return map;
	}
	function createStatusCodeList(codes2) {
		return Object.keys(codes2).map(function mapCode(code) {
			return Number(code);
		});
	}
	function getStatusCode(message2) {
		var msg = message2.toLowerCase();
		if (!Object.prototype.hasOwnProperty.call(status.code, msg)) throw new Error("invalid status message: \"" + message2 + "\"");
		return status.code[msg];
	}
	function getStatusMessage(code) {
		if (!Object.prototype.hasOwnProperty.call(status.message, code)) throw new Error("invalid status code: " + code);
		return status.message[code];
	}
	function status(code) {
		if (typeof code === "number") return getStatusMessage(code);
		if (typeof code !== "string") throw new TypeError("code must be a number or string");
		var n = parseInt(code, 10);
		if (!isNaN(n)) return getStatusMessage(n);
		return getStatusCode(code);
	}
} })(), 1);
var statuses = allStatuses.default || allStatuses;
statuses.message;
var statuses_default = statuses;
/*! Bundled license information:

statuses/index.js:
(*!
* statuses
* Copyright(c) 2014 Jonathan Ong
* Copyright(c) 2016 Douglas Christopher Wilson
* MIT Licensed
*)
*/
// node_modules/msw/lib/core/utils/HttpResponse/decorators.mjs
var { message: message$1 } = statuses_default;
var kSetCookie = /* @__PURE__ */ Symbol("kSetCookie");
function normalizeResponseInit(init = {}) {
	const status = init?.status || 200;
	const statusText = init?.statusText || message$1[status] || "";
	const headers = new Headers(init?.headers);
	return {
		...init,
		headers,
		status,
		statusText
	};
}
function decorateResponse(response, init) {
	if (init.type) Object.defineProperty(response, "type", {
		value: init.type,
		enumerable: true,
		writable: false
	});
	const responseCookies = init.headers.get("set-cookie");
	if (responseCookies) Object.defineProperty(response, kSetCookie, {
		value: responseCookies,
		enumerable: false,
		writable: false
	});
	return response;
}
function getRawSetCookie(response) {
	return Reflect.get(response, kSetCookie);
}
function copyResponseOwnProperties(source, target) {
	for (const propertyName of Reflect.ownKeys(source)) {
		const descriptor = Object.getOwnPropertyDescriptor(source, propertyName);
		const existingDescriptor = Object.getOwnPropertyDescriptor(target, propertyName);
		if (descriptor && existingDescriptor == null) Object.defineProperty(target, propertyName, descriptor);
	}
}
// node_modules/msw/lib/core/HttpResponse.mjs
var bodyType = /* @__PURE__ */ Symbol("bodyType");
var kDefaultContentType = /* @__PURE__ */ Symbol.for("kDefaultContentType");
var HttpResponse = class HttpResponse extends FetchResponse {
	[bodyType] = null;
	constructor(body, init) {
		const responseInit = normalizeResponseInit(init);
		super(body, responseInit);
		decorateResponse(this, responseInit);
	}
	static error() {
		return super.error();
	}
	/**
	* Create a `Response` with a `Content-Type: "text/plain"` body.
	* @example
	* HttpResponse.text('hello world')
	* HttpResponse.text('Error', { status: 500 })
	*/
	static text(body, init) {
		const responseInit = normalizeResponseInit(init);
		const hasExplicitContentType = responseInit.headers.has("Content-Type");
		if (!hasExplicitContentType) responseInit.headers.set("Content-Type", "text/plain");
		if (!responseInit.headers.has("Content-Length")) responseInit.headers.set("Content-Length", body ? new Blob([body]).size.toString() : "0");
		const response = new HttpResponse(body, responseInit);
		if (!hasExplicitContentType) Object.defineProperty(response, kDefaultContentType, {
			value: true,
			enumerable: false
		});
		return response;
	}
	/**
	* Create a `Response` with a `Content-Type: "application/json"` body.
	* @example
	* HttpResponse.json({ firstName: 'John' })
	* HttpResponse.json({ error: 'Not Authorized' }, { status: 401 })
	*/
	static json(body, init) {
		const responseInit = normalizeResponseInit(init);
		const hasExplicitContentType = responseInit.headers.has("Content-Type");
		if (!hasExplicitContentType) responseInit.headers.set("Content-Type", "application/json");
		const responseText = JSON.stringify(body);
		if (!responseInit.headers.has("Content-Length")) responseInit.headers.set("Content-Length", responseText ? new Blob([responseText]).size.toString() : "0");
		const response = new HttpResponse(responseText, responseInit);
		if (!hasExplicitContentType) Object.defineProperty(response, kDefaultContentType, {
			value: true,
			enumerable: false
		});
		return response;
	}
	/**
	* Create a `Response` with a `Content-Type: "application/xml"` body.
	* @example
	* HttpResponse.xml(`<user name="John" />`)
	* HttpResponse.xml(`<article id="abc-123" />`, { status: 201 })
	*/
	static xml(body, init) {
		const responseInit = normalizeResponseInit(init);
		const hasExplicitContentType = responseInit.headers.has("Content-Type");
		if (!hasExplicitContentType) responseInit.headers.set("Content-Type", "text/xml");
		const response = new HttpResponse(body, responseInit);
		if (!hasExplicitContentType) Object.defineProperty(response, kDefaultContentType, {
			value: true,
			enumerable: false
		});
		return response;
	}
	/**
	* Create a `Response` with a `Content-Type: "text/html"` body.
	* @example
	* HttpResponse.html(`<p class="author">Jane Doe</p>`)
	* HttpResponse.html(`<main id="abc-123">Main text</main>`, { status: 201 })
	*/
	static html(body, init) {
		const responseInit = normalizeResponseInit(init);
		const hasExplicitContentType = responseInit.headers.has("Content-Type");
		if (!hasExplicitContentType) responseInit.headers.set("Content-Type", "text/html");
		const response = new HttpResponse(body, responseInit);
		if (!hasExplicitContentType) Object.defineProperty(response, kDefaultContentType, {
			value: true,
			enumerable: false
		});
		return response;
	}
	/**
	* Create a `Response` with an `ArrayBuffer` body.
	* @example
	* const buffer = new ArrayBuffer(3)
	* const view = new Uint8Array(buffer)
	* view.set([1, 2, 3])
	*
	* HttpResponse.arrayBuffer(buffer)
	*/
	static arrayBuffer(body, init) {
		const responseInit = normalizeResponseInit(init);
		const hasExplicitContentType = responseInit.headers.has("Content-Type");
		if (!hasExplicitContentType) responseInit.headers.set("Content-Type", "application/octet-stream");
		if (body && !responseInit.headers.has("Content-Length")) responseInit.headers.set("Content-Length", body.byteLength.toString());
		const response = new HttpResponse(body, responseInit);
		if (!hasExplicitContentType) Object.defineProperty(response, kDefaultContentType, {
			value: true,
			enumerable: false
		});
		return response;
	}
	/**
	* Create a `Response` with a `FormData` body.
	* @example
	* const data = new FormData()
	* data.set('name', 'Alice')
	*
	* HttpResponse.formData(data)
	*/
	static formData(body, init) {
		return new HttpResponse(body, normalizeResponseInit(init));
	}
};
// node_modules/@open-draft/deferred-promise/build/index.mjs
function createDeferredExecutor() {
	const executor = ((resolve, reject) => {
		executor.state = "pending";
		executor.resolve = (data) => {
			if (executor.state !== "pending") return;
			executor.result = data;
			const onFulfilled = (value) => {
				executor.state = "fulfilled";
				return value;
			};
			return resolve(data instanceof Promise ? data : Promise.resolve(data).then(onFulfilled));
		};
		executor.reject = (reason) => {
			if (executor.state !== "pending") return;
			queueMicrotask(() => {
				executor.state = "rejected";
			});
			return reject(executor.rejectionReason = reason);
		};
	});
	return executor;
}
var DeferredPromise = class extends Promise {
	#executor;
	resolve;
	reject;
	constructor(executor = null) {
		const deferredExecutor = createDeferredExecutor();
		super((originalResolve, originalReject) => {
			deferredExecutor(originalResolve, originalReject);
			executor?.(deferredExecutor.resolve, deferredExecutor.reject);
		});
		this.#executor = deferredExecutor;
		this.resolve = this.#executor.resolve;
		this.reject = this.#executor.reject;
	}
	get state() {
		return this.#executor.state;
	}
	get rejectionReason() {
		return this.#executor.rejectionReason;
	}
	then(onFulfilled, onRejected) {
		return this.#decorate(super.then(onFulfilled, onRejected));
	}
	catch(onRejected) {
		return this.#decorate(super.catch(onRejected));
	}
	finally(onfinally) {
		return this.#decorate(super.finally(onfinally));
	}
	#decorate(promise) {
		return Object.defineProperties(promise, {
			resolve: {
				configurable: true,
				value: this.resolve
			},
			reject: {
				configurable: true,
				value: this.reject
			}
		});
	}
};
// node_modules/msw/lib/core/utils/internal/observe-response-body-stream.mjs
function observeResponseBodyStream(response) {
	if (response.body == null || response.bodyUsed || response.body.locked) return null;
	const settled = new DeferredPromise();
	const reader = response.body.getReader();
	const observedResponse = new FetchResponse(new ReadableStream({
		async pull(controller) {
			try {
				const readResult = await reader.read();
				if (readResult.done) {
					settled.resolve();
					controller.close();
					return;
				}
				controller.enqueue(readResult.value);
			} catch (error) {
				settled.resolve();
				throw error;
			}
		},
		async cancel(reason) {
			settled.resolve();
			await reader.cancel(reason);
		}
	}), {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers
	});
	copyResponseOwnProperties(response, observedResponse);
	return {
		response: observedResponse,
		settled
	};
}
// node_modules/msw/lib/core/handlers/RequestHandler.mjs
var RequestHandler = class RequestHandler {
	static cache = /* @__PURE__ */ new WeakMap();
	kind = "request";
	resolver;
	resolverIterator;
	resolverIteratorResult;
	resolverIteratorCleanups;
	options;
	scheduledCleanups;
	info;
	/**
	* Indicates whether this request handler has been used
	* (its resolver has successfully executed).
	*/
	isUsed;
	constructor(args) {
		this.resolver = args.resolver;
		this.options = args.options;
		this.scheduledCleanups = /* @__PURE__ */ new Map();
		const callFrame = getCallFrame(/* @__PURE__ */ new Error());
		this.info = {
			...args.info,
			callFrame
		};
		this.isUsed = false;
	}
	/**
	* Reset the runtime state accumulated during response resolution,
	* such as generator iterator progress. Called when this handler is
	* removed from the active handlers list so re-adding it later starts
	* from a clean state.
	*/
	reset() {
		this.scheduledCleanups.clear();
		const iterator = this.resolverIterator;
		this.resolverIterator = void 0;
		this.resolverIteratorResult = void 0;
		this.resolverIteratorCleanups = void 0;
		if (typeof iterator?.return === "function") Promise.resolve(iterator.return());
	}
	/**
	* Restore this handler so it can match requests again after being
	* exhausted (e.g. via `{ once: true }`). Also clears any accumulated
	* resolution state.
	*/
	restore() {
		if (this.options?.once) {
			this.reset();
			this.isUsed = false;
		}
	}
	/**
	* Parse the intercepted request to extract additional information from it.
	* Parsed result is then exposed to other methods of this request handler.
	*/
	async parse(_args) {
		return {};
	}
	/**
	* Test if this handler matches the given request.
	*
	* This method is not used internally but is exposed
	* as a convenience method for consumers writing custom
	* handlers.
	*/
	async test(args) {
		const parsedResult = await this.parse({
			request: args.request,
			resolutionContext: args.resolutionContext
		});
		return this.predicate({
			request: args.request,
			parsedResult,
			resolutionContext: args.resolutionContext
		});
	}
	extendResolverArgs(_args) {
		return {};
	}
	cloneRequestOrGetFromCache(request) {
		const existingClone = RequestHandler.cache.get(request);
		if (typeof existingClone !== "undefined") return existingClone;
		const clonedRequest = request.clone();
		RequestHandler.cache.set(request, clonedRequest);
		return clonedRequest;
	}
	/**
	* Execute this request handler and produce a mocked response
	* using the given resolver function.
	*/
	async run(args) {
		if (this.isUsed && this.options?.once) return null;
		const requestClone = this.cloneRequestOrGetFromCache(args.request);
		const parsedResult = await this.parse({
			request: args.request,
			resolutionContext: args.resolutionContext
		});
		if (!await this.predicate({
			request: args.request,
			parsedResult,
			resolutionContext: args.resolutionContext
		})) return null;
		if (this.isUsed && this.options?.once) return null;
		this.isUsed = true;
		const executeResolver = this.wrapResolver(this.resolver);
		const resolverExtras = this.extendResolverArgs({
			request: args.request,
			parsedResult
		});
		const listenerController = new AbortController();
		let finalizeFunction;
		const getFinalize = () => {
			if (finalizeFunction == null) {
				if (!args.request.signal.aborted) args.request.signal.addEventListener("abort", () => this.runScheduledCleanups(args.requestId), {
					once: true,
					signal: listenerController.signal
				});
				finalizeFunction = (callback) => {
					this.scheduleCleanup(args.requestId, callback);
					if (args.request.signal.aborted) this.runScheduledCleanups(args.requestId);
				};
			}
			return finalizeFunction;
		};
		const mockedResponse = await executeResolver({
			...resolverExtras,
			get finalize() {
				return getFinalize();
			},
			requestId: args.requestId,
			request: args.request
		}).catch((errorOrResponse) => {
			if (errorOrResponse instanceof Response) return errorOrResponse;
			throw errorOrResponse;
		}).finally(() => {
			listenerController.abort();
		});
		if (mockedResponse) forwardResponseCookies(mockedResponse);
		return this.createExecutionResult({
			request: requestClone,
			requestId: args.requestId,
			response: mockedResponse,
			parsedResult
		});
	}
	wrapResolver(resolver) {
		return async (info) => {
			if (!this.resolverIterator) {
				let result;
				try {
					result = await resolver(info);
				} catch (error) {
					await this.runScheduledCleanups(info.requestId);
					throw error;
				}
				if (!isIterable(result)) return this.complete({
					request: info.request,
					requestId: info.requestId,
					response: result
				});
				const existingCleanups = this.scheduledCleanups.get(info.requestId);
				if (existingCleanups != null && existingCleanups.length > 0) {
					this.resolverIteratorCleanups = existingCleanups;
					this.scheduledCleanups.delete(info.requestId);
				}
				this.resolverIterator = Symbol.iterator in result ? result[Symbol.iterator]() : result[Symbol.asyncIterator]();
			}
			this.isUsed = false;
			const { done, value } = await this.resolverIterator.next();
			const nextResponse = await value;
			if (nextResponse) this.resolverIteratorResult = nextResponse.clone();
			if (done) {
				this.isUsed = true;
				return this.complete({
					request: info.request,
					requestId: info.requestId,
					response: this.resolverIteratorResult?.clone()
				});
			}
			return nextResponse;
		};
	}
	createExecutionResult(args) {
		return {
			handler: this,
			request: args.request,
			requestId: args.requestId,
			response: args.response,
			parsedResult: args.parsedResult
		};
	}
	scheduleCleanup(requestId, callback) {
		if (this.resolverIterator) {
			(this.resolverIteratorCleanups ||= []).unshift(callback);
			return;
		}
		const cleanups = this.scheduledCleanups.get(requestId) || [];
		cleanups.unshift(callback);
		this.scheduledCleanups.set(requestId, cleanups);
	}
	async exhaustCleanups(cleanups) {
		const errors = [];
		for (const cleanup of cleanups) try {
			await cleanup();
		} catch (error) {
			if (error instanceof Error) errors.push(error);
		}
		if (errors.length > 0) devUtils.error("Failed to execute cleanup for request handler \"%s\"", this.info.header, new AggregateError(errors, `Failed to execute cleanup for request handler "${this.info.header}"`));
	}
	/**
	* Remove and return the cleanups scheduled for the given request
	* (or the pending iterator cleanups for generator resolvers).
	*/
	takeScheduledCleanups(requestId) {
		if (this.resolverIterator && this.resolverIteratorCleanups != null && this.resolverIteratorCleanups.length > 0) {
			const cleanups2 = this.resolverIteratorCleanups;
			this.resolverIteratorCleanups = void 0;
			return cleanups2;
		}
		const cleanups = this.scheduledCleanups.get(requestId);
		if (!cleanups || cleanups.length === 0) return;
		this.scheduledCleanups.delete(requestId);
		return cleanups;
	}
	async runScheduledCleanups(requestId) {
		const cleanups = this.takeScheduledCleanups(requestId);
		if (cleanups) await this.exhaustCleanups(cleanups);
	}
	/**
	* Conclude the response resolution for the given request.
	* Runs the scheduled cleanups immediately for responses without a
	* `ReadableStream` body. For streamed responses, returns an observed
	* copy of the response and defers the cleanups until its body settles
	* (is read to completion, errored, or canceled) or the request is
	* aborted, whichever comes first.
	*/
	async complete(args) {
		const cleanups = this.takeScheduledCleanups(args.requestId);
		if (!cleanups) return args.response;
		const observedResponse = args.response ? observeResponseBodyStream(args.response) : null;
		if (!observedResponse) {
			await this.exhaustCleanups(cleanups);
			return args.response;
		}
		const listenerController = new AbortController();
		const runCleanupsOnce = () => {
			if (listenerController.signal.aborted) return;
			listenerController.abort();
			this.exhaustCleanups(cleanups);
		};
		observedResponse.settled.then(runCleanupsOnce);
		if (args.request.signal.aborted) runCleanupsOnce();
		else args.request.signal.addEventListener("abort", runCleanupsOnce, {
			once: true,
			signal: listenerController.signal
		});
		return observedResponse.response;
	}
};
function forwardResponseCookies(response) {
	if (typeof document === "undefined") return;
	const responseCookies = getRawSetCookie(response);
	if (!responseCookies) return;
	const allResponseCookies = Headers$1.prototype.getSetCookie.call(new Headers([["set-cookie", responseCookies]]));
	for (const cookieString of allResponseCookies) document.cookie = cookieString;
}
// node_modules/path-to-regexp/dist.es2015/index.js
/**
* Tokenize input string.
*/
function lexer(str) {
	var tokens = [];
	var i = 0;
	while (i < str.length) {
		var char = str[i];
		if (char === "*" || char === "+" || char === "?") {
			tokens.push({
				type: "MODIFIER",
				index: i,
				value: str[i++]
			});
			continue;
		}
		if (char === "\\") {
			tokens.push({
				type: "ESCAPED_CHAR",
				index: i++,
				value: str[i++]
			});
			continue;
		}
		if (char === "{") {
			tokens.push({
				type: "OPEN",
				index: i,
				value: str[i++]
			});
			continue;
		}
		if (char === "}") {
			tokens.push({
				type: "CLOSE",
				index: i,
				value: str[i++]
			});
			continue;
		}
		if (char === ":") {
			var name = "";
			var j = i + 1;
			while (j < str.length) {
				var code = str.charCodeAt(j);
				if (code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95) {
					name += str[j++];
					continue;
				}
				break;
			}
			if (!name) throw new TypeError("Missing parameter name at ".concat(i));
			tokens.push({
				type: "NAME",
				index: i,
				value: name
			});
			i = j;
			continue;
		}
		if (char === "(") {
			var count = 1;
			var pattern = "";
			var j = i + 1;
			if (str[j] === "?") throw new TypeError("Pattern cannot start with \"?\" at ".concat(j));
			while (j < str.length) {
				if (str[j] === "\\") {
					pattern += str[j++] + str[j++];
					continue;
				}
				if (str[j] === ")") {
					count--;
					if (count === 0) {
						j++;
						break;
					}
				} else if (str[j] === "(") {
					count++;
					if (str[j + 1] !== "?") throw new TypeError("Capturing groups are not allowed at ".concat(j));
				}
				pattern += str[j++];
			}
			if (count) throw new TypeError("Unbalanced pattern at ".concat(i));
			if (!pattern) throw new TypeError("Missing pattern at ".concat(i));
			tokens.push({
				type: "PATTERN",
				index: i,
				value: pattern
			});
			i = j;
			continue;
		}
		tokens.push({
			type: "CHAR",
			index: i,
			value: str[i++]
		});
	}
	tokens.push({
		type: "END",
		index: i,
		value: ""
	});
	return tokens;
}
/**
* Parse a string for the raw tokens.
*/
function parse$3(str, options) {
	if (options === void 0) options = {};
	var tokens = lexer(str);
	var _a = options.prefixes, prefixes = _a === void 0 ? "./" : _a, _b = options.delimiter, delimiter = _b === void 0 ? "/#?" : _b;
	var result = [];
	var key = 0;
	var i = 0;
	var path = "";
	var tryConsume = function(type) {
		if (i < tokens.length && tokens[i].type === type) return tokens[i++].value;
	};
	var mustConsume = function(type) {
		var value = tryConsume(type);
		if (value !== void 0) return value;
		var _a = tokens[i], nextType = _a.type, index = _a.index;
		throw new TypeError("Unexpected ".concat(nextType, " at ").concat(index, ", expected ").concat(type));
	};
	var consumeText = function() {
		var result = "";
		var value;
		while (value = tryConsume("CHAR") || tryConsume("ESCAPED_CHAR")) result += value;
		return result;
	};
	var isSafe = function(value) {
		for (var _i = 0, delimiter_1 = delimiter; _i < delimiter_1.length; _i++) {
			var char = delimiter_1[_i];
			if (value.indexOf(char) > -1) return true;
		}
		return false;
	};
	var safePattern = function(prefix) {
		var prev = result[result.length - 1];
		var prevText = prefix || (prev && typeof prev === "string" ? prev : "");
		if (prev && !prevText) throw new TypeError("Must have text between two parameters, missing text after \"".concat(prev.name, "\""));
		if (!prevText || isSafe(prevText)) return "[^".concat(escapeString(delimiter), "]+?");
		return "(?:(?!".concat(escapeString(prevText), ")[^").concat(escapeString(delimiter), "])+?");
	};
	while (i < tokens.length) {
		var char = tryConsume("CHAR");
		var name = tryConsume("NAME");
		var pattern = tryConsume("PATTERN");
		if (name || pattern) {
			var prefix = char || "";
			if (prefixes.indexOf(prefix) === -1) {
				path += prefix;
				prefix = "";
			}
			if (path) {
				result.push(path);
				path = "";
			}
			result.push({
				name: name || key++,
				prefix,
				suffix: "",
				pattern: pattern || safePattern(prefix),
				modifier: tryConsume("MODIFIER") || ""
			});
			continue;
		}
		var value = char || tryConsume("ESCAPED_CHAR");
		if (value) {
			path += value;
			continue;
		}
		if (path) {
			result.push(path);
			path = "";
		}
		if (tryConsume("OPEN")) {
			var prefix = consumeText();
			var name_1 = tryConsume("NAME") || "";
			var pattern_1 = tryConsume("PATTERN") || "";
			var suffix = consumeText();
			mustConsume("CLOSE");
			result.push({
				name: name_1 || (pattern_1 ? key++ : ""),
				pattern: name_1 && !pattern_1 ? safePattern(prefix) : pattern_1,
				prefix,
				suffix,
				modifier: tryConsume("MODIFIER") || ""
			});
			continue;
		}
		mustConsume("END");
	}
	return result;
}
/**
* Create path match function from `path-to-regexp` spec.
*/
function match(str, options) {
	var keys = [];
	return regexpToFunction(pathToRegexp(str, keys, options), keys, options);
}
/**
* Create a path match function from `path-to-regexp` output.
*/
function regexpToFunction(re, keys, options) {
	if (options === void 0) options = {};
	var _a = options.decode, decode = _a === void 0 ? function(x) {
		return x;
	} : _a;
	return function(pathname) {
		var m = re.exec(pathname);
		if (!m) return false;
		var path = m[0], index = m.index;
		var params = Object.create(null);
		var _loop_1 = function(i) {
			if (m[i] === void 0) return "continue";
			var key = keys[i - 1];
			if (key.modifier === "*" || key.modifier === "+") params[key.name] = m[i].split(key.prefix + key.suffix).map(function(value) {
				return decode(value, key);
			});
			else params[key.name] = decode(m[i], key);
		};
		for (var i = 1; i < m.length; i++) _loop_1(i);
		return {
			path,
			index,
			params
		};
	};
}
/**
* Escape a regular expression string.
*/
function escapeString(str) {
	return str.replace(/([.+*?=^!:${}()[\]|/\\])/g, "\\$1");
}
/**
* Get the flags for a regexp from the options.
*/
function flags(options) {
	return options && options.sensitive ? "" : "i";
}
/**
* Pull out keys from a regexp.
*/
function regexpToRegexp(path, keys) {
	if (!keys) return path;
	var groupsRegex = /\((?:\?<(.*?)>)?(?!\?)/g;
	var index = 0;
	var execResult = groupsRegex.exec(path.source);
	while (execResult) {
		keys.push({
			name: execResult[1] || index++,
			prefix: "",
			suffix: "",
			modifier: "",
			pattern: ""
		});
		execResult = groupsRegex.exec(path.source);
	}
	return path;
}
/**
* Transform an array into a regexp.
*/
function arrayToRegexp(paths, keys, options) {
	var parts = paths.map(function(path) {
		return pathToRegexp(path, keys, options).source;
	});
	return new RegExp("(?:".concat(parts.join("|"), ")"), flags(options));
}
/**
* Create a path regexp from string input.
*/
function stringToRegexp(path, keys, options) {
	return tokensToRegexp(parse$3(path, options), keys, options);
}
/**
* Expose a function for taking tokens and returning a RegExp.
*/
function tokensToRegexp(tokens, keys, options) {
	if (options === void 0) options = {};
	var _a = options.strict, strict = _a === void 0 ? false : _a, _b = options.start, start = _b === void 0 ? true : _b, _c = options.end, end = _c === void 0 ? true : _c, _d = options.encode, encode = _d === void 0 ? function(x) {
		return x;
	} : _d, _e = options.delimiter, delimiter = _e === void 0 ? "/#?" : _e, _f = options.endsWith, endsWith = _f === void 0 ? "" : _f;
	var endsWithRe = "[".concat(escapeString(endsWith), "]|$");
	var delimiterRe = "[".concat(escapeString(delimiter), "]");
	var route = start ? "^" : "";
	for (var _i = 0, tokens_1 = tokens; _i < tokens_1.length; _i++) {
		var token = tokens_1[_i];
		if (typeof token === "string") route += escapeString(encode(token));
		else {
			var prefix = escapeString(encode(token.prefix));
			var suffix = escapeString(encode(token.suffix));
			if (token.pattern) {
				if (keys) keys.push(token);
				if (prefix || suffix) {
					if (token.modifier === "+" || token.modifier === "*") {
						var mod = token.modifier === "*" ? "?" : "";
						route += "(?:".concat(prefix, "((?:").concat(token.pattern, ")(?:").concat(suffix).concat(prefix, "(?:").concat(token.pattern, "))*)").concat(suffix, ")").concat(mod);
					} else route += "(?:".concat(prefix, "(").concat(token.pattern, ")").concat(suffix, ")").concat(token.modifier);
				} else {
					if (token.modifier === "+" || token.modifier === "*") throw new TypeError("Can not repeat \"".concat(token.name, "\" without a prefix and suffix"));
					route += "(".concat(token.pattern, ")").concat(token.modifier);
				}
			} else route += "(?:".concat(prefix).concat(suffix, ")").concat(token.modifier);
		}
	}
	if (end) {
		if (!strict) route += "".concat(delimiterRe, "?");
		route += !options.endsWith ? "$" : "(?=".concat(endsWithRe, ")");
	} else {
		var endToken = tokens[tokens.length - 1];
		var isEndDelimited = typeof endToken === "string" ? delimiterRe.indexOf(endToken[endToken.length - 1]) > -1 : endToken === void 0;
		if (!strict) route += "(?:".concat(delimiterRe, "(?=").concat(endsWithRe, "))?");
		if (!isEndDelimited) route += "(?=".concat(delimiterRe, "|").concat(endsWithRe, ")");
	}
	return new RegExp(route, flags(options));
}
/**
* Normalize the given path string, returning a regular expression.
*
* An empty array can be passed in for the keys, which will hold the
* placeholder key descriptions. For example, using `/user/:id`, `keys` will
* contain `[{ name: 'id', delimiter: '/', optional: false, repeat: false }]`.
*/
function pathToRegexp(path, keys, options) {
	if (path instanceof RegExp) return regexpToRegexp(path, keys);
	if (Array.isArray(path)) return arrayToRegexp(path, keys, options);
	return stringToRegexp(path, keys, options);
}
// node_modules/msw/lib/core/utils/url/cleanUrl.mjs
var REDUNDANT_CHARACTERS_EXP = /[?|#].*$/g;
function cleanUrl(path) {
	if (path.endsWith("?")) return path;
	return path.replace(REDUNDANT_CHARACTERS_EXP, "");
}
// node_modules/msw/lib/core/utils/url/isAbsoluteUrl.mjs
function isAbsoluteUrl(url) {
	return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}
// node_modules/msw/lib/core/utils/url/getAbsoluteUrl.mjs
function getAbsoluteUrl(path, baseUrl) {
	if (isAbsoluteUrl(path)) return path;
	if (path.startsWith("*")) return path;
	const origin = baseUrl || typeof location !== "undefined" && location.href;
	return origin ? decodeURI(new URL(encodeURI(path), origin).href) : path;
}
// node_modules/msw/lib/core/utils/matching/normalizePath.mjs
function normalizePath(path, baseUrl) {
	if (path instanceof RegExp) return path;
	return cleanUrl(getAbsoluteUrl(path, baseUrl));
}
// node_modules/msw/lib/core/utils/matching/matchRequestUrl.mjs
function coercePath(path) {
	return path.replace(/([:a-zA-Z_-]*)(\*{1,2})+/g, (_, parameterName, wildcard) => {
		const expression = "(.*)";
		if (!parameterName) return expression;
		return parameterName.startsWith(":") ? `${parameterName}${wildcard}` : `${parameterName}${expression}`;
	}).replace(/([^/])(:)(?=(?:\d+|\(\.\*\))(?=\/|$))/, "$1\\$2").replace(/^([^/]+)(:)(?=\/\/)/, "$1\\$2");
}
function matchRequestUrl(url, path, baseUrl) {
	const normalizedPath = normalizePath(path, baseUrl);
	const cleanPath = typeof normalizedPath === "string" ? coercePath(normalizedPath) : normalizedPath;
	const cleanUrl = getCleanUrl(url);
	const result = match(cleanPath, { decode: decodeURIComponent })(cleanUrl);
	const params = result && result.params || {};
	return {
		matches: result !== false,
		params
	};
}
// node_modules/msw/lib/core/utils/logging/getTimestamp.mjs
function getTimestamp(options) {
	const now = /* @__PURE__ */ new Date();
	const timestamp = `${now.getHours().toString().padStart(2, "0")}:${now.getMinutes().toString().padStart(2, "0")}:${now.getSeconds().toString().padStart(2, "0")}`;
	if (options?.milliseconds) return `${timestamp}.${now.getMilliseconds().toString().padStart(3, "0")}`;
	return timestamp;
}
// node_modules/msw/lib/core/utils/request/toPublicUrl.mjs
function toPublicUrl(url) {
	const urlInstance = url instanceof URL ? url : new URL(url);
	if (typeof location !== "undefined" && urlInstance.origin === location.origin) return urlInstance.pathname;
	return urlInstance.origin + urlInstance.pathname;
}
// node_modules/msw/lib/core/utils/internal/isObject.mjs
function isObject$2(value) {
	return value != null && typeof value === "object" && !Array.isArray(value);
}
// node_modules/msw/lib/core/utils/executeHandlers.mjs
var executeHandlers = async ({ request, requestId, handlers, resolutionContext }) => {
	let matchingHandler = null;
	let result = null;
	for (const handler of handlers) {
		result = await handler.run({
			request,
			requestId,
			resolutionContext
		});
		if (result !== null) matchingHandler = handler;
		if (result?.response) break;
	}
	if (matchingHandler) return {
		handler: matchingHandler,
		parsedResult: result?.parsedResult,
		response: result?.response
	};
	return null;
};
// node_modules/msw/lib/core/utils/internal/isStringEqual.mjs
function isStringEqual(actual, expected) {
	return actual.toLowerCase() === expected.toLowerCase();
}
// node_modules/msw/lib/core/utils/logging/getStatusCodeColor.mjs
function getStatusCodeColor(status) {
	if (status < 300) return "#69AB32";
	if (status < 400) return "#F0BB4B";
	return "#E95F5D";
}
// node_modules/msw/lib/core/utils/logging/serializeRequest.mjs
async function serializeRequest(request) {
	const requestText = await request.clone().text();
	return {
		url: new URL(request.url),
		method: request.method,
		headers: Object.fromEntries(request.headers.entries()),
		body: requestText
	};
}
// node_modules/msw/lib/core/utils/logging/serializeResponse.mjs
var { message } = statuses_default;
async function serializeResponse(response) {
	const responseClone = response.clone();
	const responseText = await responseClone.text();
	const responseStatus = responseClone.status || 200;
	return {
		status: responseStatus,
		statusText: responseClone.statusText || message[responseStatus] || "OK",
		headers: Object.fromEntries(responseClone.headers.entries()),
		body: responseText
	};
}
// node_modules/msw/lib/shims/cookie.mjs
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
	return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __copyProps = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") {
		for (let key of __getOwnPropNames(from)) if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
			get: () => from[key],
			enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
		});
	}
	return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", {
	value: mod,
	enumerable: true
}) : target, mod));
var allCookie = __toESM(__commonJS({ "node_modules/.pnpm/cookie@1.1.1/node_modules/cookie/dist/index.js"(exports) {
	"use strict";
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.parseCookie = parseCookie;
	exports.parse = parseCookie;
	exports.stringifyCookie = stringifyCookie;
	exports.stringifySetCookie = stringifySetCookie;
	exports.serialize = stringifySetCookie;
	exports.parseSetCookie = parseSetCookie;
	exports.stringifySetCookie = stringifySetCookie;
	exports.serialize = stringifySetCookie;
	var cookieNameRegExp = /^[\u0021-\u003A\u003C\u003E-\u007E]+$/;
	var cookieValueRegExp = /^[\u0021-\u003A\u003C-\u007E]*$/;
	var domainValueRegExp = /^([.]?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)([.][a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
	var pathValueRegExp = /^[\u0020-\u003A\u003D-\u007E]*$/;
	var maxAgeRegExp = /^-?\d+$/;
	var __toString = Object.prototype.toString;
	var NullObject = /* @__PURE__ */ (() => {
		const C = function() {};
		C.prototype = /* @__PURE__ */ Object.create(null);
		return C;
	})();
	function parseCookie(str, options) {
		const obj = new NullObject();
		const len = str.length;
		if (len < 2) return obj;
		const dec = options?.decode || decode;
		let index = 0;
		do {
			const eqIdx = eqIndex(str, index, len);
			if (eqIdx === -1) break;
			const endIdx = endIndex(str, index, len);
			if (eqIdx > endIdx) {
				index = str.lastIndexOf(";", eqIdx - 1) + 1;
				continue;
			}
			const key = valueSlice(str, index, eqIdx);
			if (obj[key] === void 0) obj[key] = dec(valueSlice(str, eqIdx + 1, endIdx));
			index = endIdx + 1;
		} while (index < len);
		return obj;
	}
	function stringifyCookie(cookie2, options) {
		const enc = options?.encode || encodeURIComponent;
		const cookieStrings = [];
		for (const name of Object.keys(cookie2)) {
			const val = cookie2[name];
			if (val === void 0) continue;
			if (!cookieNameRegExp.test(name)) throw new TypeError(`cookie name is invalid: ${name}`);
			const value = enc(val);
			if (!cookieValueRegExp.test(value)) throw new TypeError(`cookie val is invalid: ${val}`);
			cookieStrings.push(`${name}=${value}`);
		}
		return cookieStrings.join("; ");
	}
	function stringifySetCookie(_name, _val, _opts) {
		const cookie2 = typeof _name === "object" ? _name : {
			..._opts,
			name: _name,
			value: String(_val)
		};
		const enc = (typeof _val === "object" ? _val : _opts)?.encode || encodeURIComponent;
		if (!cookieNameRegExp.test(cookie2.name)) throw new TypeError(`argument name is invalid: ${cookie2.name}`);
		const value = cookie2.value ? enc(cookie2.value) : "";
		if (!cookieValueRegExp.test(value)) throw new TypeError(`argument val is invalid: ${cookie2.value}`);
		let str = cookie2.name + "=" + value;
		if (cookie2.maxAge !== void 0) {
			if (!Number.isInteger(cookie2.maxAge)) throw new TypeError(`option maxAge is invalid: ${cookie2.maxAge}`);
			str += "; Max-Age=" + cookie2.maxAge;
		}
		if (cookie2.domain) {
			if (!domainValueRegExp.test(cookie2.domain)) throw new TypeError(`option domain is invalid: ${cookie2.domain}`);
			str += "; Domain=" + cookie2.domain;
		}
		if (cookie2.path) {
			if (!pathValueRegExp.test(cookie2.path)) throw new TypeError(`option path is invalid: ${cookie2.path}`);
			str += "; Path=" + cookie2.path;
		}
		if (cookie2.expires) {
			if (!isDate(cookie2.expires) || !Number.isFinite(cookie2.expires.valueOf())) throw new TypeError(`option expires is invalid: ${cookie2.expires}`);
			str += "; Expires=" + cookie2.expires.toUTCString();
		}
		if (cookie2.httpOnly) str += "; HttpOnly";
		if (cookie2.secure) str += "; Secure";
		if (cookie2.partitioned) str += "; Partitioned";
		if (cookie2.priority) switch (typeof cookie2.priority === "string" ? cookie2.priority.toLowerCase() : void 0) {
			case "low":
				str += "; Priority=Low";
				break;
			case "medium":
				str += "; Priority=Medium";
				break;
			case "high":
				str += "; Priority=High";
				break;
			default: throw new TypeError(`option priority is invalid: ${cookie2.priority}`);
		}
		if (cookie2.sameSite) switch (typeof cookie2.sameSite === "string" ? cookie2.sameSite.toLowerCase() : cookie2.sameSite) {
			case true:
			case "strict":
				str += "; SameSite=Strict";
				break;
			case "lax":
				str += "; SameSite=Lax";
				break;
			case "none":
				str += "; SameSite=None";
				break;
			default: throw new TypeError(`option sameSite is invalid: ${cookie2.sameSite}`);
		}
		return str;
	}
	function parseSetCookie(str, options) {
		const dec = options?.decode || decode;
		const len = str.length;
		const endIdx = endIndex(str, 0, len);
		const eqIdx = eqIndex(str, 0, endIdx);
		const setCookie = eqIdx === -1 ? {
			name: "",
			value: dec(valueSlice(str, 0, endIdx))
		} : {
			name: valueSlice(str, 0, eqIdx),
			value: dec(valueSlice(str, eqIdx + 1, endIdx))
		};
		let index = endIdx + 1;
		while (index < len) {
			const endIdx2 = endIndex(str, index, len);
			const eqIdx2 = eqIndex(str, index, endIdx2);
			const attr = eqIdx2 === -1 ? valueSlice(str, index, endIdx2) : valueSlice(str, index, eqIdx2);
			const val = eqIdx2 === -1 ? void 0 : valueSlice(str, eqIdx2 + 1, endIdx2);
			switch (attr.toLowerCase()) {
				case "httponly":
					setCookie.httpOnly = true;
					break;
				case "secure":
					setCookie.secure = true;
					break;
				case "partitioned":
					setCookie.partitioned = true;
					break;
				case "domain":
					setCookie.domain = val;
					break;
				case "path":
					setCookie.path = val;
					break;
				case "max-age":
					if (val && maxAgeRegExp.test(val)) setCookie.maxAge = Number(val);
					break;
				case "expires":
					if (!val) break;
					const date = new Date(val);
					if (Number.isFinite(date.valueOf())) setCookie.expires = date;
					break;
				case "priority":
					if (!val) break;
					const priority = val.toLowerCase();
					if (priority === "low" || priority === "medium" || priority === "high") setCookie.priority = priority;
					break;
				case "samesite":
					if (!val) break;
					const sameSite = val.toLowerCase();
					if (sameSite === "lax" || sameSite === "strict" || sameSite === "none") setCookie.sameSite = sameSite;
			}
			index = endIdx2 + 1;
		}
		return setCookie;
	}
	function endIndex(str, min, len) {
		const index = str.indexOf(";", min);
		return index === -1 ? len : index;
	}
	function eqIndex(str, min, max) {
		const index = str.indexOf("=", min);
		return index < max ? index : -1;
	}
	function valueSlice(str, min, max) {
		let start = min;
		let end = max;
		do {
			const code = str.charCodeAt(start);
			if (code !== 32 && code !== 9) break;
		} while (++start < end);
		while (end > start) {
			const code = str.charCodeAt(end - 1);
			if (code !== 32 && code !== 9) break;
			end--;
		}
		return str.slice(start, end);
	}
	function decode(str) {
		if (str.indexOf("%") === -1) return str;
		try {
			return decodeURIComponent(str);
		} catch (e) {
			return str;
		}
	}
	function isDate(val) {
		return __toString.call(val) === "[object Date]";
	}
} })(), 1);
var cookie = allCookie.default || allCookie;
var parse$2 = cookie.parse;
var serialize = cookie.serialize;
// mocks/shims/tough-cookie.ts
/**
* The demo build's stand-in for `tough-cookie`, which msw uses only to keep cookies that mocked responses set
* (`Set-Cookie`), in its own store. This mock never sets a cookie in a response (the forgery token is a
* document cookie, which msw reads from `document.cookie` without this package), so an empty cookie jar is
* all it needs. The real package brings the public-suffix list (tldts), a large table of JavaScript that the
* browser would parse on every load, on the path to the first job card (vite.config.ts aliases it, demo only).
*/
var Cookie = class {
	key = "";
	value = "";
	domain = null;
	path = null;
	static fromJSON() {
		return null;
	}
	toString() {
		return "";
	}
};
var MemoryCookieStore = class {
	idx = {};
};
var CookieJar = class {
	store;
	constructor(store) {
		this.store = store;
	}
	getCookiesSync() {
		return [];
	}
	async setCookie() {}
	serializeSync() {
		return { cookies: [] };
	}
};
// node_modules/msw/lib/core/utils/internal/jsonParse.mjs
function jsonParse(value) {
	try {
		return JSON.parse(value);
	} catch {
		return;
	}
}
// node_modules/msw/lib/core/utils/cookieStore.mjs
var CookieStore = class {
	#storageKey = "__msw-cookie-store__";
	#jar;
	#memoryStore;
	constructor() {
		if (!isNodeProcess()) invariant(typeof localStorage !== "undefined", "Failed to create a CookieStore: `localStorage` is not available in this environment. This is likely an issue with your environment, which has been detected as browser (or browser-like) environment and must implement global browser APIs correctly.");
		this.#memoryStore = new MemoryCookieStore();
		this.#memoryStore.idx = this.getCookieStoreIndex();
		this.#jar = new CookieJar(this.#memoryStore);
	}
	getCookies(url) {
		return this.#jar.getCookiesSync(url);
	}
	async setCookie(cookieName, url) {
		await this.#jar.setCookie(cookieName, url);
		this.persist();
	}
	getCookieStoreIndex() {
		if (typeof localStorage === "undefined" || typeof localStorage.getItem !== "function") return {};
		const cookiesString = localStorage.getItem(this.#storageKey);
		if (cookiesString == null) return {};
		const rawCookies = jsonParse(cookiesString);
		if (rawCookies == null) return {};
		const cookies = {};
		for (const rawCookie of rawCookies) {
			const cookie = Cookie.fromJSON(rawCookie);
			if (cookie != null && cookie.domain != null && cookie.path != null) {
				cookies[cookie.domain] ||= {};
				cookies[cookie.domain][cookie.path] ||= {};
				cookies[cookie.domain][cookie.path][cookie.key] = cookie;
			}
		}
		return cookies;
	}
	persist() {
		if (typeof localStorage === "undefined" || typeof localStorage.setItem !== "function") return;
		const data = [];
		const { idx } = this.#memoryStore;
		for (const domain in idx) for (const path in idx[domain]) for (const key in idx[domain][path]) data.push(idx[domain][path][key].toJSON());
		localStorage.setItem(this.#storageKey, JSON.stringify(data));
	}
};
var cookieStore = new CookieStore();
// node_modules/msw/lib/core/utils/request/getRequestCookies.mjs
function parseCookies(input) {
	const parsedCookies = parse$2(input);
	const cookies = {};
	for (const cookieName in parsedCookies) if (typeof parsedCookies[cookieName] !== "undefined") cookies[cookieName] = parsedCookies[cookieName];
	return cookies;
}
function getAllDocumentCookies() {
	return parseCookies(document.cookie);
}
function getDocumentCookies(request) {
	if (typeof document === "undefined" || typeof location === "undefined") return {};
	switch (request.credentials) {
		case "same-origin": {
			const requestUrl = new URL(request.url);
			return location.origin === requestUrl.origin ? getAllDocumentCookies() : {};
		}
		case "include": return getAllDocumentCookies();
		default: return {};
	}
}
function getAllRequestCookies(request) {
	const requestCookieHeader = request.headers.get("cookie");
	const cookiesFromHeaders = requestCookieHeader ? parseCookies(requestCookieHeader) : {};
	const cookiesFromDocument = getDocumentCookies(request);
	for (const name in cookiesFromDocument) request.headers.append("cookie", serialize(name, cookiesFromDocument[name]));
	const cookiesFromStore = cookieStore.getCookies(request.url);
	const storedCookiesObject = Object.fromEntries(cookiesFromStore.map((cookie) => [cookie.key, cookie.value]));
	for (const cookie of cookiesFromStore) request.headers.append("cookie", cookie.toString());
	return {
		...cookiesFromDocument,
		...storedCookiesObject,
		...cookiesFromHeaders
	};
}
// node_modules/msw/lib/core/handlers/HttpHandler.mjs
var HttpMethods = /* @__PURE__ */ ((HttpMethods2) => {
	HttpMethods2["HEAD"] = "HEAD";
	HttpMethods2["GET"] = "GET";
	HttpMethods2["POST"] = "POST";
	HttpMethods2["PUT"] = "PUT";
	HttpMethods2["PATCH"] = "PATCH";
	HttpMethods2["OPTIONS"] = "OPTIONS";
	HttpMethods2["DELETE"] = "DELETE";
	return HttpMethods2;
})(HttpMethods || {});
var HttpHandler = class extends RequestHandler {
	constructor(method, predicate, resolver, options) {
		const displayPath = typeof predicate === "function" ? "[custom predicate]" : predicate;
		super({
			info: {
				header: `${method}${displayPath ? ` ${displayPath}` : ""}`,
				path: predicate,
				method
			},
			resolver,
			options
		});
		this.checkRedundantQueryParameters();
	}
	checkRedundantQueryParameters() {
		const { method, path } = this.info;
		if (!path || path instanceof RegExp || typeof path === "function") return;
		if (cleanUrl(path) === path) return;
		devUtils.warn(`Found a redundant usage of query parameters in the request handler URL for "${method} ${path}". Please match against a path instead and access query parameters using "new URL(request.url).searchParams" instead. Learn more: https://mswjs.io/docs/http/intercepting-requests#querysearch-parameters`);
	}
	async parse(args) {
		const url = new URL(args.request.url);
		const cookies = getAllRequestCookies(args.request);
		if (typeof this.info.path === "function") {
			const customPredicateResult = await this.info.path({
				request: args.request,
				cookies
			});
			return {
				match: typeof customPredicateResult === "boolean" ? {
					matches: customPredicateResult,
					params: {}
				} : customPredicateResult,
				cookies
			};
		}
		return {
			match: this.info.path ? matchRequestUrl(url, this.info.path, args.resolutionContext?.baseUrl) : {
				matches: false,
				params: {}
			},
			cookies
		};
	}
	async predicate(args) {
		const hasMatchingMethod = this.matchMethod(args.request.method);
		const hasMatchingUrl = args.parsedResult.match.matches;
		return hasMatchingMethod && hasMatchingUrl;
	}
	matchMethod(actualMethod) {
		return this.info.method instanceof RegExp ? this.info.method.test(actualMethod) : isStringEqual(this.info.method, actualMethod);
	}
	extendResolverArgs(args) {
		return {
			params: args.parsedResult.match?.params || {},
			cookies: args.parsedResult.cookies
		};
	}
	async log(args) {
		const publicUrl = toPublicUrl(args.request.url);
		const loggedRequest = await serializeRequest(args.request);
		const loggedResponse = await serializeResponse(args.response);
		const statusColor = getStatusCodeColor(loggedResponse.status);
		console.groupCollapsed(devUtils.formatMessage(`${getTimestamp()} ${args.request.method} ${publicUrl} (%c${loggedResponse.status} ${loggedResponse.statusText}%c)`), `color:${statusColor}`, "color:inherit");
		console.log("Request", loggedRequest);
		console.log("Handler:", this);
		console.log("Response", loggedResponse);
		console.groupEnd();
	}
};
// node_modules/msw/lib/core/http.mjs
function createHttpHandler(method) {
	return (predicate, resolver, options = {}) => {
		return new HttpHandler(method, predicate, resolver, options);
	};
}
var http = {
	all: createHttpHandler(/.+/),
	head: createHttpHandler(HttpMethods.HEAD),
	get: createHttpHandler(HttpMethods.GET),
	post: createHttpHandler(HttpMethods.POST),
	put: createHttpHandler(HttpMethods.PUT),
	delete: createHttpHandler(HttpMethods.DELETE),
	patch: createHttpHandler(HttpMethods.PATCH),
	options: createHttpHandler(HttpMethods.OPTIONS)
};
// node_modules/msw/lib/core/utils/internal/hasRefCounted.mjs
function hasRefCounted(value) {
	return isObject$2(value) && typeof Reflect.get(value, "ref") === "function" && typeof Reflect.get(value, "unref") === "function";
}
// node_modules/msw/lib/core/delay.mjs
var SET_TIMEOUT_MAX_ALLOWED_INT = 2147483647;
function getRealisticResponseTime() {
	if (isNodeProcess()) return 5;
	return Math.floor(Math.random() * 300 + 100);
}
async function delay(durationOrMode) {
	let delayTime;
	if (typeof durationOrMode === "string") switch (durationOrMode) {
		case "infinite":
			delayTime = SET_TIMEOUT_MAX_ALLOWED_INT;
			break;
		case "real":
			delayTime = getRealisticResponseTime();
			break;
		default: throw new Error(`Failed to delay a response: unknown delay mode "${durationOrMode}". Please make sure you provide one of the supported modes ("real", "infinite") or a number.`);
	}
	else if (typeof durationOrMode === "undefined") delayTime = getRealisticResponseTime();
	else {
		if (durationOrMode > 2147483647) throw new Error(`Failed to delay a response: provided delay duration (${durationOrMode}) exceeds the maximum allowed duration for "setTimeout" (${SET_TIMEOUT_MAX_ALLOWED_INT}). This will cause the response to be returned immediately. Please use a number within the allowed range to delay the response by exact duration, or consider the "infinite" delay mode to delay the response indefinitely.`);
		delayTime = durationOrMode;
	}
	return new Promise((resolve) => {
		const timeoutId = setTimeout(resolve, delayTime);
		if (delayTime === 2147483647 && isNodeProcess() && hasRefCounted(timeoutId)) timeoutId.unref();
	});
}
// node_modules/msw/lib/core/getResponse.mjs
var getResponse = async (handlers, request, resolutionContext) => {
	return (await executeHandlers({
		request,
		requestId: createRequestId(),
		handlers,
		resolutionContext
	}))?.response;
};
// mocks/accounts.ts
var DEMO_PASSWORD = "demo1234";
/** The named demo accounts, one per role and situation (README and login page list them). No faker here. */
var demoAccounts = [
	{
		email: "candidate@demo.test",
		name: "Casey Rivers",
		label: "Candidate",
		description: "Role User: searches, saves and applies."
	},
	{
		email: "premium@demo.test",
		name: "Parker Stone",
		label: "Premium candidate",
		description: "Roles User and Premium."
	},
	{
		email: "employer.admin@demo.test",
		name: "Morgan Alder",
		label: "Employer, company admin",
		description: "Admin of Summit Trail Outfitters."
	},
	{
		email: "employer.member@demo.test",
		name: "Jordan Birch",
		label: "Employer, member",
		description: "Member of Summit Trail Outfitters."
	},
	{
		email: "employer.pending@demo.test",
		name: "Riley Cedar",
		label: "Employer, join request pending",
		description: "Asked to join Keystone Paddle Co.; no company yet."
	},
	{
		email: "employer.former@demo.test",
		name: "Avery Dunn",
		label: "Employer who left a company",
		description: "Left Allegheny Ridge Guides; no company now."
	},
	{
		email: "admin@demo.test",
		name: "Sam Admin",
		label: "Admin",
		description: "Reviews jobs and manages companies."
	}
].map((a) => ({
	...a,
	password: DEMO_PASSWORD
}));
// mocks/clock.ts
/**
* The one clock of the mock: every date the mock writes or compares comes from here, so tests can fix "now".
*/
var fixedAt = null;
var HOUR_MS = 36e5;
var clock = {
	now: () => fixedAt ?? Date.now(),
	iso: () => new Date(clock.now()).toISOString(),
	/** The moment the clock is fixed at (ms), or null when it runs. */
	fixed: () => fixedAt,
	/** Fix the clock at a moment (ms or ISO), or release it with null. */
	set(at) {
		fixedAt = at === null ? null : typeof at === "number" ? at : Date.parse(at);
	},
	/** ISO date `hours` from now (negative for the past). */
	hoursFromNow: (hours) => new Date(clock.now() + hours * HOUR_MS).toISOString(),
	/** ISO date `days` from now (negative for the past). */
	daysFromNow: (days) => clock.hoursFromNow(days * 24),
	/** The start of today (00:00 UTC), ISO. */
	today: () => `${clock.iso().slice(0, 10)}T00:00:00.000Z`
};
// node_modules/@msw/data/build/logger.mjs
var Logger = class Logger {
	constructor(domain) {
		this.domain = domain;
	}
	log(...args) {}
	warn(...args) {}
	trace(...args) {}
	extend(subdomain) {
		return new Logger(`${this.domain}] [${subdomain}`);
	}
};
// node_modules/@msw/data/build/hooks.mjs
function createHooksEmitter() {
	return new Emitter$1();
}
// node_modules/@msw/data/build/errors.mjs
var OperationError = class OperationError extends Error {
	static for(code) {
		return (message) => {
			return new OperationError(message, code);
		};
	}
	constructor(message, code, cause) {
		super(message);
		this.code = code;
		this.cause = cause;
	}
};
var RelationError = class RelationError extends Error {
	static for(code, details) {
		return (message) => {
			return new RelationError(message, code, details);
		};
	}
	constructor(message, code, details) {
		super(message);
		this.code = code;
		this.details = details;
	}
};
// node_modules/es-toolkit/dist/compat/util/eq.mjs
/**
* Performs a `SameValueZero` comparison between two values to determine if they are equivalent.
*
* @param value The value to compare.
* @param other The other value to compare.
* @returns Returns `true` if the values are equivalent, else `false`.
*
* @example
* eq(1, 1); // true
* eq(0, -0); // true
* eq(NaN, NaN); // true
* eq('a', Object('a')); // false
*/
function eq(value, other) {
	return value === other || Number.isNaN(value) && Number.isNaN(other);
}
// node_modules/es-toolkit/dist/compat/predicate/isSymbol.mjs
/**
* Check whether a value is a symbol.
*
* This function can also serve as a type predicate in TypeScript, narrowing the type of the argument to `symbol`.
*
* @param value The value to check.
* @returns Returns `true` if `value` is a symbol, else `false`.
* @example
* isSymbol(Symbol.iterator);
* // => true
*
* isSymbol('abc');
* // => false
*/
function isSymbol(value) {
	return typeof value === "symbol" || value instanceof Symbol;
}
// node_modules/es-toolkit/dist/compat/_internal/baseToString.mjs
/**
* Converts `value` to a string like Lodash's `baseToString`.
*
* Unlike `toString`, `null` and `undefined` are not special-cased, so `null` becomes `'null'`.
*
* @param value - The value to convert.
* @returns The converted string.
*/
function baseToString(value) {
	if (typeof value === "string") return value;
	if (Array.isArray(value)) {
		let result = "";
		for (let i = 0; i < value.length; i++) {
			if (i > 0) result += ",";
			result += baseToString(value[i]);
		}
		return result;
	}
	if (isSymbol(value)) return value.toString();
	const result = value + "";
	if (result === "0" && Object.is(Number(value), -0)) return "-0";
	return result;
}
// node_modules/es-toolkit/dist/compat/util/toString.mjs
/**
* Converts `value` to a string.
*
* An empty string is returned for `null` and `undefined` values.
* The sign of `-0` is preserved.
*
* @param value - The value to convert.
* @returns Returns the converted string.
*
* @example
* toString(null) // returns ''
* toString(undefined) // returns ''
* toString(-0) // returns '-0'
* toString([1, 2, -0]) // returns '1,2,-0'
* toString([Symbol('a'), Symbol('b')]) // returns 'Symbol(a),Symbol(b)'
*/
function toString(value) {
	if (value == null) return "";
	return baseToString(value);
}
// node_modules/es-toolkit/dist/compat/_internal/toKey.mjs
/**
* Converts `value` to a string key if it's not a string or symbol.
*
* @private
* @param {unknown} value The value to inspect.
* @returns {string|symbol} Returns the key.
*/
function toKey(value) {
	var _value$valueOf;
	if (typeof value === "string" || typeof value === "symbol") return value;
	if (Object.is(value === null || value === void 0 || (_value$valueOf = value.valueOf) === null || _value$valueOf === void 0 ? void 0 : _value$valueOf.call(value), -0)) return "-0";
	return String(value);
}
// node_modules/es-toolkit/dist/compat/util/toPath.mjs
/**
* Converts a deep key string into an array of path segments.
*
* This function takes a string representing a deep key (e.g., 'a.b.c' or 'a[b][c]') and breaks it down into an array of strings, each representing a segment of the path.
*
* @param deepKey - The deep key string to convert.
* @returns An array of strings, each representing a segment of the path.
*
* Examples:
*
* toPath('a.b.c') // Returns ['a', 'b', 'c']
* toPath('a[b][c]') // Returns ['a', 'b', 'c']
* toPath('.a.b.c') // Returns ['', 'a', 'b', 'c']
* toPath('a["b.c"].d') // Returns ['a', 'b.c', 'd']
* toPath('') // Returns []
* toPath('.a[b].c.d[e]["f.g"].h') // Returns ['', 'a', 'b', 'c', 'd', 'e', 'f.g', 'h']
*/
function toPath(deepKey) {
	if (Array.isArray(deepKey)) return deepKey.map(toKey);
	if (typeof deepKey === "symbol") return [deepKey];
	deepKey = toString(deepKey);
	const result = [];
	const length = deepKey.length;
	if (length === 0) return result;
	let index = 0;
	let key = "";
	let quoteChar = "";
	let bracket = false;
	let bracketHadQuote = false;
	const bracketNumberRegex = /^-?\d+(?:\.\d+)?$/;
	if (deepKey.charCodeAt(0) === 46) result.push("");
	while (index < length) {
		const char = deepKey[index];
		if (quoteChar) {
			if (char === "\\" && index + 1 < length) {
				index++;
				key += deepKey[index];
			} else if (char === quoteChar) quoteChar = "";
			else key += char;
		} else if (bracket) {
			if (char === "\"" || char === "'") {
				quoteChar = char;
				bracketHadQuote = true;
			} else if (char === "]") {
				bracket = false;
				if (!bracketHadQuote && key.includes(".") && !bracketNumberRegex.test(key)) {
					const segments = key.split(".");
					for (let i = 0; i < segments.length; i++) if (segments[i] !== "") result.push(segments[i]);
				} else result.push(key);
				key = "";
			} else key += char;
		} else if (char === "[") {
			bracket = true;
			bracketHadQuote = false;
			if (key) {
				result.push(key);
				key = "";
			}
		} else if (char === ".") {
			if (key) {
				result.push(key);
				key = "";
			}
			const next = deepKey[index + 1];
			if (next === void 0 || next === ".") result.push("");
		} else key += char;
		index++;
	}
	if (key) result.push(key);
	return result;
}
// node_modules/es-toolkit/dist/_internal/isUnsafeProperty.mjs
/**
* Checks if a property key is unsafe to access or copy directly.
*
* This function is used in functions like `get` and `merge` to prevent
* prototype pollution attacks by identifying `__proto__`, which modifies the object's
* prototype chain. `constructor` and `prototype` stay accessible here because lodash
* keeps reads of them unrestricted; write paths use `isUnsafeToWriteProperty` instead,
* which also blocks those keys.
*
* @param key - The property key to check
* @returns `true` if the property is unsafe to access directly, `false` otherwise
* @internal
*/
function isUnsafeProperty(key) {
	return key === "__proto__";
}
// node_modules/es-toolkit/dist/compat/_internal/hasOwn.mjs
var hasOwnProperty = Object.prototype.hasOwnProperty;
/**
* Checks if `key` is an own property of `object`, like `Object.hasOwn`, which is not available on ES2015 engines.
*
* @param object - The object to inspect.
* @param key - The key to check.
* @returns `true` if `key` is an own property of `object`, otherwise `false`.
*/
function hasOwn(object, key) {
	return hasOwnProperty.call(object, key);
}
// node_modules/es-toolkit/dist/compat/_internal/isDeepKey.mjs
/** Matches any deep property path. Examples: `a.b`, `a[0]`, `a["b"]` */
var regexIsDeepProp$1 = /\.|(\[(?:[^[\]]*|(["'])(?:(?!\2)[^\\]|\\.)*?\2)\])/;
/**
* Checks if a given key is a deep key.
*
* A deep key is a string that contains a dot (.) or square brackets with a property accessor.
*
* @param {PropertyKey} key - The key to check.
* @returns {boolean} - Returns true if the key is a deep key, otherwise false.
*
* Examples:
*
* isDeepKey('a.b') // true
* isDeepKey('a[b]') // true
* isDeepKey('a') // false
* isDeepKey(123) // false
* isDeepKey('a.b.c') // true
* isDeepKey('a[b][c]') // true
* isDeepKey('a.') // false
* isDeepKey('.a') // false
* isDeepKey('a[b') // false
* isDeepKey('a]b]') // false
* isDeepKey('a][b') // false
* isDeepKey('') // false
* isDeepKey('a[0]') // true
*
*/
function isDeepKey(key) {
	switch (typeof key) {
		case "number":
		case "symbol": return false;
		case "string":
			if (key === "" || key.startsWith(".") || key.endsWith(".")) return false;
			return regexIsDeepProp$1.test(key);
		default: return false;
	}
}
// node_modules/es-toolkit/dist/compat/object/get.mjs
/**
* Retrieves the value at a given path from an object. If the resolved value is undefined, the defaultValue is returned instead.
*
* @param object - The object to query.
* @param path - The path of the property to get.
* @param [defaultValue] - The value returned if the resolved value is undefined.
* @returns Returns the resolved value.
*
* @example
* const object = { a: { b: { c: 1 } } };
* get(object, 'a.b.c');
* // => 1
*
* get(object, ['a', 'b', 'c']);
* // => 1
*
* get(object, 'a.b.d', 'default');
* // => 'default'
*/
function get$2(object, path, defaultValue) {
	if (object == null) return defaultValue;
	switch (typeof path) {
		case "string": {
			if (isUnsafeProperty(path)) return defaultValue;
			const result = object[path];
			if (result === void 0) {
				if (isDeepKey(path) && !hasOwn(object, path)) return get$2(object, toPath(path), defaultValue);
				else return defaultValue;
			}
			return result;
		}
		case "number":
		case "symbol": {
			if (typeof path === "number") path = toKey(path);
			const result = object[path];
			if (result === void 0) return defaultValue;
			return result;
		}
		default: {
			if (Array.isArray(path)) return getWithPath(object, path, defaultValue);
			if (Object.is(path === null || path === void 0 ? void 0 : path.valueOf(), -0)) path = "-0";
			else path = String(path);
			if (isUnsafeProperty(path)) return defaultValue;
			const result = object[path];
			if (result === void 0) return defaultValue;
			return result;
		}
	}
}
function getWithPath(object, path, defaultValue) {
	if (path.length === 0) return defaultValue;
	let current = object;
	for (let index = 0; index < path.length; index++) {
		if (current == null) return defaultValue;
		if (isUnsafeProperty(path[index])) return defaultValue;
		current = current[path[index]];
	}
	if (current === void 0) return defaultValue;
	return current;
}
// node_modules/es-toolkit/dist/compat/predicate/isObject.mjs
/**
* Checks if the given value is an object. An object is a value that is
* not a primitive type (string, number, boolean, symbol, null, or undefined).
*
* This function tests whether the provided value is an object or not.
* It returns `true` if the value is an object, and `false` otherwise.
*
* This function can also serve as a type predicate in TypeScript, narrowing the type of the argument to an object value.
*
* @param value - The value to check if it is an object.
* @returns `true` if the value is an object, `false` otherwise.
*
* @example
* const value1 = {};
* const value2 = [1, 2, 3];
* const value3 = () => {};
* const value4 = null;
*
* console.log(isObject(value1)); // true
* console.log(isObject(value2)); // true
* console.log(isObject(value3)); // true
* console.log(isObject(value4)); // false
*/
function isObject$1(value) {
	return value !== null && (typeof value === "object" || typeof value === "function");
}
// node_modules/es-toolkit/dist/compat/_internal/getTag.mjs
/**
* Gets the `toStringTag` of `value`.
*
* @private
* @param {T} value The value to query.
* @returns {string} Returns the `Object.prototype.toString.call` result.
*/
function getTag(value) {
	if (value == null) return value === void 0 ? "[object Undefined]" : "[object Null]";
	return Object.prototype.toString.call(value);
}
// node_modules/es-toolkit/dist/compat/_internal/tags.mjs
var regexpTag = "[object RegExp]";
var stringTag = "[object String]";
var numberTag = "[object Number]";
var booleanTag = "[object Boolean]";
var symbolTag = "[object Symbol]";
var dateTag = "[object Date]";
var mapTag = "[object Map]";
var setTag = "[object Set]";
var arrayTag = "[object Array]";
var functionTag = "[object Function]";
var arrayBufferTag = "[object ArrayBuffer]";
var objectTag = "[object Object]";
var errorTag = "[object Error]";
var dataViewTag = "[object DataView]";
var uint8ArrayTag = "[object Uint8Array]";
var uint8ClampedArrayTag = "[object Uint8ClampedArray]";
var uint16ArrayTag = "[object Uint16Array]";
var uint32ArrayTag = "[object Uint32Array]";
var bigUint64ArrayTag = "[object BigUint64Array]";
var int8ArrayTag = "[object Int8Array]";
var int16ArrayTag = "[object Int16Array]";
var int32ArrayTag = "[object Int32Array]";
var bigInt64ArrayTag = "[object BigInt64Array]";
var float32ArrayTag = "[object Float32Array]";
var float64ArrayTag = "[object Float64Array]";
// node_modules/es-toolkit/dist/_internal/globalThis.mjs
var globalThis_ = typeof globalThis === "object" && globalThis || typeof window === "object" && window || typeof self === "object" && self || typeof global === "object" && global || (function() {
	return this;
})();
// node_modules/es-toolkit/dist/predicate/isBuffer.mjs
/**
* Checks if the given value is a Buffer instance.
*
* This function tests whether the provided value is an instance of Buffer.
* It returns `true` if the value is a Buffer, and `false` otherwise.
*
* This function can also serve as a type predicate in TypeScript, narrowing the type of the argument to `Buffer`.
*
* @param x - The value to check if it is a Buffer.
* @returns Returns `true` if `x` is a Buffer, else `false`.
*
* @example
* const buffer = Buffer.from("test");
* console.log(isBuffer(buffer)); // true
*
* const notBuffer = "not a buffer";
* console.log(isBuffer(notBuffer)); // false
*/
function isBuffer(x) {
	return typeof globalThis_.Buffer !== "undefined" && globalThis_.Buffer.isBuffer(x);
}
// node_modules/es-toolkit/dist/compat/_internal/getSymbols.mjs
function getSymbols(object) {
	return Object.getOwnPropertySymbols(object).filter((symbol) => Object.prototype.propertyIsEnumerable.call(object, symbol));
}
// node_modules/es-toolkit/dist/compat/_internal/isIndex.mjs
var IS_UNSIGNED_INTEGER = /^(?:0|[1-9]\d*)$/;
function isIndex(value, length = Number.MAX_SAFE_INTEGER) {
	switch (typeof value) {
		case "number": return Number.isInteger(value) && value >= 0 && value < length;
		case "symbol": return false;
		case "string": return IS_UNSIGNED_INTEGER.test(value);
	}
}
// node_modules/es-toolkit/dist/compat/_internal/isKey.mjs
/**  Matches any deep property path. (e.g. `a.b[0].c`)*/
var regexIsDeepProp = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
/**  Matches any word character (alphanumeric & underscore).*/
var regexIsPlainProp = /^\w*$/;
/**
* Checks if `value` is a property name and not a property path. (It's ok that the `value` is not in the keys of the `object`)
* @param {unknown} value The value to check.
* @param {unknown} object The object to query.
* @returns {boolean} Returns `true` if `value` is a property name, else `false`.
*
* @example
* isKey('a', { a: 1 });
* // => true
*
* isKey('a.b', { a: { b: 2 } });
* // => false
*/
function isKey(value, object) {
	if (Array.isArray(value)) return false;
	if (typeof value === "number" || typeof value === "boolean" || value == null || isSymbol(value)) return true;
	return typeof value === "string" && (regexIsPlainProp.test(value) || !regexIsDeepProp.test(value)) || object != null && hasOwn(object, value);
}
// node_modules/es-toolkit/dist/_internal/isUnsafeToWriteProperty.mjs
/**
* Checks if a property key is unsafe to write to.
*
* Writing through `__proto__`, `constructor`, or `prototype` can reach
* `Object.prototype` and pollute every object, so write paths like `set`,
* `update`, and `zipObjectDeep` abort when a path segment matches one of
* these keys, matching lodash's behavior.
*
* Read paths like `get` use `isUnsafeProperty` instead, which only blocks
* `__proto__`; lodash keeps reads of `constructor` and `prototype`
* unrestricted. `unset` applies this check to every key but the last one.
*
* @param key - The property key to check
* @returns `true` if the property is unsafe to write to, `false` otherwise
* @internal
*/
function isUnsafeToWriteProperty(key) {
	return key === "__proto__" || key === "constructor" || key === "prototype";
}
// node_modules/es-toolkit/dist/compat/object/unset.mjs
/**
* Removes the property at the given path of the object.
*
* @param obj - The object to modify.
* @param path - The path of the property to unset.
* @returns Returns true if the property is deleted, else false.
*
* @example
* const obj = { a: { b: { c: 42 } } };
* unset(obj, 'a.b.c'); // true
* console.log(obj); // { a: { b: {} } }
*
* @example
* const obj = { a: { b: { c: 42 } } };
* unset(obj, ['a', 'b', 'c']); // true
* console.log(obj); // { a: { b: {} } }
*/
function unset(obj, path) {
	if (obj == null) return true;
	switch (typeof path) {
		case "symbol":
		case "number":
		case "object":
			if (Array.isArray(path)) return unsetWithPath(obj, path);
			if (typeof path === "number") path = toKey(path);
			else if (typeof path === "object") {
				if (Object.is(path === null || path === void 0 ? void 0 : path.valueOf(), -0)) path = "-0";
				else path = String(path);
			}
			if (isUnsafeProperty(path)) return false;
			if ((obj === null || obj === void 0 ? void 0 : obj[path]) === void 0) return true;
			try {
				delete obj[path];
				return true;
			} catch (e) {
				return false;
			}
		case "string":
			if ((obj === null || obj === void 0 ? void 0 : obj[path]) === void 0 && isDeepKey(path) && !hasOwn(obj, path)) return unsetWithPath(obj, toPath(path));
			if (isUnsafeProperty(path)) return false;
			try {
				delete obj[path];
				return true;
			} catch (e) {
				return false;
			}
	}
}
function unsetWithPath(obj, path) {
	const keys = path.map((key) => toKey(key));
	const parentKeys = keys.slice(0, -1);
	const lastKey = keys[keys.length - 1];
	if (parentKeys.some((key) => isUnsafeToWriteProperty(key))) return false;
	const parent = keys.length === 1 ? obj : get$2(obj, parentKeys);
	if ((parent === null || parent === void 0 ? void 0 : parent[lastKey]) === void 0) return true;
	if (isUnsafeProperty(lastKey)) return false;
	try {
		delete parent[lastKey];
		return true;
	} catch (e) {
		return false;
	}
}
// node_modules/es-toolkit/dist/compat/_internal/assignValue.mjs
var assignValue = (object, key, value) => {
	const objValue = object[key];
	if (!(hasOwn(object, key) && eq(objValue, value)) || value === void 0 && !(key in object)) object[key] = value;
};
// node_modules/es-toolkit/dist/compat/object/updateWith.mjs
/**
* Updates the value at the specified path of the given object using an updater function and a customizer.
* If any part of the path does not exist, it will be created.
*
* @template T - The type of the object.
* @template R - The type of the return value.
* @param obj - The object to modify.
* @param path - The path of the property to update.
* @param updater - The function to produce the updated value.
* @param customizer - The function to customize the update process.
* @returns The modified object.
*
* @example
* const object = { 'a': [{ 'b': { 'c': 3 } }] };
* updateWith(object, 'a[0].b.c', (n) => n * n);
* // => { 'a': [{ 'b': { 'c': 9 } }] }
*/
function updateWith(obj, path, updater, customizer) {
	if (obj == null && !isObject$1(obj)) return obj;
	let resolvedPath;
	if (isKey(path, obj)) resolvedPath = [path];
	else if (Array.isArray(path)) resolvedPath = path;
	else resolvedPath = toPath(path);
	const updateValue = updater(get$2(obj, resolvedPath));
	let current = obj;
	for (let i = 0; i < resolvedPath.length && current != null; i++) {
		const key = toKey(resolvedPath[i]);
		if (isUnsafeToWriteProperty(key)) return obj;
		let newValue;
		if (i === resolvedPath.length - 1) newValue = updateValue;
		else {
			const objValue = current[key];
			const customizerResult = customizer === null || customizer === void 0 ? void 0 : customizer(objValue, key, obj);
			newValue = customizerResult !== void 0 ? customizerResult : isObject$1(objValue) ? objValue : isIndex(resolvedPath[i + 1]) ? [] : {};
		}
		assignValue(current, key, newValue);
		current = current[key];
	}
	return obj;
}
// node_modules/es-toolkit/dist/compat/object/set.mjs
/**
* Sets the value at the specified path of the given object. If any part of the path does not exist, it will be created.
*
* @template T - The type of the object.
* @param obj - The object to modify.
* @param path - The path of the property to set.
* @param value - The value to set.
* @returns The modified object.
*
* @example
* // Set a value in a nested object
* const obj = { a: { b: { c: 3 } } };
* set(obj, 'a.b.c', 4);
* console.log(obj.a.b.c); // 4
*
* @example
* // Set a value in an array
* const arr = [1, 2, 3];
* set(arr, 1, 4);
* console.log(arr[1]); // 4
*
* @example
* // Create non-existent path and set value
* const obj = {};
* set(obj, 'a.b.c', 4);
* console.log(obj); // { a: { b: { c: 4 } } }
*/
function set$1(obj, path, value) {
	return updateWith(obj, path, () => value, () => void 0);
}
// node_modules/es-toolkit/dist/function/noop.mjs
/**
* A no-operation function that does nothing.
* This can be used as a placeholder or default function.
*
* @example
* noop(); // Does nothing
*
* @returns This function does not return anything.
*/
function noop() {}
// node_modules/es-toolkit/dist/predicate/isPlainObject.mjs
/**
* Checks if a given value is a plain object.
*
* @param value - The value to check.
* @returns True if the value is a plain object, otherwise false.
*
* @example
* ```typescript
* // ✅👇 True
*
* isPlainObject({ });                       // ✅
* isPlainObject({ key: 'value' });          // ✅
* isPlainObject({ key: new Date() });       // ✅
* isPlainObject(new Object());              // ✅
* isPlainObject(Object.create(null));       // ✅
* isPlainObject({ nested: { key: true} });  // ✅
* isPlainObject(new Proxy({}, {}));         // ✅
* isPlainObject({ [Symbol('tag')]: 'A' });  // ✅
*
* // ✅👇 (cross-realms, node context, workers, ...)
* const runInNewContext = await import('node:vm').then(
*     (mod) => mod.runInNewContext
* );
* isPlainObject(runInNewContext('({})'));   // ✅
*
* // ❌👇 False
*
* class Test { };
* isPlainObject(new Test())           // ❌
* isPlainObject(10);                  // ❌
* isPlainObject(null);                // ❌
* isPlainObject('hello');             // ❌
* isPlainObject([]);                  // ❌
* isPlainObject(new Date());          // ❌
* isPlainObject(new Uint8Array([1])); // ❌
* isPlainObject(Buffer.from('ABC'));  // ❌
* isPlainObject(Promise.resolve({})); // ❌
* isPlainObject(Object.create({}));   // ❌
* isPlainObject(new (class Cls {}));  // ❌
* isPlainObject(globalThis);          // ❌,
* ```
*/
function isPlainObject(value) {
	if (!value || typeof value !== "object") return false;
	const proto = Object.getPrototypeOf(value);
	if (!(proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null)) return false;
	return Object.prototype.toString.call(value) === "[object Object]";
}
// node_modules/mutative/dist/mutative.esm.mjs
var Operation = {
	Remove: "remove",
	Replace: "replace",
	Add: "add"
};
var PROXY_DRAFT = Symbol.for("__MUTATIVE_PROXY_DRAFT__");
var RAW_RETURN_SYMBOL = Symbol("__MUTATIVE_RAW_RETURN_SYMBOL__");
var iteratorSymbol = Symbol.iterator;
var dataTypes = {
	mutable: "mutable",
	immutable: "immutable"
};
var internal = {};
function has(target, key) {
	return target instanceof Map ? target.has(key) : Object.prototype.hasOwnProperty.call(target, key);
}
function getDescriptor(target, key) {
	if (key in target) {
		let prototype = Reflect.getPrototypeOf(target);
		while (prototype) {
			const descriptor = Reflect.getOwnPropertyDescriptor(prototype, key);
			if (descriptor) return descriptor;
			prototype = Reflect.getPrototypeOf(prototype);
		}
	}
}
function isBaseSetInstance(obj) {
	return Object.getPrototypeOf(obj) === Set.prototype;
}
function isBaseMapInstance(obj) {
	return Object.getPrototypeOf(obj) === Map.prototype;
}
function latest(proxyDraft) {
	var _a;
	return (_a = proxyDraft.copy) !== null && _a !== void 0 ? _a : proxyDraft.original;
}
/**
* Check if the value is a draft
*/
function isDraft(target) {
	return !!getProxyDraft(target);
}
function getProxyDraft(value) {
	if (typeof value !== "object") return null;
	return value === null || value === void 0 ? void 0 : value[PROXY_DRAFT];
}
function getValue(value) {
	var _a;
	const proxyDraft = getProxyDraft(value);
	return proxyDraft ? (_a = proxyDraft.copy) !== null && _a !== void 0 ? _a : proxyDraft.original : value;
}
/**
* Check if a value is draftable
*/
function isDraftable(value, options) {
	if (!value || typeof value !== "object") return false;
	let markResult;
	return Object.getPrototypeOf(value) === Object.prototype || Array.isArray(value) || value instanceof Map || value instanceof Set || !!(options === null || options === void 0 ? void 0 : options.mark) && ((markResult = options.mark(value, dataTypes)) === dataTypes.immutable || typeof markResult === "function");
}
function getPath(target, path = []) {
	if (Object.hasOwnProperty.call(target, "key")) {
		const parentCopy = target.parent.copy;
		const proxyDraft = getProxyDraft(get$1(parentCopy, target.key));
		if (proxyDraft !== null && (proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.original) !== target.original) return null;
		const isSet = target.parent.type === 3;
		const key = isSet ? Array.from(target.parent.setMap.keys()).indexOf(target.key) : target.key;
		if (!(isSet && parentCopy.size > key || has(parentCopy, key))) return null;
		path.push(key);
	}
	if (target.parent) return getPath(target.parent, path);
	path.reverse();
	try {
		resolvePath(target.copy, path);
	} catch (e) {
		return null;
	}
	return path;
}
function getType(target) {
	if (Array.isArray(target)) return 1;
	if (target instanceof Map) return 2;
	if (target instanceof Set) return 3;
	return 0;
}
function get$1(target, key) {
	return getType(target) === 2 ? target.get(key) : target[key];
}
function set(target, key, value) {
	if (getType(target) === 2) target.set(key, value);
	else target[key] = value;
}
function peek(target, key) {
	const state = getProxyDraft(target);
	return (state ? latest(state) : target)[key];
}
function isEqual$1(x, y) {
	if (x === y) return x !== 0 || 1 / x === 1 / y;
	else return x !== x && y !== y;
}
function revokeProxy(proxyDraft) {
	if (!proxyDraft) return;
	while (proxyDraft.finalities.revoke.length > 0) proxyDraft.finalities.revoke.pop()();
}
function escapePath(path, pathAsArray) {
	return pathAsArray ? path : [""].concat(path).map((_item) => {
		const item = `${_item}`;
		if (item.indexOf("/") === -1 && item.indexOf("~") === -1) return item;
		return item.replace(/~/g, "~0").replace(/\//g, "~1");
	}).join("/");
}
function unescapePath(path) {
	if (Array.isArray(path)) return path;
	return path.split("/").map((_item) => _item.replace(/~1/g, "/").replace(/~0/g, "~")).slice(1);
}
function resolvePath(base, path) {
	for (let index = 0; index < path.length - 1; index += 1) {
		const key = path[index];
		base = get$1(getType(base) === 3 ? Array.from(base) : base, key);
		if (typeof base !== "object") throw new Error(`Cannot resolve patch at '${path.join("/")}'.`);
	}
	return base;
}
function strictCopy(target) {
	const copy = Object.create(Object.getPrototypeOf(target));
	Reflect.ownKeys(target).forEach((key) => {
		let desc = Reflect.getOwnPropertyDescriptor(target, key);
		if (desc.enumerable && desc.configurable && desc.writable) {
			copy[key] = target[key];
			return;
		}
		if (!desc.writable) {
			desc.writable = true;
			desc.configurable = true;
		}
		if (desc.get || desc.set) desc = {
			configurable: true,
			writable: true,
			enumerable: desc.enumerable,
			value: target[key]
		};
		Reflect.defineProperty(copy, key, desc);
	});
	return copy;
}
var propIsEnum = Object.prototype.propertyIsEnumerable;
function shallowCopy(original, options) {
	let markResult;
	if (Array.isArray(original)) return Array.prototype.concat.call(original);
	else if (original instanceof Set) {
		if (!isBaseSetInstance(original)) {
			const SubClass = Object.getPrototypeOf(original).constructor;
			return new SubClass(original.values());
		}
		return Set.prototype.difference ? Set.prototype.difference.call(original, /* @__PURE__ */ new Set()) : new Set(original.values());
	} else if (original instanceof Map) {
		if (!isBaseMapInstance(original)) {
			const SubClass = Object.getPrototypeOf(original).constructor;
			return new SubClass(original);
		}
		return new Map(original);
	} else if ((options === null || options === void 0 ? void 0 : options.mark) && (markResult = options.mark(original, dataTypes), markResult !== void 0) && markResult !== dataTypes.mutable) {
		if (markResult === dataTypes.immutable) return strictCopy(original);
		else if (typeof markResult === "function") {
			if (options.enablePatches || options.enableAutoFreeze) throw new Error(`You can't use mark and patches or auto freeze together.`);
			return markResult();
		}
		throw new Error(`Unsupported mark result: ${markResult}`);
	} else if (typeof original === "object" && Object.getPrototypeOf(original) === Object.prototype) {
		const copy = {};
		Object.keys(original).forEach((key) => {
			copy[key] = original[key];
		});
		Object.getOwnPropertySymbols(original).forEach((key) => {
			if (propIsEnum.call(original, key)) copy[key] = original[key];
		});
		return copy;
	} else throw new Error(`Please check mark() to ensure that it is a stable marker draftable function.`);
}
function ensureShallowCopy(target) {
	if (target.copy) return;
	target.copy = shallowCopy(target.original, target.options);
}
function deepClone(target) {
	if (!isDraftable(target)) return getValue(target);
	if (Array.isArray(target)) return target.map(deepClone);
	if (target instanceof Map) {
		const iterable = Array.from(target.entries()).map(([k, v]) => [k, deepClone(v)]);
		if (!isBaseMapInstance(target)) {
			const SubClass = Object.getPrototypeOf(target).constructor;
			return new SubClass(iterable);
		}
		return new Map(iterable);
	}
	if (target instanceof Set) {
		const iterable = Array.from(target).map(deepClone);
		if (!isBaseSetInstance(target)) {
			const SubClass = Object.getPrototypeOf(target).constructor;
			return new SubClass(iterable);
		}
		return new Set(iterable);
	}
	const copy = Object.create(Object.getPrototypeOf(target));
	for (const key in target) copy[key] = deepClone(target[key]);
	return copy;
}
function cloneIfNeeded(target) {
	return isDraft(target) ? deepClone(target) : target;
}
function markChanged(proxyDraft) {
	var _a;
	proxyDraft.assignedMap = (_a = proxyDraft.assignedMap) !== null && _a !== void 0 ? _a : /* @__PURE__ */ new Map();
	if (!proxyDraft.operated) {
		proxyDraft.operated = true;
		if (proxyDraft.parent) markChanged(proxyDraft.parent);
	}
}
function throwFrozenError() {
	throw new Error("Cannot modify frozen object");
}
function deepFreeze(target, subKey, updatedValues, stack, keys) {
	{
		updatedValues = updatedValues !== null && updatedValues !== void 0 ? updatedValues : /* @__PURE__ */ new WeakMap();
		stack = stack !== null && stack !== void 0 ? stack : [];
		keys = keys !== null && keys !== void 0 ? keys : [];
		const value = updatedValues.has(target) ? updatedValues.get(target) : target;
		if (stack.length > 0) {
			const index = stack.indexOf(value);
			if (value && typeof value === "object" && index !== -1) {
				if (stack[0] === value) throw new Error(`Forbids circular reference`);
				throw new Error(`Forbids circular reference: ~/${keys.slice(0, index).map((key, index) => {
					if (typeof key === "symbol") return `[${key.toString()}]`;
					const parent = stack[index];
					if (typeof key === "object" && (parent instanceof Map || parent instanceof Set)) return Array.from(parent.keys()).indexOf(key);
					return key;
				}).join("/")}`);
			}
			stack.push(value);
			keys.push(subKey);
		} else stack.push(value);
	}
	if (Object.isFrozen(target) || isDraft(target)) {
		stack.pop();
		keys.pop();
		return;
	}
	switch (getType(target)) {
		case 2:
			for (const [key, value] of target) {
				deepFreeze(key, key, updatedValues, stack, keys);
				deepFreeze(value, key, updatedValues, stack, keys);
			}
			target.set = target.clear = target.delete = throwFrozenError;
			break;
		case 3:
			for (const value of target) deepFreeze(value, value, updatedValues, stack, keys);
			target.add = target.clear = target.delete = throwFrozenError;
			break;
		case 1:
			Object.freeze(target);
			let index = 0;
			for (const value of target) {
				deepFreeze(value, index, updatedValues, stack, keys);
				index += 1;
			}
			break;
		default:
			Object.freeze(target);
			Object.keys(target).forEach((name) => {
				const value = target[name];
				deepFreeze(value, name, updatedValues, stack, keys);
			});
	}
	stack.pop();
	keys.pop();
}
function forEach(target, iter) {
	const type = getType(target);
	if (type === 0) Reflect.ownKeys(target).forEach((key) => {
		iter(key, target[key], target);
	});
	else if (type === 1) {
		let index = 0;
		for (const entry of target) {
			iter(index, entry, target);
			index += 1;
		}
	} else target.forEach((entry, index) => iter(index, entry, target));
}
function handleValue(target, handledSet, options) {
	if (isDraft(target) || !isDraftable(target, options) || handledSet.has(target) || Object.isFrozen(target)) return;
	const isSet = target instanceof Set;
	const setMap = isSet ? /* @__PURE__ */ new Map() : void 0;
	handledSet.add(target);
	forEach(target, (key, value) => {
		var _a;
		if (isDraft(value)) {
			const proxyDraft = getProxyDraft(value);
			ensureShallowCopy(proxyDraft);
			const updatedValue = ((_a = proxyDraft.assignedMap) === null || _a === void 0 ? void 0 : _a.size) || proxyDraft.operated ? proxyDraft.copy : proxyDraft.original;
			set(isSet ? setMap : target, key, updatedValue);
		} else handleValue(value, handledSet, options);
	});
	if (setMap) {
		const set = target;
		const values = Array.from(set);
		set.clear();
		values.forEach((value) => {
			set.add(setMap.has(value) ? setMap.get(value) : value);
		});
	}
}
function finalizeAssigned(proxyDraft, key) {
	const copy = proxyDraft.type === 3 ? proxyDraft.setMap : proxyDraft.copy;
	if (proxyDraft.finalities.revoke.length > 1 && proxyDraft.assignedMap.get(key) && copy) handleValue(get$1(copy, key), proxyDraft.finalities.handledSet, proxyDraft.options);
}
function finalizeSetValue(target) {
	if (target.type === 3 && target.copy) {
		target.copy.clear();
		target.setMap.forEach((value) => {
			target.copy.add(getValue(value));
		});
	}
}
function finalizePatches(target, generatePatches, patches, inversePatches) {
	if (target.operated && target.assignedMap && target.assignedMap.size > 0 && !target.finalized) {
		if (patches && inversePatches) {
			const basePath = getPath(target);
			if (basePath) generatePatches(target, basePath, patches, inversePatches);
		}
		target.finalized = true;
	}
}
function markFinalization(target, key, value, generatePatches) {
	const proxyDraft = getProxyDraft(value);
	if (proxyDraft) {
		if (!proxyDraft.callbacks) proxyDraft.callbacks = [];
		proxyDraft.callbacks.push((patches, inversePatches) => {
			var _a;
			const copy = target.type === 3 ? target.setMap : target.copy;
			if (isEqual$1(get$1(copy, key), value)) {
				let updatedValue = proxyDraft.original;
				if (proxyDraft.copy) updatedValue = proxyDraft.copy;
				finalizeSetValue(target);
				finalizePatches(target, generatePatches, patches, inversePatches);
				if (target.options.enableAutoFreeze) {
					target.options.updatedValues = (_a = target.options.updatedValues) !== null && _a !== void 0 ? _a : /* @__PURE__ */ new WeakMap();
					target.options.updatedValues.set(updatedValue, proxyDraft.original);
				}
				set(copy, key, updatedValue);
			}
		});
		if (target.options.enableAutoFreeze) {
			if (proxyDraft.finalities !== target.finalities) target.options.enableAutoFreeze = false;
		}
	}
	if (isDraftable(value, target.options)) target.finalities.draft.push(() => {
		if (isEqual$1(get$1(target.type === 3 ? target.setMap : target.copy, key), value)) finalizeAssigned(target, key);
	});
}
function generateArrayPatches(proxyState, basePath, patches, inversePatches, pathAsArray) {
	let { original, assignedMap, options } = proxyState;
	let copy = proxyState.copy;
	if (copy.length < original.length) {
		[original, copy] = [copy, original];
		[patches, inversePatches] = [inversePatches, patches];
	}
	for (let index = 0; index < original.length; index += 1) if (assignedMap.get(index.toString()) && copy[index] !== original[index]) {
		const path = escapePath(basePath.concat([index]), pathAsArray);
		patches.push({
			op: Operation.Replace,
			path,
			value: cloneIfNeeded(copy[index])
		});
		inversePatches.push({
			op: Operation.Replace,
			path,
			value: cloneIfNeeded(original[index])
		});
	}
	for (let index = original.length; index < copy.length; index += 1) {
		const path = escapePath(basePath.concat([index]), pathAsArray);
		patches.push({
			op: Operation.Add,
			path,
			value: cloneIfNeeded(copy[index])
		});
	}
	if (original.length < copy.length) {
		const { arrayLengthAssignment = true } = options.enablePatches;
		if (arrayLengthAssignment) {
			const path = escapePath(basePath.concat(["length"]), pathAsArray);
			inversePatches.push({
				op: Operation.Replace,
				path,
				value: original.length
			});
		} else for (let index = copy.length; original.length < index; index -= 1) {
			const path = escapePath(basePath.concat([index - 1]), pathAsArray);
			inversePatches.push({
				op: Operation.Remove,
				path
			});
		}
	}
}
function generatePatchesFromAssigned({ original, copy, assignedMap }, basePath, patches, inversePatches, pathAsArray) {
	assignedMap.forEach((assignedValue, key) => {
		const originalValue = get$1(original, key);
		const value = cloneIfNeeded(get$1(copy, key));
		const op = !assignedValue ? Operation.Remove : has(original, key) ? Operation.Replace : Operation.Add;
		if (isEqual$1(originalValue, value) && op === Operation.Replace) return;
		const path = escapePath(basePath.concat(key), pathAsArray);
		patches.push(op === Operation.Remove ? {
			op,
			path
		} : {
			op,
			path,
			value
		});
		inversePatches.push(op === Operation.Add ? {
			op: Operation.Remove,
			path
		} : op === Operation.Remove ? {
			op: Operation.Add,
			path,
			value: originalValue
		} : {
			op: Operation.Replace,
			path,
			value: originalValue
		});
	});
}
function generateSetPatches({ original, copy }, basePath, patches, inversePatches, pathAsArray) {
	let index = 0;
	original.forEach((value) => {
		if (!copy.has(value)) {
			const path = escapePath(basePath.concat([index]), pathAsArray);
			patches.push({
				op: Operation.Remove,
				path,
				value
			});
			inversePatches.unshift({
				op: Operation.Add,
				path,
				value
			});
		}
		index += 1;
	});
	index = 0;
	copy.forEach((value) => {
		if (!original.has(value)) {
			const path = escapePath(basePath.concat([index]), pathAsArray);
			patches.push({
				op: Operation.Add,
				path,
				value
			});
			inversePatches.unshift({
				op: Operation.Remove,
				path,
				value
			});
		}
		index += 1;
	});
}
function generatePatches(proxyState, basePath, patches, inversePatches) {
	const { pathAsArray = true } = proxyState.options.enablePatches;
	switch (proxyState.type) {
		case 0:
		case 2: return generatePatchesFromAssigned(proxyState, basePath, patches, inversePatches, pathAsArray);
		case 1: return generateArrayPatches(proxyState, basePath, patches, inversePatches, pathAsArray);
		case 3: return generateSetPatches(proxyState, basePath, patches, inversePatches, pathAsArray);
	}
}
var readable = false;
var checkReadable = (value, options, ignoreCheckDraftable = false) => {
	if (typeof value === "object" && value !== null && (!isDraftable(value, options) || ignoreCheckDraftable) && !readable) throw new Error(`Strict mode: Mutable data cannot be accessed directly, please use 'unsafe(callback)' wrap.`);
};
var mapHandler = {
	get size() {
		return latest(getProxyDraft(this)).size;
	},
	has(key) {
		return latest(getProxyDraft(this)).has(key);
	},
	set(key, value) {
		const target = getProxyDraft(this);
		const source = latest(target);
		if (!source.has(key) || !isEqual$1(source.get(key), value)) {
			ensureShallowCopy(target);
			markChanged(target);
			target.assignedMap.set(key, true);
			target.copy.set(key, value);
			markFinalization(target, key, value, generatePatches);
		}
		return this;
	},
	delete(key) {
		if (!this.has(key)) return false;
		const target = getProxyDraft(this);
		ensureShallowCopy(target);
		markChanged(target);
		if (target.original.has(key)) target.assignedMap.set(key, false);
		else target.assignedMap.delete(key);
		target.copy.delete(key);
		return true;
	},
	clear() {
		const target = getProxyDraft(this);
		if (!this.size) return;
		ensureShallowCopy(target);
		markChanged(target);
		target.assignedMap = /* @__PURE__ */ new Map();
		for (const [key] of target.original) target.assignedMap.set(key, false);
		target.copy.clear();
	},
	forEach(callback, thisArg) {
		latest(getProxyDraft(this)).forEach((_value, _key) => {
			callback.call(thisArg, this.get(_key), _key, this);
		});
	},
	get(key) {
		var _a, _b;
		const target = getProxyDraft(this);
		const value = latest(target).get(key);
		const mutable = ((_b = (_a = target.options).mark) === null || _b === void 0 ? void 0 : _b.call(_a, value, dataTypes)) === dataTypes.mutable;
		if (target.options.strict) checkReadable(value, target.options, mutable);
		if (mutable) return value;
		if (target.finalized || !isDraftable(value, target.options)) return value;
		if (value !== target.original.get(key)) return value;
		const draft = internal.createDraft({
			original: value,
			parentDraft: target,
			key,
			finalities: target.finalities,
			options: target.options
		});
		ensureShallowCopy(target);
		target.copy.set(key, draft);
		return draft;
	},
	keys() {
		return latest(getProxyDraft(this)).keys();
	},
	values() {
		const iterator = this.keys();
		return {
			[iteratorSymbol]: () => this.values(),
			next: () => {
				const result = iterator.next();
				if (result.done) return result;
				return {
					done: false,
					value: this.get(result.value)
				};
			}
		};
	},
	entries() {
		const iterator = this.keys();
		return {
			[iteratorSymbol]: () => this.entries(),
			next: () => {
				const result = iterator.next();
				if (result.done) return result;
				const value = this.get(result.value);
				return {
					done: false,
					value: [result.value, value]
				};
			}
		};
	},
	[iteratorSymbol]() {
		return this.entries();
	}
};
var mapHandlerKeys = Reflect.ownKeys(mapHandler);
var getNextIterator = (target, iterator, { isValuesIterator }) => () => {
	var _a, _b;
	const result = iterator.next();
	if (result.done) return result;
	const key = result.value;
	let value = target.setMap.get(key);
	const currentDraft = getProxyDraft(value);
	const mutable = ((_b = (_a = target.options).mark) === null || _b === void 0 ? void 0 : _b.call(_a, value, dataTypes)) === dataTypes.mutable;
	if (target.options.strict) checkReadable(key, target.options, mutable);
	if (!mutable && !currentDraft && isDraftable(key, target.options) && !target.finalized && target.original.has(key)) {
		const proxy = internal.createDraft({
			original: key,
			parentDraft: target,
			key,
			finalities: target.finalities,
			options: target.options
		});
		target.setMap.set(key, proxy);
		value = proxy;
	} else if (currentDraft) value = currentDraft.proxy;
	return {
		done: false,
		value: isValuesIterator ? value : [value, value]
	};
};
var setHandler = {
	get size() {
		return getProxyDraft(this).setMap.size;
	},
	has(value) {
		const target = getProxyDraft(this);
		if (target.setMap.has(value)) return true;
		ensureShallowCopy(target);
		const valueProxyDraft = getProxyDraft(value);
		if (valueProxyDraft && target.setMap.has(valueProxyDraft.original)) return true;
		return false;
	},
	add(value) {
		const target = getProxyDraft(this);
		if (!this.has(value)) {
			ensureShallowCopy(target);
			markChanged(target);
			target.assignedMap.set(value, true);
			target.setMap.set(value, value);
			markFinalization(target, value, value, generatePatches);
		}
		return this;
	},
	delete(value) {
		if (!this.has(value)) return false;
		const target = getProxyDraft(this);
		ensureShallowCopy(target);
		markChanged(target);
		const valueProxyDraft = getProxyDraft(value);
		if (valueProxyDraft && target.setMap.has(valueProxyDraft.original)) {
			target.assignedMap.set(valueProxyDraft.original, false);
			return target.setMap.delete(valueProxyDraft.original);
		}
		if (!valueProxyDraft && target.setMap.has(value)) target.assignedMap.set(value, false);
		else target.assignedMap.delete(value);
		return target.setMap.delete(value);
	},
	clear() {
		if (!this.size) return;
		const target = getProxyDraft(this);
		ensureShallowCopy(target);
		markChanged(target);
		for (const value of target.original) target.assignedMap.set(value, false);
		target.setMap.clear();
	},
	values() {
		const target = getProxyDraft(this);
		ensureShallowCopy(target);
		const iterator = target.setMap.keys();
		return {
			[Symbol.iterator]: () => this.values(),
			next: getNextIterator(target, iterator, { isValuesIterator: true })
		};
	},
	entries() {
		const target = getProxyDraft(this);
		ensureShallowCopy(target);
		const iterator = target.setMap.keys();
		return {
			[Symbol.iterator]: () => this.entries(),
			next: getNextIterator(target, iterator, { isValuesIterator: false })
		};
	},
	keys() {
		return this.values();
	},
	[iteratorSymbol]() {
		return this.values();
	},
	forEach(callback, thisArg) {
		const iterator = this.values();
		let result = iterator.next();
		while (!result.done) {
			callback.call(thisArg, result.value, result.value, this);
			result = iterator.next();
		}
	}
};
if (Set.prototype.difference) Object.assign(setHandler, {
	intersection(other) {
		return Set.prototype.intersection.call(new Set(this.values()), other);
	},
	union(other) {
		return Set.prototype.union.call(new Set(this.values()), other);
	},
	difference(other) {
		return Set.prototype.difference.call(new Set(this.values()), other);
	},
	symmetricDifference(other) {
		return Set.prototype.symmetricDifference.call(new Set(this.values()), other);
	},
	isSubsetOf(other) {
		return Set.prototype.isSubsetOf.call(new Set(this.values()), other);
	},
	isSupersetOf(other) {
		return Set.prototype.isSupersetOf.call(new Set(this.values()), other);
	},
	isDisjointFrom(other) {
		return Set.prototype.isDisjointFrom.call(new Set(this.values()), other);
	}
});
var setHandlerKeys = Reflect.ownKeys(setHandler);
var proxyHandler = {
	get(target, key, receiver) {
		var _a, _b;
		const copy = (_a = target.copy) === null || _a === void 0 ? void 0 : _a[key];
		if (copy && target.finalities.draftsCache.has(copy)) return copy;
		if (key === PROXY_DRAFT) return target;
		let markResult;
		if (target.options.mark) {
			const value = key === "size" && (target.original instanceof Map || target.original instanceof Set) ? Reflect.get(target.original, key) : Reflect.get(target.original, key, receiver);
			markResult = target.options.mark(value, dataTypes);
			if (markResult === dataTypes.mutable) {
				if (target.options.strict) checkReadable(value, target.options, true);
				return value;
			}
		}
		const source = latest(target);
		if (source instanceof Map && mapHandlerKeys.includes(key)) {
			if (key === "size") return Object.getOwnPropertyDescriptor(mapHandler, "size").get.call(target.proxy);
			return mapHandler[key].bind(target.proxy);
		}
		if (source instanceof Set && setHandlerKeys.includes(key)) {
			if (key === "size") return Object.getOwnPropertyDescriptor(setHandler, "size").get.call(target.proxy);
			return setHandler[key].bind(target.proxy);
		}
		if (!has(source, key)) {
			const desc = getDescriptor(source, key);
			return desc ? `value` in desc ? desc.value : (_b = desc.get) === null || _b === void 0 ? void 0 : _b.call(target.proxy) : void 0;
		}
		const value = source[key];
		if (target.options.strict) checkReadable(value, target.options);
		if (target.finalized || !isDraftable(value, target.options)) return value;
		if (value === peek(target.original, key)) {
			ensureShallowCopy(target);
			target.copy[key] = createDraft({
				original: target.original[key],
				parentDraft: target,
				key: target.type === 1 ? Number(key) : key,
				finalities: target.finalities,
				options: target.options
			});
			if (typeof markResult === "function") {
				const subProxyDraft = getProxyDraft(target.copy[key]);
				ensureShallowCopy(subProxyDraft);
				markChanged(subProxyDraft);
				return subProxyDraft.copy;
			}
			return target.copy[key];
		}
		if (isDraft(value)) target.finalities.draftsCache.add(value);
		return value;
	},
	set(target, key, value) {
		var _a;
		if (target.type === 3 || target.type === 2) throw new Error(`Map/Set draft does not support any property assignment.`);
		let _key;
		if (target.type === 1 && key !== "length" && !(Number.isInteger(_key = Number(key)) && _key >= 0 && (key === 0 || _key === 0 || String(_key) === String(key)))) throw new Error(`Only supports setting array indices and the 'length' property.`);
		const desc = getDescriptor(latest(target), key);
		if (desc === null || desc === void 0 ? void 0 : desc.set) {
			desc.set.call(target.proxy, value);
			return true;
		}
		const current = peek(latest(target), key);
		const currentProxyDraft = getProxyDraft(current);
		if (currentProxyDraft && isEqual$1(currentProxyDraft.original, value)) {
			target.copy[key] = value;
			target.assignedMap = (_a = target.assignedMap) !== null && _a !== void 0 ? _a : /* @__PURE__ */ new Map();
			target.assignedMap.set(key, false);
			return true;
		}
		if (isEqual$1(value, current) && (value !== void 0 || has(target.original, key))) return true;
		ensureShallowCopy(target);
		markChanged(target);
		if (has(target.original, key) && isEqual$1(value, target.original[key])) target.assignedMap.delete(key);
		else target.assignedMap.set(key, true);
		target.copy[key] = value;
		markFinalization(target, key, value, generatePatches);
		return true;
	},
	has(target, key) {
		return key in latest(target);
	},
	ownKeys(target) {
		return Reflect.ownKeys(latest(target));
	},
	getOwnPropertyDescriptor(target, key) {
		const source = latest(target);
		const descriptor = Reflect.getOwnPropertyDescriptor(source, key);
		if (!descriptor) return descriptor;
		return {
			writable: true,
			configurable: target.type !== 1 || key !== "length",
			enumerable: descriptor.enumerable,
			value: source[key]
		};
	},
	getPrototypeOf(target) {
		return Reflect.getPrototypeOf(target.original);
	},
	setPrototypeOf() {
		throw new Error(`Cannot call 'setPrototypeOf()' on drafts`);
	},
	defineProperty() {
		throw new Error(`Cannot call 'defineProperty()' on drafts`);
	},
	deleteProperty(target, key) {
		var _a;
		if (target.type === 1) return proxyHandler.set.call(this, target, key, void 0, target.proxy);
		if (peek(target.original, key) !== void 0 || key in target.original) {
			ensureShallowCopy(target);
			markChanged(target);
			target.assignedMap.set(key, false);
		} else {
			target.assignedMap = (_a = target.assignedMap) !== null && _a !== void 0 ? _a : /* @__PURE__ */ new Map();
			target.assignedMap.delete(key);
		}
		if (target.copy) delete target.copy[key];
		return true;
	}
};
function createDraft(createDraftOptions) {
	const { original, parentDraft, key, finalities, options } = createDraftOptions;
	const type = getType(original);
	const proxyDraft = {
		type,
		finalized: false,
		parent: parentDraft,
		original,
		copy: null,
		proxy: null,
		finalities,
		options,
		setMap: type === 3 ? new Map(original.entries()) : void 0
	};
	if (key || "key" in createDraftOptions) proxyDraft.key = key;
	const { proxy, revoke } = Proxy.revocable(type === 1 ? Object.assign([], proxyDraft) : proxyDraft, proxyHandler);
	finalities.revoke.push(revoke);
	proxyDraft.proxy = proxy;
	if (parentDraft) {
		const target = parentDraft;
		target.finalities.draft.push((patches, inversePatches) => {
			var _a, _b;
			const oldProxyDraft = getProxyDraft(proxy);
			let copy = target.type === 3 ? target.setMap : target.copy;
			const draft = get$1(copy, key);
			const proxyDraft = getProxyDraft(draft);
			if (proxyDraft) {
				let updatedValue = proxyDraft.original;
				if (proxyDraft.operated) updatedValue = getValue(draft);
				finalizeSetValue(proxyDraft);
				finalizePatches(proxyDraft, generatePatches, patches, inversePatches);
				if (target.options.enableAutoFreeze) {
					target.options.updatedValues = (_a = target.options.updatedValues) !== null && _a !== void 0 ? _a : /* @__PURE__ */ new WeakMap();
					target.options.updatedValues.set(updatedValue, proxyDraft.original);
				}
				set(copy, key, updatedValue);
			}
			(_b = oldProxyDraft.callbacks) === null || _b === void 0 || _b.forEach((callback) => {
				callback(patches, inversePatches);
			});
		});
	} else {
		const target = getProxyDraft(proxy);
		target.finalities.draft.push((patches, inversePatches) => {
			finalizeSetValue(target);
			finalizePatches(target, generatePatches, patches, inversePatches);
		});
	}
	return proxy;
}
internal.createDraft = createDraft;
function finalizeDraft(result, returnedValue, patches, inversePatches, enableAutoFreeze) {
	var _a;
	const proxyDraft = getProxyDraft(result);
	const original = (_a = proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.original) !== null && _a !== void 0 ? _a : result;
	const hasReturnedValue = !!returnedValue.length;
	if (proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.operated) while (proxyDraft.finalities.draft.length > 0) proxyDraft.finalities.draft.pop()(patches, inversePatches);
	const state = hasReturnedValue ? returnedValue[0] : proxyDraft ? proxyDraft.operated ? proxyDraft.copy : proxyDraft.original : result;
	if (proxyDraft) revokeProxy(proxyDraft);
	if (enableAutoFreeze) deepFreeze(state, state, proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.options.updatedValues);
	return [
		state,
		patches && hasReturnedValue ? [{
			op: Operation.Replace,
			path: [],
			value: returnedValue[0]
		}] : patches,
		inversePatches && hasReturnedValue ? [{
			op: Operation.Replace,
			path: [],
			value: original
		}] : inversePatches
	];
}
function draftify(baseState, options) {
	var _a;
	const finalities = {
		draft: [],
		revoke: [],
		handledSet: /* @__PURE__ */ new WeakSet(),
		draftsCache: /* @__PURE__ */ new WeakSet()
	};
	let patches;
	let inversePatches;
	if (options.enablePatches) {
		patches = [];
		inversePatches = [];
	}
	const draft = ((_a = options.mark) === null || _a === void 0 ? void 0 : _a.call(options, baseState, dataTypes)) === dataTypes.mutable || !isDraftable(baseState, options) ? baseState : createDraft({
		original: baseState,
		parentDraft: null,
		finalities,
		options
	});
	return [draft, (returnedValue = []) => {
		const [finalizedState, finalizedPatches, finalizedInversePatches] = finalizeDraft(draft, returnedValue, patches, inversePatches, options.enableAutoFreeze);
		return options.enablePatches ? [
			finalizedState,
			finalizedPatches,
			finalizedInversePatches
		] : finalizedState;
	}];
}
function handleReturnValue(options) {
	const { rootDraft, value, useRawReturn = false, isRoot = true } = options;
	forEach(value, (key, item, source) => {
		const proxyDraft = getProxyDraft(item);
		if (proxyDraft && rootDraft && proxyDraft.finalities === rootDraft.finalities) {
			options.isContainDraft = true;
			const currentValue = proxyDraft.original;
			if (source instanceof Set) {
				const arr = Array.from(source);
				source.clear();
				arr.forEach((_item) => source.add(key === _item ? currentValue : _item));
			} else set(source, key, currentValue);
		} else if (typeof item === "object" && item !== null) {
			options.value = item;
			options.isRoot = false;
			handleReturnValue(options);
		}
	});
	if (isRoot) {
		if (!options.isContainDraft) console.warn(`The return value does not contain any draft, please use 'rawReturn()' to wrap the return value to improve performance.`);
		if (useRawReturn) console.warn(`The return value contains drafts, please don't use 'rawReturn()' to wrap the return value.`);
	}
}
function getCurrent(target) {
	var _a;
	const proxyDraft = getProxyDraft(target);
	if (!isDraftable(target, proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.options)) return target;
	const type = getType(target);
	if (proxyDraft && !proxyDraft.operated) return proxyDraft.original;
	let currentValue;
	function ensureShallowCopy() {
		currentValue = type === 2 ? !isBaseMapInstance(target) ? new (Object.getPrototypeOf(target)).constructor(target) : new Map(target) : type === 3 ? Array.from(proxyDraft.setMap.values()) : shallowCopy(target, proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.options);
	}
	if (proxyDraft) {
		proxyDraft.finalized = true;
		try {
			ensureShallowCopy();
		} finally {
			proxyDraft.finalized = false;
		}
	} else currentValue = target;
	forEach(currentValue, (key, value) => {
		if (proxyDraft && isEqual$1(get$1(proxyDraft.original, key), value)) return;
		const newValue = getCurrent(value);
		if (newValue !== value) {
			if (currentValue === target) ensureShallowCopy();
			set(currentValue, key, newValue);
		}
	});
	if (type === 3) {
		const value = (_a = proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.original) !== null && _a !== void 0 ? _a : currentValue;
		return !isBaseSetInstance(value) ? new (Object.getPrototypeOf(value)).constructor(currentValue) : new Set(currentValue);
	}
	return currentValue;
}
function current(target) {
	if (!isDraft(target)) throw new Error(`current() is only used for Draft, parameter: ${target}`);
	return getCurrent(target);
}
/**
* `makeCreator(options)` to make a creator function.
*
* ## Example
*
* ```ts
* import { makeCreator } from '../index';
*
* const baseState = { foo: { bar: 'str' }, arr: [] };
* const create = makeCreator({ enableAutoFreeze: true });
* const state = create(
*   baseState,
*   (draft) => {
*     draft.foo.bar = 'str2';
*   },
* );
*
* expect(state).toEqual({ foo: { bar: 'str2' }, arr: [] });
* expect(state).not.toBe(baseState);
* expect(state.foo).not.toBe(baseState.foo);
* expect(state.arr).toBe(baseState.arr);
* expect(Object.isFrozen(state)).toBeTruthy();
* ```
*/
var makeCreator = (arg) => {
	if (arg !== void 0 && Object.prototype.toString.call(arg) !== "[object Object]") throw new Error(`Invalid options: ${String(arg)}, 'options' should be an object.`);
	return function create(arg0, arg1, arg2) {
		var _a, _b, _c;
		if (typeof arg0 === "function" && typeof arg1 !== "function") return function(base, ...args) {
			return create(base, (draft) => arg0.call(this, draft, ...args), arg1);
		};
		const base = arg0;
		const mutate = arg1;
		let options = arg2;
		if (typeof arg1 !== "function") options = arg1;
		if (options !== void 0 && Object.prototype.toString.call(options) !== "[object Object]") throw new Error(`Invalid options: ${options}, 'options' should be an object.`);
		options = Object.assign(Object.assign({}, arg), options);
		const state = isDraft(base) ? current(base) : base;
		const mark = Array.isArray(options.mark) ? ((value, types) => {
			for (const mark of options.mark) {
				if (typeof mark !== "function") throw new Error(`Invalid mark: ${mark}, 'mark' should be a function.`);
				const result = mark(value, types);
				if (result) return result;
			}
		}) : options.mark;
		const enablePatches = (_a = options.enablePatches) !== null && _a !== void 0 ? _a : false;
		const strict = (_b = options.strict) !== null && _b !== void 0 ? _b : false;
		const _options = {
			enableAutoFreeze: (_c = options.enableAutoFreeze) !== null && _c !== void 0 ? _c : false,
			mark,
			strict,
			enablePatches
		};
		if (!isDraftable(state, _options) && typeof state === "object" && state !== null) throw new Error(`Invalid base state: create() only supports plain objects, arrays, Set, Map or using mark() to mark the state as immutable.`);
		const [draft, finalize] = draftify(state, _options);
		if (typeof arg1 !== "function") {
			if (!isDraftable(state, _options)) throw new Error(`Invalid base state: create() only supports plain objects, arrays, Set, Map or using mark() to mark the state as immutable.`);
			return [draft, finalize];
		}
		let result;
		try {
			result = mutate(draft);
		} catch (error) {
			revokeProxy(getProxyDraft(draft));
			throw error;
		}
		const returnValue = (value) => {
			const proxyDraft = getProxyDraft(draft);
			if (!isDraft(value)) {
				if (value !== void 0 && !isEqual$1(value, draft) && (proxyDraft === null || proxyDraft === void 0 ? void 0 : proxyDraft.operated)) throw new Error(`Either the value is returned as a new non-draft value, or only the draft is modified without returning any value.`);
				const rawReturnValue = value === null || value === void 0 ? void 0 : value[RAW_RETURN_SYMBOL];
				if (rawReturnValue) {
					const _value = rawReturnValue[0];
					if (_options.strict && typeof value === "object" && value !== null) handleReturnValue({
						rootDraft: proxyDraft,
						value,
						useRawReturn: true
					});
					return finalize([_value]);
				}
				if (value !== void 0) {
					if (typeof value === "object" && value !== null) handleReturnValue({
						rootDraft: proxyDraft,
						value
					});
					return finalize([value]);
				}
			}
			if (value === draft || value === void 0) return finalize([]);
			const returnedProxyDraft = getProxyDraft(value);
			if (_options === returnedProxyDraft.options) {
				if (returnedProxyDraft.operated) throw new Error(`Cannot return a modified child draft.`);
				return finalize([current(value)]);
			}
			return finalize([value]);
		};
		if (result instanceof Promise) return result.then(returnValue, (error) => {
			revokeProxy(getProxyDraft(draft));
			throw error;
		});
		return returnValue(result);
	};
};
/**
* `create(baseState, callback, options)` to create the next state
*
* ## Example
*
* ```ts
* import { create } from '../index';
*
* const baseState = { foo: { bar: 'str' }, arr: [] };
* const state = create(
*   baseState,
*   (draft) => {
*     draft.foo.bar = 'str2';
*   },
* );
*
* expect(state).toEqual({ foo: { bar: 'str2' }, arr: [] });
* expect(state).not.toBe(baseState);
* expect(state.foo).not.toBe(baseState.foo);
* expect(state.arr).toBe(baseState.arr);
* ```
*/
var create = makeCreator();
/**
* `apply(state, patches)` to apply patches to state
*
* ## Example
*
* ```ts
* import { create, apply } from '../index';
*
* const baseState = { foo: { bar: 'str' }, arr: [] };
* const [state, patches] = create(
*   baseState,
*   (draft) => {
*     draft.foo.bar = 'str2';
*   },
*   { enablePatches: true }
* );
* expect(state).toEqual({ foo: { bar: 'str2' }, arr: [] });
* expect(patches).toEqual([{ op: 'replace', path: ['foo', 'bar'], value: 'str2' }]);
* expect(state).toEqual(apply(baseState, patches));
* ```
*/
function apply(state, patches, applyOptions) {
	let i;
	for (i = patches.length - 1; i >= 0; i -= 1) {
		const { value, op, path } = patches[i];
		if (!path.length && op === Operation.Replace || path === "" && op === Operation.Add) {
			state = value;
			break;
		}
	}
	if (i > -1) patches = patches.slice(i + 1);
	const mutate = (draft) => {
		patches.forEach((patch) => {
			const { path: _path, op } = patch;
			const path = unescapePath(_path);
			let base = draft;
			for (let index = 0; index < path.length - 1; index += 1) {
				const parentType = getType(base);
				let key = path[index];
				if (typeof key !== "string" && typeof key !== "number") key = String(key);
				if ((parentType === 0 || parentType === 1) && (key === "__proto__" || key === "constructor") || typeof base === "function" && key === "prototype") throw new Error(`Patching reserved attributes like __proto__ and constructor is not allowed.`);
				base = get$1(parentType === 3 ? Array.from(base) : base, key);
				if (typeof base !== "object") throw new Error(`Cannot apply patch at '${path.join("/")}'.`);
			}
			const type = getType(base);
			const value = deepClone(patch.value);
			const key = path[path.length - 1];
			switch (op) {
				case Operation.Replace: switch (type) {
					case 2: return base.set(key, value);
					case 3: throw new Error(`Cannot apply replace patch to set.`);
					default: return base[key] = value;
				}
				case Operation.Add: switch (type) {
					case 1: return key === "-" ? base.push(value) : base.splice(key, 0, value);
					case 2: return base.set(key, value);
					case 3: return base.add(value);
					default: return base[key] = value;
				}
				case Operation.Remove: switch (type) {
					case 1: return base.splice(key, 1);
					case 2: return base.delete(key);
					case 3: return base.delete(patch.value);
					default: return delete base[key];
				}
				default: throw new Error(`Unsupported patch operation: ${op}.`);
			}
		});
	};
	if (applyOptions === null || applyOptions === void 0 ? void 0 : applyOptions.mutable) {
		if (Object.keys(applyOptions).filter((key) => key !== "mutable").length) console.warn("The \"mutable\" option is not allowed to be used with other options.");
		mutate(state);
		return;
	}
	if (isDraft(state)) {
		if (applyOptions !== void 0) throw new Error(`Cannot apply patches with options to a draft.`);
		mutate(state);
		return state;
	}
	return create(state, mutate, Object.assign(Object.assign({}, applyOptions), { enablePatches: false }));
}
Object.prototype.constructor.toString();
// node_modules/es-toolkit/dist/predicate/isEqualWith.mjs
/**
* Compares two values for equality using a custom comparison function.
*
* The custom function allows for fine-tuned control over the comparison process. If it returns a boolean, that result determines the equality. If it returns undefined, the function falls back to the default equality comparison.
*
* This function also uses the custom equality function to compare values inside objects,
* arrays, maps, sets, and other complex structures, ensuring a deep comparison.
*
* This approach provides flexibility in handling complex comparisons while maintaining efficient default behavior for simpler cases.
*
* The custom comparison function can take up to six parameters:
* - `x`: The value from the first object `a`.
* - `y`: The value from the second object `b`.
* - `property`: The property key used to get `x` and `y`.
* - `xParent`: The parent of the first value `x`.
* - `yParent`: The parent of the second value `y`.
* - `stack`: An internal stack (Map) to handle circular references.
*
* @param a - The first value to compare.
* @param b - The second value to compare.
* @param areValuesEqual - A function to customize the comparison.
*   If it returns a boolean, that result will be used. If it returns undefined,
*   the default equality comparison will be used.
* @returns `true` if the values are equal according to the customizer, otherwise `false`.
*
* @example
* const customizer = (a, b) => {
*   if (typeof a === 'string' && typeof b === 'string') {
*     return a.toLowerCase() === b.toLowerCase();
*   }
* };
* isEqualWith('Hello', 'hello', customizer); // true
* isEqualWith({ a: 'Hello' }, { a: 'hello' }, customizer); // true
* isEqualWith([1, 2, 3], [1, 2, 3], customizer); // true
*/
function isEqualWith(a, b, areValuesEqual) {
	return isEqualWithImpl(a, b, void 0, void 0, void 0, void 0, areValuesEqual);
}
function isEqualWithImpl(a, b, property, aParent, bParent, stack, areValuesEqual) {
	const result = areValuesEqual(a, b, property, aParent, bParent, stack);
	if (result !== void 0) return result;
	if (typeof a === typeof b) switch (typeof a) {
		case "bigint":
		case "string":
		case "boolean":
		case "symbol":
		case "undefined": return a === b;
		case "number": return a === b || Object.is(a, b);
		case "function": return a === b;
		case "object": return areObjectsEqual(a, b, stack, areValuesEqual);
	}
	return areObjectsEqual(a, b, stack, areValuesEqual);
}
function areObjectsEqual(a, b, stack, areValuesEqual) {
	if (Object.is(a, b)) return true;
	let aTag = getTag(a);
	let bTag = getTag(b);
	if (aTag === "[object Arguments]") aTag = objectTag;
	if (bTag === "[object Arguments]") bTag = objectTag;
	if (aTag !== bTag) return false;
	switch (aTag) {
		case stringTag: return a.toString() === b.toString();
		case numberTag: return eq(a.valueOf(), b.valueOf());
		case booleanTag:
		case dateTag:
		case symbolTag: return Object.is(a.valueOf(), b.valueOf());
		case regexpTag: return a.source === b.source && a.flags === b.flags;
		case functionTag: return a === b;
	}
	stack = stack ?? /* @__PURE__ */ new Map();
	const aStack = stack.get(a);
	const bStack = stack.get(b);
	if (aStack != null && bStack != null) return aStack === b;
	stack.set(a, b);
	stack.set(b, a);
	try {
		switch (aTag) {
			case mapTag:
				if (a.size !== b.size) return false;
				for (const [key, value] of a.entries()) if (!b.has(key) || !isEqualWithImpl(value, b.get(key), key, a, b, stack, areValuesEqual)) return false;
				return true;
			case setTag: {
				if (a.size !== b.size) return false;
				const aValues = Array.from(a.values());
				const bValues = Array.from(b.values());
				for (let i = 0; i < aValues.length; i++) {
					const aValue = aValues[i];
					const index = bValues.findIndex((bValue) => {
						return isEqualWithImpl(aValue, bValue, void 0, a, b, stack, areValuesEqual);
					});
					if (index === -1) return false;
					bValues.splice(index, 1);
				}
				return true;
			}
			case arrayTag:
			case uint8ArrayTag:
			case uint8ClampedArrayTag:
			case uint16ArrayTag:
			case uint32ArrayTag:
			case bigUint64ArrayTag:
			case int8ArrayTag:
			case int16ArrayTag:
			case int32ArrayTag:
			case bigInt64ArrayTag:
			case float32ArrayTag:
			case float64ArrayTag:
				if (isBuffer(a) !== isBuffer(b)) return false;
				if (a.length !== b.length) return false;
				for (let i = 0; i < a.length; i++) if (!isEqualWithImpl(a[i], b[i], i, a, b, stack, areValuesEqual)) return false;
				return true;
			case arrayBufferTag:
				if (a.byteLength !== b.byteLength) return false;
				return areObjectsEqual(new Uint8Array(a), new Uint8Array(b), stack, areValuesEqual);
			case dataViewTag:
				if (a.byteLength !== b.byteLength || a.byteOffset !== b.byteOffset) return false;
				return areObjectsEqual(new Uint8Array(a), new Uint8Array(b), stack, areValuesEqual);
			case errorTag: return a.name === b.name && a.message === b.message;
			case objectTag: {
				if (!(areObjectsEqual(a.constructor, b.constructor, stack, areValuesEqual) || isPlainObject(a) && isPlainObject(b))) return false;
				const aKeys = [...Object.keys(a), ...getSymbols(a)];
				const bKeys = [...Object.keys(b), ...getSymbols(b)];
				if (aKeys.length !== bKeys.length) return false;
				for (let i = 0; i < aKeys.length; i++) {
					const propKey = aKeys[i];
					const aProp = a[propKey];
					if (!Object.hasOwn(b, propKey)) return false;
					const bProp = b[propKey];
					if (!isEqualWithImpl(aProp, bProp, propKey, a, b, stack, areValuesEqual)) return false;
				}
				return true;
			}
			default: return false;
		}
	} finally {
		stack.delete(a);
		stack.delete(b);
	}
}
// node_modules/es-toolkit/dist/predicate/isEqual.mjs
/**
* Checks if two values are equal, including support for `Date`, `RegExp`, and deep object comparison.
*
* @param a - The first value to compare.
* @param b - The second value to compare.
* @returns `true` if the values are equal, otherwise `false`.
*
* @example
* isEqual(1, 1); // true
* isEqual({ a: 1 }, { a: 1 }); // true
* isEqual(/abc/g, /abc/g); // true
* isEqual(new Date('2020-01-01'), new Date('2020-01-01')); // true
* isEqual([1, 2, 3], [1, 2, 3]); // true
*/
function isEqual(a, b) {
	return isEqualWith(a, b, noop);
}
// node_modules/@msw/data/build/collection-CpEWi2De.mjs
/**
* Checks if the given value is a plain object.
*/
function isObject(value) {
	return isPlainObject(value);
}
/**
* Checks if the given value is a record object.
*/
function isRecord(value) {
	/**
	* @note Have a loose object check, allowing arrays, since records
	* might be root-level arrays.
	*/
	return typeof value === "object" && value != null && kPrimaryKey in value;
}
function definePropertyAtPath(target, path, descriptor) {
	let deepTarget = target;
	const lastKey = path[path.length - 1];
	invariant(lastKey != null, "Failed to define a property at path \"%j\": expected the path to have at least one item", path);
	for (const key of path.slice(0, -1)) {
		invariant(typeof deepTarget[key] === "object", "Failed to define property at path \"%j\": part \"%s\" is not an object", path, key);
		deepTarget = deepTarget[key];
	}
	Object.defineProperty(deepTarget, lastKey, descriptor);
}
function toDeepEntries(source, entryPredicate = () => true, parentPath = []) {
	return Reflect.ownKeys(source).flatMap((key) => {
		const value = source[key];
		const path = parentPath.concat(key);
		if (entryPredicate(value, path)) {
			if (isObject(value)) return toDeepEntries(value, entryPredicate, path);
		}
		return [[path, value]];
	});
}
function cloneWithInternals(value, predicate) {
	const clone = structuredClone(value);
	const descriptors = Object.getOwnPropertyDescriptors(value);
	for (const key of Reflect.ownKeys(descriptors)) {
		const descriptor = descriptors[key];
		if (predicate({
			key,
			descriptor
		}) ?? true) Object.defineProperty(clone, key, descriptor);
	}
	return clone;
}
var Query = class Query {
	#predicate;
	constructor(predicate) {
		this.#predicate = predicate;
	}
	test(value) {
		return !!this.#predicate?.(value);
	}
	where(condition) {
		return new Query(Query.#and(this.#predicate, Query.#normalize(condition)));
	}
	and(...conditions) {
		return new Query(Query.#and(this.#predicate, ...conditions.map(Query.#normalize)));
	}
	or(...conditions) {
		return new Query(Query.#or(this.#predicate, ...conditions.map(Query.#normalize)));
	}
	static #normalize(condition) {
		if (condition instanceof Query) return condition.#predicate;
		if (typeof condition === "function") return condition;
		if (isObject(condition)) {
			function compileCondition(condition) {
				return (record) => {
					if (Array.isArray(record)) return record.every((item) => compileCondition(condition)(item));
					return Object.entries(condition).every(([key, selector]) => {
						const actualValue = record[key];
						if (actualValue === void 0) return false;
						if (Array.isArray(actualValue)) return actualValue.every((value) => {
							return compileCondition(selector)(value);
						});
						if (isObject(actualValue)) return compileCondition(selector)(actualValue);
						if (typeof selector === "function") return selector(actualValue);
						return actualValue === selector;
					});
				};
			}
			return compileCondition(condition);
		}
		throw new TypeError("Invalid condition type");
	}
	static #and(...predicates) {
		return (value) => {
			return predicates.filter(Boolean).every((predicate) => {
				return predicate?.(value);
			});
		};
	}
	static #or(...predicates) {
		return (value) => {
			return predicates.filter(Boolean).some((predicate) => {
				return predicate?.(value);
			});
		};
	}
};
var createRelationBuilder = (ownerCollection) => {
	return {
		one(foreignCollection, options) {
			return () => new One(ownerCollection, Array.isArray(foreignCollection) ? foreignCollection : [foreignCollection], options);
		},
		many(foreignCollection, options) {
			return () => new Many(ownerCollection, Array.isArray(foreignCollection) ? foreignCollection : [foreignCollection], options);
		}
	};
};
var Relation = class {
	#logger;
	#path;
	constructor(ownerCollection, foreignCollections, options = {}) {
		this.ownerCollection = ownerCollection;
		this.foreignCollections = foreignCollections;
		this.options = options;
		this.#logger = new Logger("Relation");
		this.#logger.log("creating relation:", {
			ownerCollection,
			foreignCollections,
			options
		});
		this.foreignKeys = /* @__PURE__ */ new Set();
	}
	get path() {
		invariant(this.#path != null, "Failed to retrieve path for relation: relation is not initialized");
		return this.#path;
	}
	/**
	* Initializes the relation on the owner record.
	*/
	initialize(record, path, initialValues) {
		this.#path = path;
		const serializedPath = path.join(".");
		this.#initializeRelation(path, record, initialValues);
		/**
		* @note Tear down all hook listeners registered below once the owner
		* record is deleted. Aborting the signal removes the listeners from
		* the underlying emitter — including the `delete` listener itself.
		*/
		const abortController = new AbortController();
		this.ownerCollection.hooks.on("delete", (event) => {
			if (event.data.deletedRecord[kRelationMap].get(serializedPath) === this) abortController.abort();
		}, { signal: abortController.signal });
		for (const foreignCollection of this.foreignCollections) {
			foreignCollection.hooks.on("create", (event) => {
				const { record: foreignRecord } = event.data;
				const foreignRelations = this.getRelationsToOwner(foreignRecord);
				for (const foreignRelation of foreignRelations) {
					const ownerRecords = this.ownerCollection.findMany((q) => q.where((record) => {
						return foreignRelation.foreignKeys.has(record[kPrimaryKey]);
					}));
					for (const ownerRecord of ownerRecords) ownerRecord[kRelationMap].get(serializedPath).foreignKeys.add(foreignRecord[kPrimaryKey]);
				}
			}, { signal: abortController.signal });
			foreignCollection.hooks.on("delete", (event) => {
				const { deletedRecord: deletedForeignRecord } = event.data;
				this.foreignKeys.delete(deletedForeignRecord[kPrimaryKey]);
				if (this.options.onDelete === "cascade") {
					const foreignRelations = this.getRelationsToOwner(deletedForeignRecord);
					this.ownerCollection.deleteMany((q) => {
						return q.where((record) => {
							return foreignRelations.some((foreignRelation) => {
								return foreignRelation.foreignKeys.has(record[kPrimaryKey]);
							});
						});
					});
				}
			}, { signal: abortController.signal });
		}
		/**
		* @note Handle foreign record updates through the owner record in an early hook
		* because if such an update occurs, it must NOT translate to the owner "update" event
		* (the owner had no updates, it just updated a foreign record through itself).
		*
		* @example
		* await users.update(q, { data: { country: { code: 'uk' } } })
		*/
		this.ownerCollection.hooks.earlyOn("update", (event) => {
			const update = event.data;
			if (update.path.length > path.length && path.every((key, index) => key === update.path[index]) && !isRecord(update.nextValue)) {
				/**
				* @note Listeners are attached per-record but fire for every owner update.
				* Skip events whose target record's relation isn't this instance.
				*/
				if (update.prevRecord[kRelationMap].get(serializedPath) !== this) return;
				/**
				* @note For `Many` relations the first trailing segment is the array index
				* selecting a specific foreign record. Identify that record and apply the
				* remaining path to it. For `One` relations the whole trailing path applies
				* to the single associated foreign record.
				*/
				let targetForeignKey;
				let foreignUpdatePath;
				if (this instanceof Many) {
					const indexSegment = update.path[path.length];
					if (typeof indexSegment !== "number") return;
					const resolved = this.resolve(this.foreignKeys);
					if (!Array.isArray(resolved)) return;
					const targetRecord = resolved[indexSegment];
					if (!isRecord(targetRecord)) return;
					targetForeignKey = targetRecord[kPrimaryKey];
					foreignUpdatePath = update.path.slice(path.length + 1);
				} else foreignUpdatePath = update.path.slice(path.length);
				if (foreignUpdatePath.length === 0) return;
				event.preventDefault();
				event.stopImmediatePropagation();
				for (const foreignCollection of this.foreignCollections) foreignCollection.updateMany((q) => {
					return q.where((record) => {
						if (targetForeignKey != null) return record[kPrimaryKey] === targetForeignKey;
						return this.foreignKeys.has(record[kPrimaryKey]);
					});
				}, { data(foreignRecord) {
					set$1(foreignRecord, foreignUpdatePath, update.nextValue);
				} });
			}
		}, { signal: abortController.signal });
		/**
		* Handle owner updates where the relational property changes to another foreign record.
		*
		* @example
		* await users.update(q, { data: { country: await countries.create({}) } })
		*/
		this.ownerCollection.hooks.on("update", (event) => {
			const update = event.data;
			if (!isEqual(update.path, path)) return;
			/**
			* @note Listeners are attached per-record but fire for every owner update.
			* Skip events whose target record's relation isn't this instance.
			*/
			if (update.prevRecord[kRelationMap].get(serializedPath) !== this) return;
			if (this instanceof One && isRecord(update.nextValue)) {
				event.preventDefault();
				const foreignRelationsToDisassociate = this.foreignCollections.flatMap((foreignCollection) => {
					return foreignCollection.findMany((q) => {
						return q.where((record) => {
							return this.foreignKeys.has(record[kPrimaryKey]);
						});
					});
				}).flatMap((record) => this.getRelationsToOwner(record));
				if (this.options.unique) invariant.as(RelationError.for("FORBIDDEN_UNIQUE_UPDATE", this.#createErrorDetails()), foreignRelationsToDisassociate.length === 0, "Failed to update a unique relation at \"%s\": the foreign record is already associated with another owner", update.path.join("."));
				for (const foreignRelation of foreignRelationsToDisassociate) foreignRelation.foreignKeys.delete(update.prevRecord[kPrimaryKey]);
				if (this.options.unique) {
					const otherOwnersAssociatedWithForeignRecord = this.#getOtherOwnerForRecords([update.nextValue]);
					invariant.as(RelationError.for("FORBIDDEN_UNIQUE_UPDATE", this.#createErrorDetails()), otherOwnersAssociatedWithForeignRecord == null, "Failed to update a unique relation at \"%s\": the foreign record is already associated with another owner", update.path.join("."));
				}
				this.foreignKeys.clear();
				const foreignRecord = update.nextValue;
				this.foreignKeys.add(foreignRecord[kPrimaryKey]);
				for (const foreignRelation of this.getRelationsToOwner(foreignRecord)) foreignRelation.foreignKeys.add(update.prevRecord[kPrimaryKey]);
			} else if (this instanceof Many && Array.isArray(update.nextValue)) {
				event.preventDefault();
				const nextForeignRecords = [];
				const nextForeignKeys = /* @__PURE__ */ new Set();
				for (const foreignRecord of update.nextValue) {
					invariant.as(RelationError.for("INVALID_FOREIGN_RECORD", this.#createErrorDetails()), isRecord(foreignRecord) && foreignRecord[kPrimaryKey] != null, "Failed to update a relation at \"%s\": expected relational value to be a record with a primary key, got \"%j\"", update.path.join("."), foreignRecord);
					nextForeignRecords.push(foreignRecord);
					nextForeignKeys.add(foreignRecord[kPrimaryKey]);
				}
				if (this.options.unique) {
					const addedForeignRecords = nextForeignRecords.filter((record) => !this.foreignKeys.has(record[kPrimaryKey]));
					if (addedForeignRecords.length > 0) {
						const otherOwnersAssociatedWithForeignRecord = this.#getOtherOwnerForRecords(addedForeignRecords);
						invariant.as(RelationError.for("FORBIDDEN_UNIQUE_UPDATE", this.#createErrorDetails()), otherOwnersAssociatedWithForeignRecord == null, "Failed to update a unique relation at \"%s\": the foreign record is already associated with another owner", update.path.join("."));
					}
				}
				const removedForeignRecords = this.foreignCollections.flatMap((foreignCollection) => {
					return foreignCollection.findMany((q) => {
						return q.where((record) => {
							return this.foreignKeys.has(record[kPrimaryKey]);
						});
					});
				}).filter((record) => !nextForeignKeys.has(record[kPrimaryKey]));
				for (const removedForeignRecord of removedForeignRecords) for (const foreignRelation of this.getRelationsToOwner(removedForeignRecord)) foreignRelation.foreignKeys.delete(update.prevRecord[kPrimaryKey]);
				this.foreignKeys.clear();
				for (const foreignKey of nextForeignKeys) this.foreignKeys.add(foreignKey);
				for (const foreignRecord of nextForeignRecords) for (const foreignRelation of this.getRelationsToOwner(foreignRecord)) foreignRelation.foreignKeys.add(update.prevRecord[kPrimaryKey]);
			}
		}, { signal: abortController.signal });
	}
	#initializeRelation(path, record, initialValues) {
		const logger = this.#logger;
		const serializedPath = path.join(".");
		logger.log("owner record is being created:", {
			record,
			path,
			initialValues,
			ownerCollectionId: this.ownerCollection[kCollectionId],
			foreignCollectionIds: Array.from(this.foreignCollections)
		});
		const relationMap = record[kRelationMap];
		logger.log("owner relation map (before update):", relationMap);
		relationMap.set(serializedPath, this);
		logger.log("owner relation map (after update):", relationMap);
		const initialValue = get$2(record, path);
		if (initialValue != null) {
			logger.log(`found initial value for "${serializedPath}" relation:`, initialValue);
			const initialForeignRecords = Array.prototype.concat([], get$2(initialValues, path)).filter(Boolean);
			logger.log("all foreign entries:", initialForeignRecords);
			if (this.options.unique) {
				const isUnique = initialForeignRecords.flatMap((foreignRecord) => {
					return this.getRelationsToOwner(foreignRecord);
				}).every((relation) => relation.foreignKeys.size === 0);
				invariant.as(RelationError.for("FORBIDDEN_UNIQUE_CREATE", this.#createErrorDetails()), isUnique, `Failed to create a unique relation at "%s": the foreign record is already associated with another owner`, serializedPath);
				const otherOwnersAssociatedWithForeignRecord = this.#getOtherOwnerForRecords(initialForeignRecords);
				invariant.as(RelationError.for("FORBIDDEN_UNIQUE_CREATE", this.#createErrorDetails()), otherOwnersAssociatedWithForeignRecord == null, "Failed to create a unique relation at \"%s\": the foreign record is already associated with another owner", serializedPath);
			}
			for (const foreignRecord of initialForeignRecords) {
				const foreignKey = foreignRecord[kPrimaryKey];
				invariant.as(RelationError.for("INVALID_FOREIGN_RECORD", this.#createErrorDetails()), foreignKey != null, "Failed to store foreign record reference for \"%s\" relation: the referenced record (%j) is missing the primary key", serializedPath, foreignRecord);
				if (foreignKey != null) this.foreignKeys.add(foreignKey);
			}
			logger.log("updated foreign keys:", this.foreignKeys);
			unset(record, path);
		}
		definePropertyAtPath(record, path, {
			enumerable: true,
			configurable: true,
			get: () => {
				const returnValue = this.resolve(this.foreignKeys);
				logger.log(`resolving "${serializedPath}" for`, record, "result:", returnValue);
				if (returnValue !== void 0) return returnValue;
				/**
				* @note If the relational key is present in initial values
				* and is null, that means it's a nullable relation. Allow nulls.
				*/
				if (initialValue === null) return null;
				return this.getDefaultValue();
			},
			set: () => {
				throw new RelationError(`Failed to set property "${serializedPath}" on collection (${this.ownerCollection[kCollectionId]}): relational properties are read-only and can only be updated via collection updates`, "UNEXPECTED_SET_EXPRESSION", this.#createErrorDetails());
			}
		});
		logger.log(`defined getter over "${serializedPath}"!`);
	}
	/**
	* Returns a list of relations from the given foreign record
	* to the owner collection. Takes `role` into account.
	*/
	getRelationsToOwner(foreignRecord) {
		const result = [];
		const isSelfReferencing = this.foreignCollections.some((foreignCollection) => {
			return foreignCollection[kCollectionId] === this.ownerCollection[kCollectionId];
		});
		const ownPath = this.path.join(".");
		for (const [serializedPath, relation] of foreignRecord[kRelationMap]) {
			/**
			* @note For self-referencing relations, the relation at the same path
			* on the foreign record is not the inverse — it's the same logical
			* relation pointing in the same direction. Skip it so we only return
			* the actual inverse relation (a different path with the same role).
			*/
			if (isSelfReferencing && serializedPath === ownPath) continue;
			if (relation.foreignCollections.some((foreignCollection) => {
				return foreignCollection[kCollectionId] === this.ownerCollection[kCollectionId];
			}) && relation.options.role === this.options.role) result.push(relation);
		}
		return result;
	}
	#getOtherOwnerForRecords(foreignRecords) {
		const serializedPath = this.path.join(".");
		return this.ownerCollection.findFirst((q) => {
			return q.where((otherOwner) => {
				const otherOwnerRelation = otherOwner[kRelationMap].get(serializedPath);
				return foreignRecords.some((foreignRecord) => {
					return otherOwnerRelation.foreignKeys.has(foreignRecord[kPrimaryKey]);
				});
			});
		});
	}
	#createErrorDetails() {
		return {
			path: this.path,
			ownerCollection: this.ownerCollection,
			foreignCollections: this.foreignCollections,
			options: this.options
		};
	}
};
var One = class extends Relation {
	resolve(foreignKeys) {
		if (foreignKeys.size === 0) return;
		for (const foreignCollection of this.foreignCollections) {
			const record = foreignCollection.findFirst((q) => q.where((record) => {
				return record[kPrimaryKey] === foreignKeys.values().next().value;
			}));
			/**
			* @note `null` is a valid value for nullable relations.
			*/
			if (record !== void 0) return record;
		}
	}
	getDefaultValue() {}
};
var Many = class extends Relation {
	resolve(foreignKeys) {
		if (foreignKeys.size === 0) return;
		return this.foreignCollections.flatMap((foreignCollection) => {
			return foreignCollection.findMany((q) => q.where((record) => {
				return foreignKeys.has(record[kPrimaryKey]);
			}));
		});
	}
	getDefaultValue() {
		return [];
	}
};
function sortResults(sortOptions, data) {
	if (sortOptions.orderBy == null) return;
	const criteria = Array.isArray(sortOptions.orderBy) ? sortOptions.orderBy.flatMap((entry) => {
		return toDeepEntries(entry);
	}) : toDeepEntries(sortOptions.orderBy);
	data.sort((left, right) => {
		for (const [path, sortDirection] of criteria) {
			const leftValue = get$2(left, path);
			const rightValue = get$2(right, path);
			if (leftValue > rightValue) return sortDirection === "asc" ? 1 : -1;
			if (leftValue < rightValue) return sortDirection === "asc" ? -1 : 1;
		}
		return 0;
	});
}
var collectionsCreated = 0;
var kCollectionId = Symbol("kCollectionId");
var kPrimaryKey = Symbol("kPrimaryKey");
var kRelationMap = Symbol("kRelationMap");
/**
* A collection of data.
* @example
* const users = new Collection({ schema: userSchema })
*/
var Collection = class {
	#records;
	#logger;
	constructor(options) {
		this.options = options;
		this[kCollectionId] = this.#generateCollectionId();
		this.#logger = new Logger("Collection").extend(this[kCollectionId]);
		this.#records = [];
		this.hooks = createHooksEmitter();
		this.options.extensions?.forEach((extension) => extension.extend(this));
	}
	/**
	* Creates a new record with the given values.
	* @param initialValues Initial values for the new record.
	* @return The created record.
	*
	* @example
	* await users.create({ id: 1, name: 'John' })
	*/
	async create(initialValues) {
		let logger = this.#logger.extend("create");
		logger.log("initial values:", initialValues);
		const { sanitizedInitialValues, restoreProperties } = this.#sanitizeInitialValues(initialValues);
		const validationResult = await this.options.schema["~standard"].validate(sanitizedInitialValues);
		if (validationResult.issues) {
			console.error(validationResult.issues);
			throw new OperationError("Failed to create a new record with initial values: does not match the schema. Please see the schema validation errors above.", "INVALID_INITIAL_VALUES");
		}
		let record = validationResult.value;
		invariant.as(OperationError.for("INVALID_INITIAL_VALUES"), typeof record === "object", "Failed to create a record with initial values (%j): expected the record to be an object or an array", initialValues);
		restoreProperties(record);
		const primaryKey = isObject(initialValues) && initialValues[kPrimaryKey] || crypto.randomUUID();
		Object.defineProperties(record, {
			[kPrimaryKey]: {
				enumerable: false,
				configurable: false,
				value: primaryKey
			},
			[kRelationMap]: {
				enumerable: false,
				configurable: false,
				value: /* @__PURE__ */ new Map()
			}
		});
		logger = logger.extend(primaryKey);
		logger.log("symbols defined!", record[kRelationMap]);
		if (this.hooks.listenerCount("create") > 0) await this.hooks.emitAsPromise(new TypedEvent("create", { data: {
			record,
			initialValues
		} }));
		logger.log("create hooks done!");
		this.#records.push(record);
		logger.log("create done!", record);
		return record;
	}
	/**
	* Creates multiple records using the given initial values factory.
	* @param count Number of records to create.
	* @param initialValuesFactory Factory function to generate initial values for each record.
	* @return Array of created records.
	*
	* @example
	* await users.createMany(5, (index) => ({ id: index + 1}))
	*/
	async createMany(count, initialValuesFactory) {
		const pendingPromises = [];
		for (let i = 0; i < count; i++) pendingPromises.push(this.create(initialValuesFactory(i)));
		return await Promise.all(pendingPromises).catch((error) => {
			throw new OperationError("Failed to execute \"createMany\" on collection: unexpected error", "UNEXPECTED_ERROR", error);
		});
	}
	/**
	* Returns the first record matching the query.
	* If no query is provided, returns the first record in the collection.
	* @example
	* users.findFirst((q) => q.where({ id: 123 }))
	*/
	findFirst(predicate, options) {
		if (predicate == null) {
			const firstRecord = this.#records[0];
			invariant.as(OperationError.for("STRICT_QUERY_WITHOUT_RESULTS"), options?.strict ? firstRecord != null : true, "Failed to execute \"findFirst\" on collection without a query: the collection is empty");
			return firstRecord;
		}
		const result = this.#query(predicate instanceof Query ? predicate : predicate(new Query())).next().value;
		invariant.as(OperationError.for("STRICT_QUERY_WITHOUT_RESULTS"), options?.strict ? result != null : true, "Failed to execute \"findFirst\" on collection: no record found matching the query");
		return result;
	}
	/**
	* Returns all records matching the query.
	* If no query is provided, returns all records in the collection.
	* @example
	* users.findMany((q) => q.where({ subscribed: false }))
	*/
	findMany(predicate, options) {
		const query = predicate == null ? new Query(() => true) : predicate instanceof Query ? predicate : predicate(new Query());
		const results = Array.from(this.#query(query, options)).filter((result) => !!result);
		invariant.as(OperationError.for("STRICT_QUERY_WITHOUT_RESULTS"), options?.strict ? results.length > 0 : true, "Failed to execute \"findMany\" on collection: no records found matching the query");
		if (options?.orderBy) sortResults(options, results);
		return results;
	}
	/**
	* Updates the first record matching the query.
	* Returns the updated record.
	* @example
	* await users.update(
	*   (q) => q.where({ name: 'John' }),
	*   {
	*     data(user) {
	*       user.name = 'Johnatan'
	*     }
	*   }
	* )
	*/
	async update(predicate, options) {
		const prevRecord = this.findFirst(isRecord(predicate) ? new Query((record) => {
			return record[kPrimaryKey] === predicate[kPrimaryKey];
		}) : predicate);
		if (prevRecord == null) {
			invariant.as(OperationError.for("STRICT_QUERY_WITHOUT_RESULTS"), !options.strict, "Failed to execute \"update\" on collection: no record found matching the query");
			return;
		}
		const nextRecord = await this.#produceRecord(prevRecord, options.data);
		this.#replaceRecord(prevRecord, nextRecord);
		return nextRecord;
	}
	/**
	* Updates all records matching the query.
	* Resolves to the list of updated records.
	* @example
	* await users.updateMany(
	*   (q) => q.where({ subscribed: false }),
	*   {
	*     data(user) {
	*       user.subscribed = true
	*     }
	*   }
	* )
	*/
	async updateMany(predicate, options) {
		const prevRecords = this.findMany(predicate);
		if (prevRecords.length === 0) {
			invariant.as(OperationError.for("STRICT_QUERY_WITHOUT_RESULTS"), !options.strict, "Failed to execute \"updateMany\" on collection: no records found matching the query");
			return [];
		}
		const nextRecords = [];
		for (const prevRecord of prevRecords) {
			const nextRecord = await this.#produceRecord(prevRecord, options.data);
			this.#replaceRecord(prevRecord, nextRecord);
			nextRecords.push(nextRecord);
		}
		if (options.orderBy) sortResults(options, nextRecords);
		return nextRecords;
	}
	/**
	* Deletes the first record matching the query.
	* @example
	* users.delete((q) => q.where({ id: 123 }))
	*/
	delete(predicate, options) {
		if (isRecord(predicate)) {
			this.#deleteRecord(predicate);
			return predicate;
		}
		const record = this.findFirst(predicate);
		if (record == null) {
			invariant.as(OperationError.for("STRICT_QUERY_WITHOUT_RESULTS"), !options?.strict, "Failed to execute \"delete\" on collection: no record found matching the query");
			return;
		}
		this.#deleteRecord(record);
		return record;
	}
	/**
	* Deletes all records matching the query.
	* @example
	* users.deleteMany((q) => q.where({ subscribed: false }))
	*/
	deleteMany(predicate, options) {
		/**
		* @note Do NOT forward the sorting options to the querying phase
		* so the results are returned in the order they are present in the store.
		* That way, we can delete them right-to-left correctly.
		*/
		const records = this.findMany(predicate);
		for (let i = records.length - 1; i >= 0; i--) this.#deleteRecord(records[i]);
		if (records.length === 0) {
			invariant.as(OperationError.for("STRICT_QUERY_WITHOUT_RESULTS"), !options?.strict, "Failed to execute \"deleteMany\" on collection: no records found matching the query");
			return [];
		}
		if (options?.orderBy) sortResults(options, records);
		return records;
	}
	/**
	* Returns the total number of records in this collection.
	* @example
	* const users = new Collection({ schema })
	* await users.create({ id: 1, name: 'John' })
	* users.count() // 1
	*/
	count() {
		return this.#records.length;
	}
	/**
	* Returns a list of all records from this collection.
	*/
	all() {
		/**
		* @note Preserve exact record references so they might be used
		* when querying (must contain primary keys).
		*/
		return this.#records;
	}
	/**
	* Deletes all the records in this collection.
	*/
	clear() {
		for (const record of this.#records) this.#deleteRecord(record);
		this.#records.length = 0;
	}
	/**
	* Defines relations for the records in this collection.
	* @example
	* users.defineRelations(({ many }) => ({
	*   posts: many(posts),
	* }))
	*/
	defineRelations(resolver) {
		let logger = this.#logger.extend("defineRelations");
		logger.log("defining relations...");
		const relations = toDeepEntries(resolver(createRelationBuilder(this)));
		logger.log("relations declaration:", relations);
		const initializeRelations = (record, initialValues = record) => {
			for (const [path, createRelation] of relations) {
				logger.log(`initializing relation for "${path.join(".")}"...`);
				const relation = createRelation();
				relation.initialize(record, path, initialValues);
				logger.log("relation initialized!", relation);
			}
		};
		for (const record of this.#records) initializeRelations(record);
		this.hooks.earlyOn("create", (event) => {
			initializeRelations(event.data.record, event.data.initialValues);
		});
	}
	/**
	* Sanitizes the given object so it can be accepted as the input to Standard Schema validation.
	* This removes getters to prevent potentially infinite object references in self-referencing
	* relations. This also drops the internal symbols but gives a function to restore them back.
	*/
	#sanitizeInitialValues(initialValues) {
		const propertiesToRestore = [];
		const visited = /* @__PURE__ */ new Set();
		const sanitize = (value, path = []) => {
			if (Array.isArray(value)) return value.map((value, index) => sanitize(value, path.concat(index)));
			if (isObject(value)) {
				const record = isRecord(value) ? value : void 0;
				const isRevisit = record != null && visited.has(record[kPrimaryKey]);
				if (record && !isRevisit) visited.add(record[kPrimaryKey]);
				const relations = record ? record[kRelationMap] : void 0;
				return Object.fromEntries(Reflect.ownKeys(value).map((key) => {
					const childValue = value[key];
					const childPath = path.concat(key);
					if (typeof key === "symbol") {
						/**
						* @note Preserve primary keys on sanitized initial values.
						* Otherwise, internal symbols are stripped off and record references are lost.
						* This is curcial when handling relations for records that were created
						* before the relation was defined.
						*/
						if (key === kPrimaryKey) propertiesToRestore.push({
							path: childPath,
							descriptor: Object.getOwnPropertyDescriptor(value, key)
						});
						return [key, childValue];
					}
					const relation = relations?.get(key);
					if (isRevisit && relation && childValue != null) {
						propertiesToRestore.push({
							path: childPath,
							descriptor: Object.getOwnPropertyDescriptor(value, key)
						});
						return [key, relation.getDefaultValue()];
					}
					return [key, sanitize(childValue, childPath)];
				}));
			}
			return value;
		};
		return {
			sanitizedInitialValues: sanitize(initialValues),
			restoreProperties(record) {
				for (const { path, descriptor } of propertiesToRestore) definePropertyAtPath(record, path, descriptor);
			}
		};
	}
	*#query(query, options = { take: Infinity }) {
		const { take, cursor, skip } = options;
		invariant(skip !== void 0 ? Number.isInteger(skip) && skip >= 0 : true, "Failed to query the collection: expected the \"skip\" pagination option to be a number larger or equal to 0 but got %j", skip);
		let taken = 0;
		let skipped = 0;
		const shouldTake = Math.abs(take ?? Infinity);
		const delta = take && take < 0 ? -1 : 1;
		let start = delta === 1 ? 0 : this.#records.length - 1;
		const end = delta === 1 ? this.#records.length : -1;
		if (cursor != null) {
			const cursorIndex = this.#records.findIndex((record) => {
				return record[kPrimaryKey] === cursor[kPrimaryKey];
			});
			if (cursorIndex === -1) return;
			start = cursorIndex;
		}
		for (let i = start; i !== end; i += delta) {
			const record = this.#records[i];
			if (record != null && query.test(record)) {
				if (skip != null) {
					if (skipped < skip) {
						skipped++;
						continue;
					}
				}
				yield record;
				taken++;
			}
			if (taken >= shouldTake) break;
		}
	}
	/**
	* Returns the index of the given record in this collection.
	* Performs a primary key-based lookup instead of a reference lookup
	* because certain references (like root-level arrays) might become stale
	* after updates, but will retain their primary keys.
	*/
	#indexOf(record) {
		return this.#records.findIndex((existingRecord) => {
			return existingRecord[kPrimaryKey] === record[kPrimaryKey];
		});
	}
	/**
	* Replaces the given record with the next version of it.
	*/
	#replaceRecord(prevRecord, nextRecord) {
		const index = this.#indexOf(prevRecord);
		invariant(index !== -1, "Failed to replace record \"%j\" with \"%j\": previous record not found", prevRecord, nextRecord);
		this.#records[index] = nextRecord;
	}
	/**
	* Deletes the given record from the collection.
	*/
	#deleteRecord(record) {
		const index = this.#indexOf(record);
		if (index !== -1) {
			const deleteEvent = new TypedEvent("delete", { data: { deletedRecord: record } });
			this.hooks.emit(deleteEvent);
			if (!deleteEvent.defaultPrevented) this.#records.splice(index, 1);
		}
	}
	/**
	* Produces the next version of the given record by applying the `data` changes to it.
	* Re-applies the schema to the end record to ensure validity and apply user-defined transforms.
	*/
	async #produceRecord(prevRecord, updateData) {
		const logger = this.#logger.extend("produceRecord");
		logger.log("updating the record with options:", prevRecord, updateData);
		/**
		* @note Clone the previous record, preserving the symbols (so it's considered a record)
		* but stripping off relational keys (getters) to preserve the values of foreign records
		* at the moment of update.
		*/
		const frozenPrevRecord = cloneWithInternals(prevRecord, ({ key, descriptor }) => {
			return typeof key === "symbol" && descriptor.get == null;
		});
		invariant(isRecord(frozenPrevRecord), "Failed to update a record (%j): frozen previous record copy is not a record", prevRecord);
		const [maybeNextRecord, patches, inversePatches] = await create(this.#buildDraftInput(prevRecord), updateData, {
			strict: false,
			enablePatches: true
		});
		Object.defineProperties(maybeNextRecord, {
			[kPrimaryKey]: {
				value: prevRecord[kPrimaryKey],
				enumerable: false,
				configurable: false
			},
			[kRelationMap]: {
				value: prevRecord[kRelationMap],
				enumerable: false,
				configurable: false
			}
		});
		invariant(isRecord(maybeNextRecord), "Failed to update a record (%j): a record produced by the draft is not a record", prevRecord);
		const patchesToUndo = [];
		/**
		* @note Collapse per-index patches under a relation path into a single
		* relation-level event. `draft.posts.push(x)` emits `{path: ['posts', N]}`,
		* but relation handlers expect `{path: ['posts'], nextValue: <final array>}`.
		*/
		const relationPaths = [];
		for (const serializedPath of prevRecord[kRelationMap].keys()) relationPaths.push(serializedPath.split("."));
		const relationGroups = /* @__PURE__ */ new Map();
		const passthroughIndices = [];
		for (let i = 0; i < patches.length; i++) {
			const patch = patches[i];
			if (!patch) continue;
			const matchingRelationPath = relationPaths.find((relationPath) => {
				if (patch.path.length !== relationPath.length + 1) return false;
				if (!relationPath.every((key, index) => key === patch.path[index])) return false;
				const nextSegment = patch.path[relationPath.length];
				return typeof nextSegment === "number" || nextSegment === "length";
			});
			if (matchingRelationPath) {
				const groupKey = matchingRelationPath.join(".");
				const group = relationGroups.get(groupKey) ?? {
					relationPath: matchingRelationPath,
					patchIndices: []
				};
				group.patchIndices.push(i);
				relationGroups.set(groupKey, group);
			} else passthroughIndices.push(i);
		}
		for (const i of passthroughIndices) {
			const patch = patches[i];
			const updateEvent = new TypedEvent("update", { data: {
				prevRecord: frozenPrevRecord,
				nextRecord: maybeNextRecord,
				path: patch.path,
				prevValue: get$2(prevRecord, patch.path),
				nextValue: patch.value
			} });
			this.hooks.emit(updateEvent);
			if (updateEvent.defaultPrevented) {
				const inversePatch = inversePatches[i];
				invariant(inversePatch != null, "Failed to update a record (%j): missing inverse patch at index %d", prevRecord, i);
				patchesToUndo.push(inversePatch);
			}
		}
		for (const group of relationGroups.values()) {
			const updateEvent = new TypedEvent("update", { data: {
				prevRecord: frozenPrevRecord,
				nextRecord: maybeNextRecord,
				path: group.relationPath,
				prevValue: get$2(prevRecord, group.relationPath),
				nextValue: get$2(maybeNextRecord, group.relationPath)
			} });
			this.hooks.emit(updateEvent);
			if (updateEvent.defaultPrevented) for (const i of group.patchIndices) {
				const inversePatch = inversePatches[i];
				invariant(inversePatch != null, "Failed to update a record (%j): missing inverse patch at index %d", prevRecord, i);
				patchesToUndo.push(inversePatch);
			}
		}
		const nextRecord = patchesToUndo.length > 0 ? apply(maybeNextRecord, patchesToUndo) : maybeNextRecord;
		logger.log("re-applying the schema...");
		const { sanitizedInitialValues } = this.#sanitizeInitialValues(nextRecord);
		const validationResult = await this.options.schema["~standard"].validate(sanitizedInitialValues);
		if (validationResult.issues) {
			console.error(validationResult.issues);
			throw new InvariantError("Failed to update record (%j): resulting record does not match the schema", frozenPrevRecord);
		}
		const finalRecord = validationResult.value;
		logger.log("schema re-applied!");
		const descriptors = Object.getOwnPropertyDescriptors(prevRecord);
		for (const key of Reflect.ownKeys(descriptors)) {
			const descriptor = descriptors[key];
			if (typeof key === "symbol" || typeof descriptor.get === "function") Object.defineProperty(finalRecord, key, descriptor);
		}
		return finalRecord;
	}
	/**
	* Build a draftable copy of the record where relational getters are replaced
	* with data descriptors holding their resolved values. `mutative` cannot
	* observe mutations through getters (https://github.com/unadlib/mutative/issues/157),
	* so a `push` on `draft.posts` is lost unless `posts` is a plain property.
	* Live foreign record references (with their internal symbols) are preserved
	* so downstream hooks can resolve primary keys on the drafted elements.
	*/
	#buildDraftInput(record) {
		const clone = cloneWithInternals(record, ({ key, descriptor }) => typeof key === "symbol" && descriptor.get == null);
		for (const serializedPath of record[kRelationMap].keys()) {
			const path = serializedPath.split(".");
			definePropertyAtPath(clone, path, {
				value: get$2(record, path),
				writable: true,
				enumerable: true,
				configurable: true
			});
		}
		return clone;
	}
	/**
	* Returns a reproducible collection ID number based on the collection
	* creation order. Collection ID has to be reproducible across runtimes
	* to enable synchronization.
	*/
	#generateCollectionId() {
		collectionsCreated++;
		const value = collectionsCreated.toString();
		let h1 = -559038737, h2 = 1103547991;
		for (let i = 0, ch; i < value.length; i++) {
			ch = value.charCodeAt(i);
			h1 = Math.imul(h1 ^ ch, 2654435761);
			h2 = Math.imul(h2 ^ ch, 1597334677);
		}
		h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507);
		h1 ^= Math.imul(h2 ^ h2 >>> 13, 3266489909);
		h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507);
		h2 ^= Math.imul(h1 ^ h1 >>> 13, 3266489909);
		return 4294967296 * (2097151 & h2) + (h1 >>> 0);
	}
};
// src/api/schemas/rules.ts
/** What the forms' schemas share (kept out of ./common, which the first page of /jobs loads). */
/** A form's blank text as none (null): an empty choice, an emptied field. */
var blankToNull = (value) => typeof value === "string" && value.trim() === "" ? null : value;
/**
* A rule across fields runs as soon as the fields it reads are valid themselves, whatever else is wrong (zod skips
* it otherwise): a form then shows every message at once. It never runs on a value that is not an object at all
* (an issue of the value itself, with no path): a missing object is refused, not read.
*/
var onceValid = (...fields) => ({ when: (payload) => !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))) });
/** The id of a record a form or a button names (a job to save, a company to join): a positive whole number. */
var recordIdSchema = int("Unknown record").check(_positive("Unknown record"));
// src/domain/completeness.ts
/** Non-empty trimmed string, non-empty array, finite number, true, or non-empty object. */
function isPresent(value) {
	if (value === null || value === void 0) return false;
	if (typeof value === "string") return value.trim().length > 0;
	if (typeof value === "number") return Number.isFinite(value);
	if (typeof value === "boolean") return value;
	if (Array.isArray(value)) return value.length > 0;
	if (typeof value === "object") return Object.keys(value).length > 0;
	return false;
}
/** The parts of each section, in the editor's order (docs/product.md §5: six, five and eight equal parts). */
var PARTS = {
	workPreference: [
		[
			"currentLocation.country",
			"Where you live",
			(p) => isPresent(p.currentLocation?.country)
		],
		[
			"locations",
			"Where you would work, or remote",
			(p) => p.isRemoteConsidered === true || isPresent(p.locations)
		],
		[
			"jobType",
			"Job types",
			(p) => isPresent(p.jobType)
		],
		[
			"salaries",
			"Pay you are looking for",
			(p) => isPresent(p.salaries) || p.isMinimumDisabled === true
		],
		[
			"leaderships",
			"Leadership",
			(p) => isPresent(p.leaderships)
		],
		[
			"benefits",
			"Benefits you want",
			(p) => isPresent(p.benefits)
		]
	],
	qualifications: [
		[
			"experience",
			"Experience",
			(p) => isPresent(p.experience)
		],
		[
			"nextJob",
			"Your next job",
			(p) => isPresent(p.nextJob)
		],
		[
			"focus",
			"Focus",
			(p) => isPresent(p.focus)
		],
		[
			"skills",
			"Skills",
			(p) => isPresent(p.skills)
		],
		[
			"resumeUrl",
			"Resume",
			(p) => isPresent(p.resumeUrl)
		]
	],
	about: [
		[
			"websiteUrl",
			"Website",
			(p) => isPresent(p.websiteUrl)
		],
		[
			"professionalHighlights",
			"Professional highlights",
			(p) => typeof p.professionalHighlights === "string" && p.professionalHighlights.trim().length > 6
		],
		[
			"professionalSummary",
			"Professional summary",
			(p) => isPresent(p.professionalSummary)
		],
		[
			"jobInterests",
			"Job interests",
			(p) => isPresent(p.jobInterests)
		],
		[
			"socialLinks",
			"Social links",
			(p) => isPresent(p.socialLinks)
		],
		[
			"albumPhotosUrls",
			"Photos",
			(p) => isPresent(p.albumPhotosUrls)
		],
		[
			"currentCareerStatus",
			"Current career status",
			(p) => isPresent(p.currentCareerStatus)
		],
		[
			"careerMoves",
			"Career moves",
			(p) => isPresent(p.careerMoves)
		]
	]
};
var COMPLETENESS_SECTIONS = Object.keys(PARTS);
/** Every part of every section, done or not, in the editor's order. */
function completenessParts(profile) {
	const p = profile ?? {};
	return COMPLETENESS_SECTIONS.flatMap((section) => PARTS[section].map(([field, label, done]) => ({
		section,
		field,
		label,
		done: done(p)
	})));
}
function percent(parts) {
	return parts.filter((part) => part.done).length / parts.length * 100;
}
function profileCompleteness(profile) {
	const parts = completenessParts(profile);
	const [workPreference, qualifications, about] = COMPLETENESS_SECTIONS.map((section) => percent(parts.filter((part) => part.section === section)));
	return {
		workPreference: Math.round(workPreference),
		qualifications: Math.round(qualifications),
		about: Math.round(about),
		total: Math.round((workPreference + qualifications + about) / 3)
	};
}
/** The anchor of a part's field in the profile editor (its control's id): the editor's and the banner's links. */
var partAnchor = (field) => `profile-${field.replace(/\./g, "-")}`;
/** The first part still missing (the profile banner links to it), or undefined when the profile is complete. */
var firstMissingPart = (profile) => completenessParts(profile).find((part) => !part.done);
/** All ISO 3166-1 countries, sorted by English name. */
var COUNTRIES = [
	["AD", "Andorra"],
	["AE", "United Arab Emirates"],
	["AF", "Afghanistan"],
	["AG", "Antigua and Barbuda"],
	["AI", "Anguilla"],
	["AL", "Albania"],
	["AM", "Armenia"],
	["AO", "Angola"],
	["AQ", "Antarctica"],
	["AR", "Argentina"],
	["AS", "American Samoa"],
	["AT", "Austria"],
	["AU", "Australia"],
	["AW", "Aruba"],
	["AX", "Åland Islands"],
	["AZ", "Azerbaijan"],
	["BA", "Bosnia and Herzegovina"],
	["BB", "Barbados"],
	["BD", "Bangladesh"],
	["BE", "Belgium"],
	["BF", "Burkina Faso"],
	["BG", "Bulgaria"],
	["BH", "Bahrain"],
	["BI", "Burundi"],
	["BJ", "Benin"],
	["BL", "Saint Barthélemy"],
	["BM", "Bermuda"],
	["BN", "Brunei"],
	["BO", "Bolivia"],
	["BQ", "Bonaire, Sint Eustatius and Saba"],
	["BR", "Brazil"],
	["BS", "Bahamas"],
	["BT", "Bhutan"],
	["BV", "Bouvet Island"],
	["BW", "Botswana"],
	["BY", "Belarus"],
	["BZ", "Belize"],
	["CA", "Canada"],
	["CC", "Cocos (Keeling) Islands"],
	["CD", "Congo (Democratic Republic)"],
	["CF", "Central African Republic"],
	["CG", "Congo"],
	["CH", "Switzerland"],
	["CI", "Côte d'Ivoire"],
	["CK", "Cook Islands"],
	["CL", "Chile"],
	["CM", "Cameroon"],
	["CN", "China"],
	["CO", "Colombia"],
	["CR", "Costa Rica"],
	["CU", "Cuba"],
	["CV", "Cabo Verde"],
	["CW", "Curaçao"],
	["CX", "Christmas Island"],
	["CY", "Cyprus"],
	["CZ", "Czechia"],
	["DE", "Germany"],
	["DJ", "Djibouti"],
	["DK", "Denmark"],
	["DM", "Dominica"],
	["DO", "Dominican Republic"],
	["DZ", "Algeria"],
	["EC", "Ecuador"],
	["EE", "Estonia"],
	["EG", "Egypt"],
	["EH", "Western Sahara"],
	["ER", "Eritrea"],
	["ES", "Spain"],
	["ET", "Ethiopia"],
	["FI", "Finland"],
	["FJ", "Fiji"],
	["FK", "Falkland Islands"],
	["FM", "Micronesia"],
	["FO", "Faroe Islands"],
	["FR", "France"],
	["GA", "Gabon"],
	["GB", "United Kingdom"],
	["GD", "Grenada"],
	["GE", "Georgia"],
	["GF", "French Guiana"],
	["GG", "Guernsey"],
	["GH", "Ghana"],
	["GI", "Gibraltar"],
	["GL", "Greenland"],
	["GM", "Gambia"],
	["GN", "Guinea"],
	["GP", "Guadeloupe"],
	["GQ", "Equatorial Guinea"],
	["GR", "Greece"],
	["GS", "South Georgia and the South Sandwich Islands"],
	["GT", "Guatemala"],
	["GU", "Guam"],
	["GW", "Guinea-Bissau"],
	["GY", "Guyana"],
	["HK", "Hong Kong"],
	["HM", "Heard Island and McDonald Islands"],
	["HN", "Honduras"],
	["HR", "Croatia"],
	["HT", "Haiti"],
	["HU", "Hungary"],
	["ID", "Indonesia"],
	["IE", "Ireland"],
	["IL", "Israel"],
	["IM", "Isle of Man"],
	["IN", "India"],
	["IO", "British Indian Ocean Territory"],
	["IQ", "Iraq"],
	["IR", "Iran"],
	["IS", "Iceland"],
	["IT", "Italy"],
	["JE", "Jersey"],
	["JM", "Jamaica"],
	["JO", "Jordan"],
	["JP", "Japan"],
	["KE", "Kenya"],
	["KG", "Kyrgyzstan"],
	["KH", "Cambodia"],
	["KI", "Kiribati"],
	["KM", "Comoros"],
	["KN", "Saint Kitts and Nevis"],
	["KP", "North Korea"],
	["KR", "South Korea"],
	["KW", "Kuwait"],
	["KY", "Cayman Islands"],
	["KZ", "Kazakhstan"],
	["LA", "Laos"],
	["LB", "Lebanon"],
	["LC", "Saint Lucia"],
	["LI", "Liechtenstein"],
	["LK", "Sri Lanka"],
	["LR", "Liberia"],
	["LS", "Lesotho"],
	["LT", "Lithuania"],
	["LU", "Luxembourg"],
	["LV", "Latvia"],
	["LY", "Libya"],
	["MA", "Morocco"],
	["MC", "Monaco"],
	["MD", "Moldova"],
	["ME", "Montenegro"],
	["MF", "Saint Martin (French part)"],
	["MG", "Madagascar"],
	["MH", "Marshall Islands"],
	["MK", "North Macedonia"],
	["ML", "Mali"],
	["MM", "Myanmar"],
	["MN", "Mongolia"],
	["MO", "Macao"],
	["MP", "Northern Mariana Islands"],
	["MQ", "Martinique"],
	["MR", "Mauritania"],
	["MS", "Montserrat"],
	["MT", "Malta"],
	["MU", "Mauritius"],
	["MV", "Maldives"],
	["MW", "Malawi"],
	["MX", "Mexico"],
	["MY", "Malaysia"],
	["MZ", "Mozambique"],
	["NA", "Namibia"],
	["NC", "New Caledonia"],
	["NE", "Niger"],
	["NF", "Norfolk Island"],
	["NG", "Nigeria"],
	["NI", "Nicaragua"],
	["NL", "Netherlands"],
	["NO", "Norway"],
	["NP", "Nepal"],
	["NR", "Nauru"],
	["NU", "Niue"],
	["NZ", "New Zealand"],
	["OM", "Oman"],
	["PA", "Panama"],
	["PE", "Peru"],
	["PF", "French Polynesia"],
	["PG", "Papua New Guinea"],
	["PH", "Philippines"],
	["PK", "Pakistan"],
	["PL", "Poland"],
	["PM", "Saint Pierre and Miquelon"],
	["PN", "Pitcairn"],
	["PR", "Puerto Rico"],
	["PS", "Palestine"],
	["PT", "Portugal"],
	["PW", "Palau"],
	["PY", "Paraguay"],
	["QA", "Qatar"],
	["RE", "Réunion"],
	["RO", "Romania"],
	["RS", "Serbia"],
	["RU", "Russia"],
	["RW", "Rwanda"],
	["SA", "Saudi Arabia"],
	["SB", "Solomon Islands"],
	["SC", "Seychelles"],
	["SD", "Sudan"],
	["SE", "Sweden"],
	["SG", "Singapore"],
	["SH", "Saint Helena, Ascension and Tristan da Cunha"],
	["SI", "Slovenia"],
	["SJ", "Svalbard and Jan Mayen"],
	["SK", "Slovakia"],
	["SL", "Sierra Leone"],
	["SM", "San Marino"],
	["SN", "Senegal"],
	["SO", "Somalia"],
	["SR", "Suriname"],
	["SS", "South Sudan"],
	["ST", "Sao Tome and Principe"],
	["SV", "El Salvador"],
	["SX", "Sint Maarten (Dutch part)"],
	["SY", "Syria"],
	["SZ", "Eswatini"],
	["TC", "Turks and Caicos Islands"],
	["TD", "Chad"],
	["TF", "French Southern Territories"],
	["TG", "Togo"],
	["TH", "Thailand"],
	["TJ", "Tajikistan"],
	["TK", "Tokelau"],
	["TL", "Timor-Leste"],
	["TM", "Turkmenistan"],
	["TN", "Tunisia"],
	["TO", "Tonga"],
	["TR", "Türkiye"],
	["TT", "Trinidad and Tobago"],
	["TV", "Tuvalu"],
	["TW", "Taiwan"],
	["TZ", "Tanzania"],
	["UA", "Ukraine"],
	["UG", "Uganda"],
	["UM", "United States Minor Outlying Islands"],
	["US", "United States"],
	["UY", "Uruguay"],
	["UZ", "Uzbekistan"],
	["VA", "Holy See (Vatican City)"],
	["VC", "Saint Vincent and the Grenadines"],
	["VE", "Venezuela"],
	["VG", "Virgin Islands (British)"],
	["VI", "Virgin Islands (U.S.)"],
	["VN", "Vietnam"],
	["VU", "Vanuatu"],
	["WF", "Wallis and Futuna"],
	["WS", "Samoa"],
	["YE", "Yemen"],
	["YT", "Mayotte"],
	["ZA", "South Africa"],
	["ZM", "Zambia"],
	["ZW", "Zimbabwe"]
].map(([code, name]) => ({
	code,
	name
})).sort((a, b) => a.name.localeCompare(b.name, "en"));
/** The 50 US states plus the District of Columbia, sorted by name. */
var US_STATES = [
	["AL", "Alabama"],
	["AK", "Alaska"],
	["AZ", "Arizona"],
	["AR", "Arkansas"],
	["CA", "California"],
	["CO", "Colorado"],
	["CT", "Connecticut"],
	["DE", "Delaware"],
	["DC", "District of Columbia"],
	["FL", "Florida"],
	["GA", "Georgia"],
	["HI", "Hawaii"],
	["ID", "Idaho"],
	["IL", "Illinois"],
	["IN", "Indiana"],
	["IA", "Iowa"],
	["KS", "Kansas"],
	["KY", "Kentucky"],
	["LA", "Louisiana"],
	["ME", "Maine"],
	["MD", "Maryland"],
	["MA", "Massachusetts"],
	["MI", "Michigan"],
	["MN", "Minnesota"],
	["MS", "Mississippi"],
	["MO", "Missouri"],
	["MT", "Montana"],
	["NE", "Nebraska"],
	["NV", "Nevada"],
	["NH", "New Hampshire"],
	["NJ", "New Jersey"],
	["NM", "New Mexico"],
	["NY", "New York"],
	["NC", "North Carolina"],
	["ND", "North Dakota"],
	["OH", "Ohio"],
	["OK", "Oklahoma"],
	["OR", "Oregon"],
	["PA", "Pennsylvania"],
	["RI", "Rhode Island"],
	["SC", "South Carolina"],
	["SD", "South Dakota"],
	["TN", "Tennessee"],
	["TX", "Texas"],
	["UT", "Utah"],
	["VT", "Vermont"],
	["VA", "Virginia"],
	["WA", "Washington"],
	["WV", "West Virginia"],
	["WI", "Wisconsin"],
	["WY", "Wyoming"]
].map(([code, name]) => ({
	code,
	name
}));
/** Canada's 10 provinces and 3 territories, sorted by name (the second country of the default set). */
var CA_PROVINCES = [
	["AB", "Alberta"],
	["BC", "British Columbia"],
	["MB", "Manitoba"],
	["NB", "New Brunswick"],
	["NL", "Newfoundland and Labrador"],
	["NT", "Northwest Territories"],
	["NS", "Nova Scotia"],
	["NU", "Nunavut"],
	["ON", "Ontario"],
	["PE", "Prince Edward Island"],
	["QC", "Quebec"],
	["SK", "Saskatchewan"],
	["YT", "Yukon"]
].map(([code, name]) => ({
	code,
	name
}));
/** The states or provinces a country's addresses choose from: the US and Canada; none elsewhere (typed freely). */
var regionsOf = (country) => country === "US" ? US_STATES : country === "CA" ? CA_PROVINCES : [];
var countryByCode = new Map(COUNTRIES.map((c) => [c.code, c.name]));
var stateByCode = new Map(US_STATES.map((s) => [s.code, s.name]));
/** English name of an ISO alpha-2 country code (case-insensitive); undefined when unknown. */
function countryName(code) {
	return code ? countryByCode.get(code.trim().toUpperCase()) : void 0;
}
/** Name of a US state (or DC) code (case-insensitive); undefined when unknown. */
function stateName(code) {
	return code ? stateByCode.get(code.trim().toUpperCase()) : void 0;
}
var provinceCodes = new Set(CA_PROVINCES.map((p) => p.code));
/** The country of a US state's or a Canadian province's code: Canada for a province or territory, else the US. */
var countryOfRegion = (region) => provinceCodes.has(region) ? "CA" : "US";
// src/domain/enums/profile.ts
var socialLinkType = {
	Other: 0,
	LinkedIn: 1,
	Youtube: 2,
	Instagram: 3,
	Facebook: 4,
	Twitter: 5,
	Dribble: 6,
	Behance: 7,
	Pinterest: 8,
	Tiktok: 9,
	X: 10,
	Reddit: 11,
	BlueSky: 12
};
var SocialLinkType = /* @__PURE__ */ codesOf(socialLinkType);
var socialLinkTypeLabels = /* @__PURE__ */ labelsOf(socialLinkType);
var pronouns = {
	SheHer: [0, "She/her"],
	HeHim: [1, "He/him"],
	TheyThem: [2, "They/them"]
};
var Pronouns = /* @__PURE__ */ codesOf(pronouns);
var pronounsLabels = /* @__PURE__ */ labelsOf(pronouns);
var profileVisibility = {
	Public: [1, "Anyone with the link"],
	AppliedEmployers: [2, "Only employers I applied to"]
};
var ProfileVisibility = /* @__PURE__ */ codesOf(profileVisibility);
var profileVisibilityLabels = /* @__PURE__ */ labelsOf(profileVisibility);
// src/domain/places.ts
var US_PLACES = "Boulder,CO,40.015,-105.2705;Denver,CO,39.7392,-104.9903;Estes Park,CO,40.3772,-105.5217;Durango,CO,37.2753,-107.8801;Bozeman,MT,45.677,-111.0429;Missoula,MT,46.8721,-113.994;Moab,UT,38.5733,-109.5498;Salt Lake City,UT,40.7608,-111.891;Bend,OR,44.0582,-121.3153;Portland,OR,45.5152,-122.6784;Hood River,OR,45.7054,-121.5215;Seattle,WA,47.6062,-122.3321;Jackson,WY,43.4799,-110.7624;Ketchum,ID,43.6807,-114.3637;Boise,ID,43.615,-116.2023;Flagstaff,AZ,35.1983,-111.6513;Santa Fe,NM,35.687,-105.9378;Tahoe City,CA,39.1722,-120.1442;Bishop,CA,37.3635,-118.3951;Ventura,CA,34.2746,-119.229;San Francisco,CA,37.7749,-122.4194;Anchorage,AK,61.2181,-149.9003;Duluth,MN,46.7867,-92.1005;Minneapolis,MN,44.9778,-93.265;Chattanooga,TN,35.0456,-85.3097;Asheville,NC,35.5951,-82.5515;Fayetteville,WV,38.0529,-81.104;Burlington,VT,44.4759,-73.2121;North Conway,NH,44.0537,-71.1284;Lake Placid,NY,44.2795,-73.9799;Pittsburgh,PA,40.4406,-79.9959;Harrisburg,PA,40.2732,-76.8867;State College,PA,40.7934,-77.86;Philadelphia,PA,39.9526,-75.1652;Stroudsburg,PA,40.9868,-75.1946;Erie,PA,42.1292,-80.0851;Williamsport,PA,41.2412,-77.0011;Ohiopyle,PA,39.8686,-79.4931";
var CA_PLACES = "Vancouver,BC,49.2827,-123.1207;Squamish,BC,49.7016,-123.1558;Whistler,BC,50.1163,-122.9574;Calgary,AB,51.0447,-114.0719;Canmore,AB,51.0884,-115.3479;Banff,AB,51.1784,-115.5708;Toronto,ON,43.6532,-79.3832;Montreal,QC,45.5017,-73.5673;Halifax,NS,44.6488,-63.5752";
/** Lower case, accents and punctuation gone, one space between words: `Montréal, QC` -> `montreal qc`. */
var placeWords = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
/** A town's id: its name and region as a slug (`Boulder`, `CO` -> `boulder-co`; `Montréal`, `QC` -> `montreal-qc`). */
var placeId = (city, region) => placeWords(`${city} ${region}`).replaceAll(" ", "-");
var parse$1 = (table, country) => table.split(";").map((row) => {
	const [city = "", region = "", lat = "0", lng = "0"] = row.split(",");
	return {
		id: placeId(city, region),
		city,
		region,
		country,
		lat: Number(lat),
		lng: Number(lng)
	};
});
var places = [...parse$1(US_PLACES, "US"), ...parse$1(CA_PLACES, "CA")];
var byId = new Map(places.map((p) => [p.id, p]));
/** The place with this id, or undefined. */
function placeById(id) {
	return byId.get(id);
}
/** The place of the list at a company's (or a job's) city, region and country, if it is one of them. */
var placeOf = (loc) => places.find((p) => p.city === loc.city && p.region === loc.state && p.country === loc.country);
// src/domain/uploads.ts
var KB = 1024;
/** The image types and largest size of each kind. Logos may be SVG; the sizes keep the demo within browser storage. */
var imageLimits = {
	logo: {
		types: [
			"image/png",
			"image/jpeg",
			"image/webp",
			"image/svg+xml"
		],
		typeNames: "PNG, JPEG, WebP or SVG",
		maxBytes: 500 * KB,
		label: "logo"
	},
	cover: {
		types: [
			"image/png",
			"image/jpeg",
			"image/webp"
		],
		typeNames: "PNG, JPEG or WebP",
		maxBytes: 2048 * KB,
		label: "cover image"
	},
	photo: {
		types: [
			"image/png",
			"image/jpeg",
			"image/webp"
		],
		typeNames: "PNG, JPEG or WebP",
		maxBytes: 1024 * KB,
		label: "photo"
	}
};
/** '500 kB', '1.2 MB'. */
function formatBytes(bytes) {
	return bytes >= 1024 * KB ? `${(bytes / (1024 * KB)).toFixed(1).replace(/\.0$/, "")} MB` : `${Math.max(1, Math.round(bytes / KB))} kB`;
}
/** How many of a file's first bytes tell its image type (an SVG may open with an XML declaration and comments). */
var IMAGE_HEAD_BYTES = 4 * KB;
var startsWith = (head, bytes, at = 0) => bytes.every((b, i) => head[at + i] === b);
var ascii = (text) => [...text].map((c) => c.charCodeAt(0));
/** An SVG document: after a byte-order mark, white space, an XML declaration, comments and a doctype, its <svg> root. */
function isSvg(head) {
	const text = new TextDecoder("utf-8", { fatal: false }).decode(head).replace(/^\uFEFF/, "");
	return /^<svg[\s>/]/.test(text.replace(/^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, ""));
}
/**
* The image type a file's content shows (its first bytes: the PNG, JPEG and WebP signatures, an SVG's root
* element), whatever its name or declared type; null when it is none of these. A text file named logo.png is null.
*/
function imageTypeOf(head) {
	if (startsWith(head, [
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	])) return "image/png";
	if (startsWith(head, [
		255,
		216,
		255
	])) return "image/jpeg";
	if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
	if (isSvg(head)) return "image/svg+xml";
	return null;
}
/** The first bytes of a file, enough for imageTypeOf. */
var headOf = async (file) => new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
/**
* What is wrong with a file for this kind of image, in words; null when it is fine. The type is the one its content
* shows (`head`: its first bytes, see headOf), never its name's: the one rule of the image fields and of the mock's
* uploads.
*/
function imageProblem(file, kind, head) {
	const limit = imageLimits[kind];
	if (file.size === 0) return `This ${limit.label} file is empty.`;
	const type = imageTypeOf(head);
	if (!type) return `This file is not an image. The ${limit.label} must be a ${limit.typeNames} image.`;
	if (!limit.types.includes(type)) return `The ${limit.label} must be a ${limit.typeNames} image.`;
	if (file.size > limit.maxBytes) return `The ${limit.label} must be ${formatBytes(limit.maxBytes)} or smaller (this one is ${formatBytes(file.size)}).`;
	return null;
}
/** A resume: PDF or Word, its type told by its content (a Word .docx is a ZIP package, a .doc an OLE file). */
var RESUME_LIMIT = {
	typeNames: "PDF or Word",
	maxBytes: 2048 * KB,
	accept: ".pdf,.doc,.docx,application/pdf,application/msword"
};
/** The resume type a file's first bytes show, or null: PDF, Word (.docx, a ZIP package) or Word 97-2003 (.doc). */
function documentTypeOf(head) {
	if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
	if (startsWith(head, [
		80,
		75,
		3,
		4
	])) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
	if (startsWith(head, [
		208,
		207,
		17,
		224,
		161,
		177,
		26,
		225
	])) return "application/msword";
	return null;
}
/** What is wrong with a file for a resume, in words; null when it is fine (the form's and the mock's one rule). */
function resumeProblem(file, head) {
	if (file.size === 0) return "This resume file is empty.";
	if (!documentTypeOf(head)) return `The resume must be a ${RESUME_LIMIT.typeNames} document.`;
	if (file.size > RESUME_LIMIT.maxBytes) return `The resume must be ${formatBytes(RESUME_LIMIT.maxBytes)} or smaller (this one is ${formatBytes(file.size)}).`;
	return null;
}
// src/api/schemas/profile.ts
/**
* The candidate's own profile (GET Profile) and its three sections as the editor saves them (PUT Profile/{section}):
* the fields of completeness (docs/product.md §5), with the rules the editor shows beside its fields. Shapes designed
* here (contracts/README.md). The inputs coerce what a form holds (choices as text, blank text as none), so the
* editor's forms and the mock check them with these same schemas.
*/
/** Free text, or null when blank; at most `max` characters. */
var optionalText = (max, what) => pipe(transform(blankToNull), nullable(string().check(_trim(), _maxLength(max, `Keep ${what} under ${max.toLocaleString("en-US")} characters`))));
/** A list of short entries (skills, interests…): each trimmed and non-blank, at most `count` of `max` characters each. */
var entries = (count, max, what) => array(string().check(_trim(), _minLength(1, `Fill in or remove the empty ${what}`), _maxLength(max, `Keep each ${what} under ${max} characters`))).check(_maxLength(count, `Add at most ${count} ${what}s`));
var webAddress = (message) => string().check(_trim(), _regex(/^https?:\/\/[^\s/.]+\.[^\s]+$/i, message), _maxLength(300, message));
var countryCodes$1 = new Set(COUNTRIES.map((c) => c.code));
/** Where the candidate lives: a country (required once anything is given), its state or province, a town. */
var currentLocationInput = object({
	country: string("Choose a country").check(refine((c) => countryCodes$1.has(c), "Choose a country")),
	state: optionalText(80, "the region"),
	city: optionalText(80, "the town")
}).check(refine((l) => regionsOf(l.country).length === 0 || l.state === null || regionsOf(l.country).some((r) => r.code === l.state), {
	message: "Choose the state or province",
	path: ["state"],
	...onceValid("country", "state")
}));
var amount$1 = pipe(transform(blankToNull), nullable(number({ error: "Enter an amount in whole dollars" }).check(int("Enter an amount in whole dollars"), _gte(1, "Enter an amount above 0"), _lte(MAX_SALARY, `Enter at most ${MAX_SALARY.toLocaleString("en-US")}`))));
/** One pay the candidate looks for: a minimum (and a top, if they like) per pay period. */
var salaryInput = object({
	min: pipe(amount$1, number$1("Enter the lowest pay you would take")),
	max: amount$1,
	compensationId: number({ error: "Choose how the pay is counted" }).check(int("Choose how the pay is counted"), _gte(1, "Choose how the pay is counted"))
}).check(refine((s) => s.max === null || s.max >= s.min, {
	message: "The top must be at least the minimum",
	path: ["max"],
	...onceValid("min", "max")
}));
/** PUT Profile/work-preference. */
var workPreferenceInputSchema = object({
	currentLocation: nullable(currentLocationInput),
	maxDistanceMiles: pipe(transform(blankToNull), nullable(oneOf([
		25,
		50,
		100,
		250,
		500
	], "Choose how far you would travel"))),
	isRemoteConsidered: boolean(),
	locations: array(string().check(refine((id) => placeById(id) !== void 0, "Choose a place of the list"))).check(_maxLength(10, "Choose at most 10 places")),
	jobType: array(oneOf(Object.values(JobType), "Choose a job type")),
	salaries: array(salaryInput).check(_maxLength(3, "Add at most 3 pays")),
	isMinimumDisabled: boolean(),
	leaderships: entries(10, 200, "leadership role"),
	benefits: array(_enum(BENEFIT_FLAGS, "Choose a benefit of the list"))
});
/** PUT Profile/qualifications (the resume travels on its own: POST Profile/resume). */
var qualificationsInputSchema = object({
	experience: optionalText(2e3, "your experience"),
	nextJob: optionalText(500, "your next job"),
	focus: array(number().check(int(), _gte(1))).check(_maxLength(6, "Choose at most 6 focuses")),
	skills: entries(30, 60, "skill")
});
/** PUT Profile/about (new photos travel on their own: POST Profile/photos; here the kept ones, in their order). */
var aboutInputSchema = object({
	websiteUrl: pipe(transform(blankToNull), nullable(webAddress("Enter the website address, starting with https://"))),
	professionalHighlights: pipe(optionalText(1e3, "your highlights"), nullable(string().check(_minLength(7, `Write more than 6 characters, or leave it empty`)))),
	professionalSummary: optionalText(2e3, "your summary"),
	jobInterests: entries(10, 80, "interest"),
	socialLinks: array(object({
		type: oneOf(Object.values(SocialLinkType), "Choose the kind of link"),
		url: webAddress("Enter the address, starting with https://")
	})).check(_maxLength(13, "Add at most 13 links")),
	albumPhotosUrls: array(string()).check(_maxLength(6, `Keep at most 6 photos`)),
	currentCareerStatus: optionalText(120, "your career status"),
	careerMoves: entries(10, 200, "career move")
});
/** Where a candidate lives, and a link of theirs, as the profile and the public profile answer them. */
var profilePlaceSchema = object({
	country: nullable(string()),
	state: nullable(string()),
	city: nullable(string())
});
var placeShown = nullable(profilePlaceSchema);
var linkShown = object({
	type: integer,
	url: string()
});
/** GET Profile, and the answer to every change of it: the signed-in candidate's profile. */
var profileSchema = object({
	currentLocation: placeShown,
	/** Furthest the candidate will travel or move for work, in miles. */
	maxDistanceMiles: nullable(integer),
	isRemoteConsidered: boolean(),
	locations: array(string()),
	jobType: array(integer),
	salaries: array(object({
		min: nullable(number$1()),
		max: nullable(number$1()),
		compensationId: integer
	})),
	isMinimumDisabled: boolean(),
	leaderships: array(string()),
	benefits: array(string()),
	experience: nullable(string()),
	nextJob: nullable(string()),
	focus: array(integer),
	skills: array(string()),
	resumeUrl: nullable(string()),
	websiteUrl: nullable(string()),
	professionalHighlights: nullable(string()),
	professionalSummary: nullable(string()),
	jobInterests: array(string()),
	socialLinks: array(linkShown),
	albumPhotosUrls: array(string()),
	currentCareerStatus: nullable(string()),
	careerMoves: array(string())
});
/**
* A new candidate's profile: nothing filled in. The mock's records start from it, so a field added to the profile
* needs its schema above and its empty value here.
*/
var emptyProfile = {
	currentLocation: null,
	maxDistanceMiles: null,
	isRemoteConsidered: false,
	locations: [],
	jobType: [],
	salaries: [],
	isMinimumDisabled: false,
	leaderships: [],
	benefits: [],
	experience: null,
	nextJob: null,
	focus: [],
	skills: [],
	resumeUrl: null,
	websiteUrl: null,
	professionalHighlights: null,
	professionalSummary: null,
	jobInterests: [],
	socialLinks: [],
	albumPhotosUrls: [],
	currentCareerStatus: null,
	careerMoves: []
};
/**
* GET Profile/public: what a candidate shows on their public page (candidate/{id}/view), to whoever the candidate's
* visibility lets see it; `isOwn` when the candidate looks at their own ("this is how employers see you").
*/
var publicProfileSchema = object({
	id: integer,
	firstName: string(),
	lastName: string(),
	pronouns: nullable(integer),
	profileVisibility: integer,
	isOwn: boolean(),
	currentLocation: placeShown,
	professionalSummary: nullable(string()),
	professionalHighlights: nullable(string()),
	experience: nullable(string()),
	skills: array(string()),
	/** The candidate's focuses, named (and their job field's name). */
	focus: array(object({
		id: integer,
		name: string(),
		jobFieldName: string()
	})),
	socialLinks: array(linkShown),
	albumPhotosUrls: array(string()),
	resumeUrl: nullable(string())
});
/** GET Profile/public?id: a candidate's user id. */
var publicProfileQuerySchema = object({ id: queryId("Unknown candidate") });
// src/domain/feedback.ts
/**
* Feedback (designed here: docs/product.md §4.10): what it may be about, and how long its message is. One list, read
* by the form's select, the API's schema (src/api/schemas/feedback.ts), the mock and its seed.
*/
/** The topics, in the order the form offers them (their codes travel; the labels are the form's and the admin list's). */
var feedbackTopicLabels = {
	bug: "Something is not working",
	"job-listing": "A job listing",
	idea: "An idea for the board",
	account: "My account",
	other: "Something else"
};
var FEEDBACK_TOPICS = Object.keys(feedbackTopicLabels);
var FEEDBACK_MESSAGE_MAX = 2e3;
// src/domain/enums/job-lists.ts
var jobSearchStatusFilter = {
	ActionRequired: [1, "Action Required"],
	PendingReview: [2, "Pending Review"],
	Active: 3,
	Inactive: 4,
	All: 5
};
var JobSearchStatusFilter = /* @__PURE__ */ codesOf(jobSearchStatusFilter);
var jobSearchStatusFilterLabels = /* @__PURE__ */ labelsOf(jobSearchStatusFilter);
var creationInterval = {
	Day: 0,
	LastWeek: [1, "Last Week"],
	LastMonth: [2, "Last Month"],
	LastYear: [3, "Last Year"],
	WholeTime: [4, "Whole Time"]
};
var CreationInterval = /* @__PURE__ */ codesOf(creationInterval);
var creationIntervalLabels = /* @__PURE__ */ labelsOf(creationInterval);
// src/domain/job-lifecycle.ts
var DAY_MS$1 = 864e5;
/**
* The one rule of "a job is live": active and not past its expiry date. Live jobs are the ones the public search
* lists, candidates can apply to, and employers can boost. Dates are ISO strings in UTC (`toISOString`), so they
* compare as text: no date parsing per record (the mock's search runs this for every job).
*/
var isLive = (job, nowIso) => job.status === JobStatus.Active && (job.expireDate === null || job.expireDate > nowIso);
/**
* Where a job stands in the employer's status filter (the spec names the filter, not its rules; designed here):
* Action Required = Draft, Rejected or Missing Information (the employer must act); Pending Review; Active =
* live and not past its expiry date; Inactive = Application Closed, or active but past its expiry date.
* Dates are ISO strings in UTC, so they compare as text.
*/
function jobSearchStatusOf(job, nowIso) {
	switch (job.status) {
		case JobStatus.PendingReview: return JobSearchStatusFilter.PendingReview;
		case JobStatus.Active: return isLive(job, nowIso) ? JobSearchStatusFilter.Active : JobSearchStatusFilter.Inactive;
		case JobStatus.ApplicationClosed: return JobSearchStatusFilter.Inactive;
		default: return JobSearchStatusFilter.ActionRequired;
	}
}
var matchesStatusFilter = (job, filter, nowIso) => filter === JobSearchStatusFilter.All || jobSearchStatusOf(job, nowIso) === filter;
/** How far back each creation interval reaches (a month is 30 days, a year 365, as the date-posted filter counts). */
var intervalDays = {
	[CreationInterval.Day]: 1,
	[CreationInterval.LastWeek]: 7,
	[CreationInterval.LastMonth]: 30,
	[CreationInterval.LastYear]: 365,
	[CreationInterval.WholeTime]: null
};
/** The earliest creation date (ISO) a creation-interval filter keeps; null for Whole Time. */
function createdSince(interval, now) {
	const days = intervalDays[interval];
	return days === null ? null : (/* @__PURE__ */ new Date(now - days * DAY_MS$1)).toISOString();
}
/** The admin's decisions on a job (docs/product.md §4): the status each one leads to. */
var ReviewDecision = {
	Approve: JobStatus.Active,
	Reject: JobStatus.Rejected,
	Close: JobStatus.ApplicationClosed
};
var reviewDecisionLabels = {
	3: "Approve",
	4: "Reject",
	6: "Close"
};
/**
* From which statuses each decision can be taken (other transitions are not shown in the spec; designed here):
* a job waiting for review, or one sent back for missing information, is approved or rejected; a live job is closed.
*/
var decidableFrom = {
	[ReviewDecision.Approve]: [JobStatus.PendingReview, JobStatus.MissingInformation],
	[ReviewDecision.Reject]: [JobStatus.PendingReview, JobStatus.MissingInformation],
	[ReviewDecision.Close]: [JobStatus.Active]
};
var canDecide = (status, decision) => decidableFrom[decision].includes(status);
/** The decisions open for a job in this status, in the order the admin sees them. */
var decisionsFor = (status) => [
	ReviewDecision.Approve,
	ReviewDecision.Reject,
	ReviewDecision.Close
].filter((d) => canDecide(status, d));
/** An employer may edit any of their jobs but a closed one (a closed job stays as candidates last saw it). */
var isEditable = (status) => status !== JobStatus.ApplicationClosed;
/**
* What a job's listing needs (its page, the search, the matching): every job sent for review has them all; a draft may
* lack any of them (null) until it is sent.
*/
var LISTING_FIELDS = [
	"jobType",
	"remoteStatus",
	"jobFieldId",
	"city",
	"country",
	"lat",
	"lng"
];
var hasListing = (job) => LISTING_FIELDS.every((field) => job[field] !== null);
/**
* The listing score of a job (docs/product.md §3 names `score`, not its rule; designed here): how complete the posting
* is, 0 to 100, from what candidates look for first. Each part, with what it adds and the hint shown when missing.
*/
var listingScoreParts = [
	{
		points: 30,
		hint: "Show the pay",
		test: (j) => j.salaryMin !== null || j.salaryMax !== null
	},
	{
		points: 10,
		hint: "Describe the job in at least 150 characters",
		test: (j) => j.description.trim().length >= 150
	},
	{
		points: 10,
		hint: "Write a full description (400 characters or more)",
		test: (j) => j.description.trim().length >= 400
	},
	{
		points: 15,
		hint: "Pick a focus",
		test: (j) => j.focusId !== null
	},
	{
		points: 15,
		hint: "Say how much experience the job needs",
		test: (j) => j.yearsOfExperienceId !== null
	},
	{
		points: 10,
		hint: "List a benefit (housing, relocation, commuting, visa)",
		test: (j) => j.isHousingIncluded || j.isHousingSubsidized || j.isRelocationStipend || j.isCommuterBenefits || j.isHQPosition
	},
	{
		points: 10,
		hint: "Set an application deadline",
		test: (j) => j.expireDate !== null
	}
];
function listingScore(job) {
	let score = 0;
	const hints = [];
	for (const part of listingScoreParts) if (part.test(job)) score += part.points;
	else hints.push(part.hint);
	return {
		score,
		hints
	};
}
// mocks/records.ts
/**
* The mock database's records: flat, with plain foreign keys (joins happen in the handlers). The schemas reuse the
* API schemas where the shapes agree; mocks/db.ts holds one collection of each, mocks/builders makes valid ones.
*/
var id = int();
var date = string();
var userRecord = object({
	id,
	email: string(),
	password: string(),
	firstName: string(),
	lastName: string(),
	roles: array(int()),
	primaryCompanyId: nullable(id),
	lastJoinedCompanyId: nullable(id),
	createdDate: date,
	/** Whether the address is confirmed (through the emailed link): an unconfirmed account cannot sign in. */
	emailConfirmed: boolean(),
	/** The registration's own id (register-confirmation/{id}), unguessable; null for accounts made otherwise (the seed). */
	registrationId: nullable(string()),
	/** Pronouns (src/domain/enums/profile.ts `Pronouns`), or null when not given. */
	pronouns: nullable(int()),
	/** Who may see the candidate's public profile (src/domain/enums/profile.ts `ProfileVisibility`). */
	profileVisibility: int(),
	/** A new address asked for in account settings, in effect once confirmed through the emailed link; else null. */
	pendingEmail: nullable(string())
});
/** A product-API session: the bearer token a user got from Auth/login. */
var sessionRecord = object({
	token: string(),
	userId: id,
	expiresAt: date
});
var companyRecord = extend(companySchema, {
	/** The brand-page path (Company/by-path). */
	path: string(),
	description: string(),
	organizationId: nullable(id),
	coverImage: nullable(string()),
	/** Kind and size of company (Company/options). */
	typeId: nullable(id),
	sizeId: nullable(id)
});
var membershipRecord = object({
	id,
	userId: id,
	companyId: id,
	isAdmin: boolean(),
	active: boolean(),
	joinedDate: date
});
var joinRequestRecord = object({
	id,
	userId: id,
	companyId: id,
	kind: _enum(["join", "admin"]),
	status: _enum([
		"pending",
		"accepted",
		"declined"
	]),
	createdDate: date
});
var invitationRecord = object({
	id,
	companyId: id,
	invitedUserEmail: string(),
	invitedUserName: string(),
	kind: _enum([
		"member",
		"admin",
		"transfer-admin"
	]),
	status: _enum([
		"pending",
		"accepted",
		"declined"
	]),
	createdDate: date
});
/** A candidate's profile: the API's (src/api/schemas/profile.ts), with its owner and where they live located. */
var candidateProfileRecord = extend(profileSchema, {
	userId: id,
	/** Where the candidate lives; lat/lng feed the distance part of the match score. */
	currentLocation: nullable(extend(profilePlaceSchema, {
		lat: nullable(number$1()),
		lng: nullable(number$1())
	}))
});
var jobRecord = object({
	id,
	companyId: id,
	title: string(),
	description: string(),
	status: int(),
	jobType: nullable(int()),
	remoteStatus: nullable(int()),
	createdDate: date,
	/** When the job was last written or decided on (the review queue's "submitted"). */
	updatedDate: date,
	publishedDate: nullable(date),
	expireDate: nullable(date),
	score: number$1(),
	salaryMin: nullable(number$1()),
	salaryMax: nullable(number$1()),
	salaryCompensationId: nullable(id),
	isHousingIncluded: boolean(),
	isHousingSubsidized: boolean(),
	isRelocationStipend: boolean(),
	isCommuterBenefits: boolean(),
	isHQPosition: boolean(),
	jobFieldId: nullable(id),
	focusId: nullable(id),
	yearsOfExperienceId: nullable(id),
	city: nullable(string()),
	state: nullable(string()),
	country: nullable(string()),
	lat: nullable(number$1()),
	lng: nullable(number$1()),
	/** For Remote in region: the countries (ISO codes) applicants must be in; empty otherwise. */
	remoteCountries: array(string()),
	rejectReason: nullable(string())
});
/** A boost of a job: placement, weeks and days (its status follows from its payment and dates: src/domain/boost.ts). */
var boostRecord = object({
	id,
	jobId: id,
	placement: int(),
	weeks: int(),
	startDate: date,
	endDate: date,
	createdDate: date,
	createdByUserId: nullable(id)
});
/** A boost's payment: PaymentStatus (1 Created, 2 Succeeded, 3 PaymentFailed), with the card's last digits and why it failed. */
var paymentRecord = object({
	id,
	boostId: id,
	amount: number$1(),
	status: int(),
	cardLast4: nullable(string()),
	failureReason: nullable(string()),
	createdDate: date,
	updatedDate: date
});
/**
* A candidate's saved or applied job: `status` is ApplicationStatus (4 Watching, 0 Applied); `stage` is where an
* application stands, in the applied-by filter's codes (0 Applied, 1 Interviewing, 2 Received Offer, 3 Not hired).
* One record per user and job: applying to a watched job turns it into an application.
*/
var applicationRecord = object({
	id,
	userId: id,
	jobId: id,
	status: int(),
	stage: int(),
	createdDate: date,
	/** When the candidate applied (null while only watching). */
	appliedDate: nullable(date)
});
var organizationRecord = object({
	id,
	name: string(),
	abbreviation: string(),
	state: string()
});
/** Items of the content service, by collection (tooltips, testimonials, partners, the Pennsylvania pages ...). */
var contentItemRecord = object({
	id,
	collection: string(),
	status: _enum(["published", "draft"]),
	data: record(string(), unknown())
});
/** A content-service session: the token POST auth/authenticate handed out. */
var contentSessionRecord = object({
	token: string(),
	expiresAt: date
});
/** The token of a link the product emailed: to confirm an address, or to reset a password. Single use, it expires. */
var emailTokenRecord = object({
	token: string(),
	userId: id,
	purpose: _enum([
		"confirm",
		"reset",
		"email-change"
	]),
	expiresAt: date,
	usedDate: nullable(date)
});
/** An email the product sent: kept in the demo mailbox (the mock's outbox). */
var emailRecord = object({
	id,
	to: string(),
	subject: string(),
	text: string(),
	/** The links of the email, as paths of the app. */
	links: array(object({
		label: string(),
		href: string()
	})),
	sentDate: date,
	read: boolean()
});
/** A feedback sent through POST Feedback (src/api/schemas/feedback.ts): by a visitor (`userId` null) or a user. */
var feedbackRecord = object({
	id,
	topic: _enum(FEEDBACK_TOPICS),
	message: string(),
	email: nullable(string()),
	userId: nullable(id),
	createdDate: date,
	read: boolean()
});
var isPosted = (job) => hasListing(job);
// mocks/db.ts
/**
* Records the mock made itself (the demo data seeded at build time) skip the schema check when they are loaded:
* they passed it when they were seeded, and checking some thousand records again is on the path of a first visit.
* Everything else (handlers' writes, data read back from storage) is checked.
*/
var trusted = false;
async function loadTrusted(load) {
	trusted = true;
	try {
		return await load();
	} finally {
		trusted = false;
	}
}
var checked = (schema) => {
	const standard = schema["~standard"];
	const validate = (value) => trusted ? { value } : standard.validate(value);
	return new Proxy(schema, { get: (target, key, receiver) => key === "~standard" ? {
		...standard,
		validate
	} : Reflect.get(target, key, receiver) });
};
var db = {
	users: new Collection({ schema: checked(userRecord) }),
	sessions: new Collection({ schema: checked(sessionRecord) }),
	companies: new Collection({ schema: checked(companyRecord) }),
	memberships: new Collection({ schema: checked(membershipRecord) }),
	joinRequests: new Collection({ schema: checked(joinRequestRecord) }),
	invitations: new Collection({ schema: checked(invitationRecord) }),
	candidateProfiles: new Collection({ schema: checked(candidateProfileRecord) }),
	jobs: new Collection({ schema: checked(jobRecord) }),
	boosts: new Collection({ schema: checked(boostRecord) }),
	payments: new Collection({ schema: checked(paymentRecord) }),
	applications: new Collection({ schema: checked(applicationRecord) }),
	organizations: new Collection({ schema: checked(organizationRecord) }),
	contentItems: new Collection({ schema: checked(contentItemRecord) }),
	contentSessions: new Collection({ schema: checked(contentSessionRecord) }),
	emailTokens: new Collection({ schema: checked(emailTokenRecord) }),
	emails: new Collection({ schema: checked(emailRecord) }),
	feedback: new Collection({ schema: checked(feedbackRecord) })
};
function clearDb() {
	for (const collection of Object.values(db)) collection.clear();
}
/** The next free id of a collection whose records have a numeric `id`. */
function nextId(collection) {
	let max = 0;
	for (const record of collection.all()) if (record.id > max) max = record.id;
	return max + 1;
}
// mocks/mutation.ts
var mutation = null;
/** The mutation in force, if any. */
var activeMutation = () => mutation;
// mocks/http.ts
/**
* What every handler shares: the bearer token to a user, 401 when it is missing or expired, 403 for the
* wrong role, 400 with field errors from zod, 404, 409, latency and fault injection. Handlers return the
* payload; `route` wraps it in the API's `{ result }` envelope (the content service's handlers answer whole
* bodies).
*/
/** The mock serves the product API under `/api` and the content service under `/cms`, on any origin. */
var API_PREFIX = "*/api/";
var CONTENT_PREFIX = "*/cms/";
/** A route's path as msw matches it (the Node server reads it too, to answer methods a path does not take). */
var mswPath = ({ service, path }) => (service === "content" ? CONTENT_PREFIX : API_PREFIX) + path;
var HttpProblem = class extends Error {
	status;
	body;
	constructor(status, body) {
		super(body.error ?? body.exceptionMessage ?? `HTTP ${status}`);
		this.status = status;
		this.body = body;
	}
};
var badRequest = (error, errors) => new HttpProblem(400, errors ? {
	error,
	errors
} : { error });
var unauthorized = (error = "Your session has expired or is not valid. Please sign in again.") => new HttpProblem(401, { error });
var forbidden = (error = "You do not have permission to do that.") => new HttpProblem(403, { error });
var notFound = (error) => new HttpProblem(404, { error });
var conflict = (error) => new HttpProblem(409, { error });
/** Zod issues as the catalogue's field errors (src/api/schemas/common.ts). */
var fieldErrors = (error) => issuesByField(error.issues);
var latencyMs = {
	none: 0,
	realistic: 350,
	slow: 2e3
};
var behaviour = {
	latency: "none",
	faults: [],
	/** How many of the next payments the mock's payment provider declines (demo controls). */
	failPayments: 0
};
var faultBodies = {
	400: {
		error: "The demo controls rejected this request (400).",
		errors: { demo: ["This value was rejected by the demo controls."] }
	},
	401: { error: "The demo controls ended this session (401)." },
	403: { error: "The demo controls refused this request (403)." },
	404: { error: "The demo controls could not find this (404)." },
	409: { error: "The demo controls found a conflict (409)." },
	500: { exceptionMessage: "The demo controls made the server fail (500)." }
};
function takeFault(endpoint) {
	const fault = behaviour.faults.find((f) => f.endpoint === endpoint || f.endpoint === "*");
	if (!fault) return void 0;
	fault.remaining -= 1;
	if (fault.remaining <= 0) behaviour.faults.splice(behaviour.faults.indexOf(fault), 1);
	return fault;
}
var transaction = (work) => work();
/**
* How each request's work runs against the data: at once (Node: tests, provider verification, the mock server),
* or in the browser as a transaction shared by every tab (mocks/shared-db.ts), set at start-up.
*/
function runRequestsIn(run) {
	transaction = run;
}
var bearer = (request) => request.headers.get("Authorization")?.match(/^Bearer (.+)$/)?.[1] ?? null;
/** The user behind the request's API token, or a 401 problem when it is missing, unknown or expired. */
function authenticate(request) {
	const token = bearer(request);
	if (!token) throw unauthorized("Sign in to continue.");
	const session = db.sessions.findFirst((q) => q.where({ token }));
	if (!session || Date.parse(session.expiresAt) <= clock.now()) throw unauthorized();
	const user = db.users.findFirst((q) => q.where({ id: session.userId }));
	if (!user) throw unauthorized();
	return user;
}
/** A content-service token: the product API's token is not accepted here. */
function authenticateContent(request) {
	const token = bearer(request);
	const session = token ? db.contentSessions.findFirst((q) => q.where({ token })) : void 0;
	if (!session || Date.parse(session.expiresAt) <= clock.now()) throw new HttpProblem(401, { error: "The content token is missing or has expired." });
}
/** The signed-in user a route's auth rules find (null when they need none); else their 401 or 403 problem. */
function userOf(service, auth, request) {
	if (service === "content") {
		if (auth) authenticateContent(request);
		return null;
	}
	if (auth === "optional") return bearer(request) ? authenticate(request) : null;
	if (!auth) return null;
	const user = authenticate(request);
	if (Array.isArray(auth) && !auth.some((role) => user.roles.includes(role))) throw forbidden();
	return user;
}
/** Every route the mock serves, in the order declared. */
var routes = [];
var responseCheck = null;
/** The answer as JSON; one the route's documented responses do not allow is a 500 saying why (so a verification fails). */
function json(route, status, body) {
	const problem = responseCheck?.(route, status, body) ?? null;
	if (problem === null) return HttpResponse.json(body, { status });
	const message = `The mock's ${status} answer to ${route.endpoint} does not match contracts/openapi.json: ${problem}`;
	console.error(message);
	return HttpResponse.json({ exceptionMessage: message }, { status: 500 });
}
/** The value as the schema parses it; else the problem its error makes. */
function parsedOr(schema, value, problem) {
	const parsed = schema.safeParse(value);
	if (!parsed.success) throw problem(parsed.error);
	return parsed.data;
}
/** The body as JSON: undefined when there is none (the schema says what is missing), a 400 when it is not JSON. */
async function jsonBody(request) {
	const text = await request.text();
	if (text.trim() === "") return void 0;
	try {
		return JSON.parse(text);
	} catch {
		throw badRequest("The request body is not valid JSON.");
	}
}
/** The options of a route whose path names a record by its id (`admin/Job/:id`); `missing` answers an id of none. */
var idPath = (missing) => ({
	params: object({ id: pathIdSchema }),
	notFound: missing
});
function define(service, method, path, options, resolve) {
	const endpoint = `${method.toUpperCase()} ${service === "content" ? "cms/" : ""}${path}`;
	const declared = {
		endpoint,
		service,
		method,
		path,
		options
	};
	routes.push(declared);
	return http[method](mswPath(declared), async ({ request, params }) => {
		const wait = latencyMs[behaviour.latency];
		if (wait) await delay(wait);
		const fault = takeFault(endpoint);
		if (fault) return HttpResponse.json(faultBodies[fault.status] ?? { error: `Injected ${fault.status}` }, { status: fault.status });
		return transaction(() => answer(request, params));
	});
	async function answer(request, params) {
		try {
			const mutation = activeMutation();
			const mutated = mutation?.endpoint === endpoint ? mutation : null;
			const own = () => userOf(service, options.auth, request);
			const user = mutated?.authenticate ? mutated.authenticate(request, own) : own();
			const sent = paramsRecord(new URL(request.url).searchParams);
			const rawQuery = mutated?.query ? mutated.query(sent) : sent;
			const query = options.query ? parsedOr(options.query, rawQuery, (e) => badRequest("Some query parameters are not valid.", fieldErrors(e))) : rawQuery;
			const body = options.body ? parsedOr(options.body, await jsonBody(request), (e) => badRequest("Some fields are not valid.", fieldErrors(e))) : void 0;
			const value = await resolve({
				request,
				params: options.params ? parsedOr(options.params, params, () => notFound(options.notFound ?? "Nothing is at this path.")) : params,
				query,
				body,
				user
			});
			const answered = service === "content" ? value : { result: value ?? null };
			return json(declared, 200, mutated?.answer ? mutated.answer(answered) : answered);
		} catch (error) {
			if (error instanceof HttpProblem) return json(declared, error.status, error.body);
			const message = error instanceof Error ? error.message : String(error);
			return json(declared, 500, { exceptionMessage: `Unexpected error in the mock: ${message}` });
		}
	}
}
/** A product-API route (`*\/api/<path>`): the resolver's value is answered as `{ result }`. */
var route = (method, path, options, resolve) => define("api", method, path, options, resolve);
/** A content-service route (`*\/cms/<path>`): answers whole bodies; `auth: true` asks for the content service's token. */
var contentRoute = (method, path, options, resolve) => define("content", method, path, options, resolve);
// mocks/controls.ts
var LATENCY_KEY = "jobboard.demo-latency";
var notices = [];
function addNotice(message) {
	notices.push(message);
}
/** The mock's outbox, newest first (the demo mailbox; `npm run mock:server` serves it at /_demo/mailbox). */
var outbox = () => db.emails.all().map(({ id, to, subject, text, links, sentDate, read }) => ({
	id,
	to,
	subject,
	text,
	links: links.map((l) => ({ ...l })),
	sentDate,
	read
})).sort((a, b) => b.id - a.id);
var storage = () => typeof localStorage === "undefined" ? null : localStorage;
function restoreLatency() {
	const saved = storage()?.getItem(LATENCY_KEY);
	if (saved === "none" || saved === "realistic" || saved === "slow") behaviour.latency = saved;
}
/** The demo controls: one API for the demo panel, the browser tests (window.__demo) and Node tests. */
function createControls(reseed, answeredBy = () => "page") {
	return {
		answeredBy,
		accounts: demoAccounts,
		endpoints: routes.map((r) => r.endpoint).sort(),
		latency: () => behaviour.latency,
		setLatency(latency) {
			behaviour.latency = latency;
			storage()?.setItem(LATENCY_KEY, latency);
		},
		faults: () => behaviour.faults.map((f) => ({ ...f })),
		failNext(endpoint, status, count = 1) {
			behaviour.faults = behaviour.faults.filter((f) => f.endpoint !== endpoint);
			behaviour.faults.push({
				endpoint,
				status,
				remaining: count
			});
		},
		clearFaults() {
			behaviour.faults = [];
		},
		failNextPayments(count) {
			behaviour.failPayments = Math.max(0, Math.floor(count));
		},
		paymentFailuresLeft: () => behaviour.failPayments,
		reset: reseed,
		async expireSessions() {
			const past = (/* @__PURE__ */ new Date(clock.now() - 1e3)).toISOString();
			await db.sessions.updateMany((q) => q.where(() => true), { data(session) {
				session.expiresAt = past;
			} });
		},
		setClock: (at) => clock.set(at),
		mailbox: async () => outbox(),
		async markEmailRead(id) {
			await db.emails.updateMany((q) => q.where({ id }), { data(email) {
				email.read = true;
			} });
		},
		takeNotices: () => notices.splice(0)
	};
}
// node_modules/idb-keyval/dist/index.js
function promisifyRequest(request) {
	return new Promise((resolve, reject) => {
		request.oncomplete = request.onsuccess = () => resolve(request.result);
		request.onabort = request.onerror = () => reject(request.error);
	});
}
function createStore(dbName, storeName) {
	let dbp;
	const getDB = () => {
		if (dbp) return dbp;
		const request = indexedDB.open(dbName);
		request.onupgradeneeded = () => request.result.createObjectStore(storeName);
		dbp = promisifyRequest(request);
		dbp.then((db) => {
			db.onclose = () => dbp = void 0;
		}, () => {
			dbp = void 0;
		});
		return dbp;
	};
	return (txMode, callback) => getDB().then((db) => callback(db.transaction(storeName, txMode).objectStore(storeName)));
}
var defaultGetStoreFunc;
function defaultGetStore() {
	if (!defaultGetStoreFunc) defaultGetStoreFunc = createStore("keyval-store", "keyval");
	return defaultGetStoreFunc;
}
/**
* Get a value by its key.
*
* @param key
* @param customStore Method to get a custom store. Use with caution (see the docs).
*/
function get(key, customStore = defaultGetStore()) {
	return customStore("readonly", (store) => promisifyRequest(store.get(key)));
}
/**
* Set multiple values at once. This is faster than calling set() multiple times.
* It's also atomic – if one of the pairs can't be added, none will be added.
*
* @param entries Array of entries, where each entry is an array of `[key, value]`.
* @param customStore Method to get a custom store. Use with caution (see the docs).
*/
function setMany(entries, customStore = defaultGetStore()) {
	return customStore("readwrite", (store) => {
		entries.forEach((entry) => store.put(entry[1], entry[0]));
		return promisifyRequest(store.transaction);
	});
}
/**
* Get multiple values by their keys
*
* @param keys
* @param customStore Method to get a custom store. Use with caution (see the docs).
*/
function getMany(keys, customStore = defaultGetStore()) {
	return customStore("readonly", (store) => Promise.all(keys.map((key) => promisifyRequest(store.get(key)))));
}
// mocks/db-store.ts
var DATA = "data";
var REVISION = "revision";
/** The data in an IndexedDB database of its own (`name`: tests give each store its own). */
function indexedDbStore(name = "jobboard-mock") {
	const store = createStore(name, "db");
	return {
		revision: async () => await get(REVISION, store) ?? null,
		async read() {
			const [raw, revision] = await getMany([DATA, REVISION], store);
			return {
				raw: raw ?? null,
				revision: revision ?? null
			};
		},
		write: (raw, revision) => setMany([[DATA, raw], [REVISION, revision]], store)
	};
}
/**
* The stored data as the shared database starts from it. Data an earlier version kept in local storage (and the
* browser tests' stored personas) moves into the store first, once.
*/
async function readStore(store, storage) {
	const stored = await store.read();
	const earlier = storage.getItem(storageKeys.mockDb);
	if (earlier === null) return stored;
	if (stored.raw !== null) {
		storage.removeItem(storageKeys.mockDb);
		return stored;
	}
	try {
		await store.write(earlier, "1");
	} catch {
		return {
			raw: earlier,
			revision: null
		};
	}
	storage.removeItem(storageKeys.mockDb);
	return {
		raw: earlier,
		revision: "1"
	};
}
/**
* Whether this browser has stored demo data, as main.tsx asks before the mock's code arrives (to fetch the first
* visit's data beside it): a hint kept in local storage by each write, not used to decide anything else.
*/
var markStored = (storage) => storage.setItem(storageKeys.mockDbStored, "true");
// src/api/schemas/job-candidate.ts
/** A job's page and the candidate's own jobs (shapes proposed here; contracts/README.md). */
var nullableString = nullable(string());
var nullableDate = nullable(isoDateTime);
/** The company card of a job page. */
var jobCompanySchema = object({
	id: integer,
	name: string(),
	path: string(),
	logo: nullableString,
	description: string(),
	city: nullableString,
	state: nullableString,
	country: nullableString,
	website: nullableString,
	activeJobsCount: integer
});
/** The signed-in candidate's own relation to a job: watching (4) or applied (0), and the application's stage. */
var myJobStatusSchema = object({
	status: integer,
	stage: integer,
	appliedDate: nullableDate
});
/** DELETE Job/watch answers no value (`result: null`). */
var noResultSchema = /* @__PURE__ */ _null();
/** GET Job/by-id: every field of docs/product.md §3, the names of its lookups, and the company card. */
var jobDetailSchema = extend(jobCardSchema, {
	description: string(),
	/** The listing score, for the company's members and site admins only (null for everyone else). */
	score: nullable(number$1()),
	jobFieldId: integer,
	jobFieldName: string(),
	focusId: nullable(integer),
	focusName: nullableString,
	yearsOfExperienceId: nullable(integer),
	yearsOfExperienceName: nullableString,
	lat: number$1(),
	lng: number$1(),
	/** For Remote in region: the countries applicants must be in (ISO codes). */
	remoteCountries: array(string()),
	company: jobCompanySchema,
	/** Null for visitors and for users who are not candidates, or when the candidate has not saved or applied. */
	myStatus: nullable(myJobStatusSchema)
});
/** A recommended job: its match with the candidate's profile, in percent, and the reasons for it. */
var recommendedJobSchema = extend(jobCardSchema, {
	matchPercent: integer,
	matchReasons: array(string())
});
var recommendedJobsSchema = pageOf$1(recommendedJobSchema);
/** A saved or applied job in the candidate's own list. */
var myJobSchema = object({
	id: integer,
	status: integer,
	stage: integer,
	createdDate: isoDateTime,
	appliedDate: nullableDate,
	job: jobCardSchema
});
var myJobsSchema = pageOf$1(myJobSchema);
// src/api/schemas/quiz.ts
/**
* The onboarding quiz (calls proposed here: contracts/README.md): a visitor's answers, in the profile's own fields
* (docs/product.md §4.9), so that the answers become the new candidate's profile when they register.
*/
/** The quiz's answers: the work-preference fields it asks, and the focuses (at least one: the match needs one). */
var quizAnswersSchema = extend(pick(workPreferenceInputSchema, {
	currentLocation: true,
	maxDistanceMiles: true,
	isRemoteConsidered: true,
	jobType: true,
	salaries: true,
	isMinimumDisabled: true,
	benefits: true
}), { focus: array(number().check(int(), _gte(1))).check(_minLength(1, "Choose at least one focus"), _maxLength(6, "Choose at most 6 focuses")) });
/** POST Quiz/matches: how many live jobs the answers would be recommended, and the best few (by match). */
var quizMatchesSchema = object({
	total: integer,
	jobs: array(recommendedJobSchema)
});
// src/api/schemas/account.ts
/**
* Joining the product and getting back in (calls proposed here: contracts/README.md): registration, the email
* confirmation, forgotten passwords. One schema per body, used by the forms and by the mock alike.
*/
/** The password rules, as the forms state them beside the field. */
var PASSWORD_RULES = "At least 8 characters, with a letter and a number.";
/** A new password (registration, reset, change): the rules of PASSWORD_RULES. */
var newPasswordSchema = string("Choose a password").check(_minLength(8, "Use at least 8 characters"), _maxLength(128, "Use at most 128 characters"), _regex(/\p{L}/u, "Use at least one letter"), _regex(/\d/, "Use at least one number"));
var emailSchema = string("Enter a valid email address").check(_trim(), _toLowerCase(), email("Enter a valid email address"), _maxLength(254, "Enter a valid email address"));
var nameSchema = (missing) => string(missing).check(_trim(), _minLength(1, missing), _maxLength(50, "Keep it under 50 characters"));
/** Who an account is for: a candidate looking for work (role User), or an employer hiring (role Employer). */
var ACCOUNT_TYPES = ["candidate", "employer"];
/** POST Auth/register: the registration form's fields. */
var registrationSchema = object({
	accountType: _enum(ACCOUNT_TYPES, "Choose how you will use the job board"),
	firstName: nameSchema("Enter your first name"),
	lastName: nameSchema("Enter your last name"),
	email: emailSchema,
	password: newPasswordSchema,
	acceptTerms: literal(true, "Accept the terms to create an account"),
	/** A candidate's answers to the onboarding quiz: they become the new profile (an employer's are ignored). */
	quiz: optional(quizAnswersSchema)
});
/** POST Auth/register's answer: the registration's own (unguessable) id, whose page says where the confirmation went. */
var registeredSchema = object({ registrationId: string().check(_minLength(1)) });
/**
* GET Auth/registration: a registration's address, and whether it is confirmed yet. Any id but a blank one is looked
* up: one too long to be a registration's is unknown (404), as any other.
*/
var registrationQuerySchema = object({ id: string("Unknown registration").check(_minLength(1, "Unknown registration")) });
var registrationStatusSchema = object({
	email: string(),
	emailConfirmed: boolean(),
	accountType: _enum(ACCOUNT_TYPES)
});
/** POST Auth/resend-confirmation and POST Auth/forgot-password: an address (the answer is the same whether or not it has an account). */
var emailOnlySchema = object({ email: emailSchema });
/**
* The token of a link the product emailed (confirmation, password reset). Any token but a blank one is looked up: one
* too long to be a link's is no link's (404), as any other.
*/
var linkTokenSchema = string("This link is not complete: open it again from the email").check(_minLength(1, "This link is not complete: open it again from the email"));
/** POST Auth/confirm-email: the confirmation link's token. */
var confirmEmailSchema = object({ token: linkTokenSchema });
/** GET Auth/reset-password?token=: whether a reset link can still be used, and the address of its account. */
var resetLinkQuerySchema = object({ token: linkTokenSchema });
var resetLinkSchema = object({ email: string() });
/** POST Auth/reset-password: the reset link's token and the new password. */
var resetPasswordSchema = object({
	token: linkTokenSchema,
	password: newPasswordSchema
});
/** The reset form: the API's body, with the new password typed twice. */
var resetPasswordFormSchema = extend(resetPasswordSchema, { confirmPassword: string() }).check(refine((form) => form.password === form.confirmPassword, {
	message: "The two passwords are not the same",
	path: ["confirmPassword"],
	...onceValid("password")
}));
/** The answer of calls that only say they were done (`{ "result": null }`). */
var doneSchema = _null();
// src/api/schemas/account-settings.ts
/**
* Account settings (calls proposed here: contracts/README.md): the signed-in user's name, pronouns, email address,
* password, who may see their profile, and the account's deletion. One schema per body, used by the forms and the
* mock alike.
*/
/** GET Account, and the answer to every change of it. `pendingEmail`: a new address waiting for its confirmation. */
var accountSchema = object({
	firstName: string(),
	lastName: string(),
	email: string(),
	pendingEmail: nullable(string()),
	pronouns: nullable(integer),
	profileVisibility: integer
});
/** PUT Account: the name and the pronouns (none: null; a form's empty choice reads as none). */
var accountDetailsSchema = object({
	firstName: nameSchema("Enter your first name"),
	lastName: nameSchema("Enter your last name"),
	pronouns: pipe(transform((value) => blankToNull(value ?? null)), nullable(oneOf(Object.values(Pronouns), "Choose pronouns of the list")))
});
/** PUT Account/visibility: who may see the candidate's public profile. */
var profileVisibilitySchema = object({ profileVisibility: oneOf(Object.values(ProfileVisibility), "Choose who may see your profile") });
/** The current password, asked again before a change that matters (address, password, deletion). */
var currentPassword = string("Enter your current password").check(_minLength(1, "Enter your current password"), _maxLength(128, "The password is not correct"));
/** POST Account/email-change: the new address (a link goes to it) and the current password. */
var emailChangeSchema = object({
	email: emailSchema,
	password: currentPassword
});
/** POST Account/confirm-email-change: the token of the link emailed to the new address. */
var confirmEmailChangeSchema = object({ token: linkTokenSchema });
/** PUT Account/password: the current password and the new one (the rules of registration). */
var passwordChangeSchema = object({
	currentPassword,
	password: newPasswordSchema
});
/** The password form: the API's body, with the new password typed twice. */
var passwordChangeFormSchema = extend(passwordChangeSchema, { confirmPassword: string() }).check(refine((form) => form.password === form.confirmPassword, {
	message: "The two passwords are not the same",
	path: ["confirmPassword"],
	...onceValid("password")
}));
/** DELETE Account: the current password, so that nobody at an unlocked screen deletes the account. */
var deleteAccountSchema = object({ password: currentPassword });
// mocks/tokens.ts
/** Tokens the mock hands out: product-API sessions, the content service's, emailed links'. */
/** How long an Auth/login token lives in the mock. */
var TOKEN_LIFETIME_MS = 288e5;
var newToken = () => typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
/** Ends every session of the user but the one of `keepToken` (none: all of them; a password changed or reset). */
async function endOtherSessions(userId, keepToken) {
	await db.sessions.deleteMany((q) => q.where((s) => s.userId === userId && s.token !== keepToken));
}
/** A new product-API session of the user: its token and when it expires. */
async function startSession(user) {
	const token = newToken();
	const expiresAt = new Date(clock.now() + TOKEN_LIFETIME_MS).toISOString();
	await db.sessions.create({
		token,
		userId: user.id,
		expiresAt
	});
	return {
		token,
		expiresAt
	};
}
// mocks/mail.ts
/**
* The emails the product sends, kept in the mock's outbox (the demo mailbox: the demo controls list it, and
* `npm run mock:server` serves it at /_demo/mailbox), and the single-use, expiring links they carry
* (docs/product.md §4, "Accounts").
*/
/** How long an emailed link stays valid. */
var LINK_LIFETIME_HOURS = {
	confirm: 24,
	reset: 1,
	"email-change": 24
};
async function sendEmail(to, subject, text, links) {
	await db.emails.create({
		id: nextId(db.emails),
		to,
		subject,
		text,
		links,
		sentDate: clock.iso(),
		read: false
	});
}
/** Ends the user's unused links (of one purpose, or all). */
async function endLinks(userId, purpose) {
	const now = clock.iso();
	await db.emailTokens.updateMany((q) => q.where((t) => t.userId === userId && (!purpose || t.purpose === purpose) && t.usedDate === null), { data(t) {
		t.usedDate = now;
	} });
}
/** A new link token of the user for the purpose; the earlier unused ones of that purpose stop working. */
async function newLinkToken(user, purpose) {
	await endLinks(user.id, purpose);
	const token = newToken();
	await db.emailTokens.create({
		token,
		userId: user.id,
		purpose,
		expiresAt: clock.hoursFromNow(LINK_LIFETIME_HOURS[purpose]),
		usedDate: null
	});
	return token;
}
var greeting = (user) => `Hello ${user.firstName},`;
/** The address confirmation: its link opens the registration's page, which confirms it. */
async function sendConfirmation(user) {
	const token = await newLinkToken(user, "confirm");
	const link = href("registerConfirmation", { id: user.registrationId }, { token });
	await sendEmail(user.email, "Confirm your email address", `${greeting(user)}\n\nConfirm your email address to start using the job board. The link works once, for ${LINK_LIFETIME_HOURS.confirm} hours.`, [{
		label: "Confirm my email address",
		href: link
	}]);
}
/** The password reset: its link opens reset-password with the token. */
async function sendPasswordReset(user) {
	const token = await newLinkToken(user, "reset");
	await sendEmail(user.email, "Reset your password", `${greeting(user)}\n\nSomeone asked to reset the password of your account. If it was you, choose a new one: the link works once, for ${LINK_LIFETIME_HOURS.reset} hour. If it was not, ignore this email: your password stays as it is.`, [{
		label: "Choose a new password",
		href: href("resetPassword", null, { token })
	}]);
}
/** An address change: a link to the new address (it takes effect once confirmed), a notice to the current one. */
async function sendEmailChange(user, newEmail) {
	const token = await newLinkToken(user, "email-change");
	await sendEmail(newEmail, "Confirm your new email address", `${greeting(user)}\n\nConfirm that this is the new address of your job board account. Until you do, your account keeps ${user.email}. The link works once, for ${LINK_LIFETIME_HOURS["email-change"]} hours.`, [{
		label: "Confirm my new email address",
		href: href("account", null, { emailChange: token })
	}]);
	await sendEmail(user.email, "Your email address is changing", `${greeting(user)}\n\nSomeone signed in to your account asked to change its address to ${newEmail}. It changes only once that address is confirmed. If it was not you, change your password now.`, []);
}
/** The link token of an email while it can be used, and its account: else 404 (no such link), or 409 (used, or expired). */
function usableLinkToken(token, purpose) {
	const record = db.emailTokens.findFirst((q) => q.where({
		token,
		purpose
	}));
	const user = record && db.users.findFirst((q) => q.where({ id: record.userId }));
	if (!record || !user) throw notFound("This link is not valid. Ask for a new one.");
	if (record.usedDate !== null) throw conflict("This link was already used or replaced by a newer one.");
	if (Date.parse(record.expiresAt) <= clock.now()) throw conflict("This link has expired. Ask for a new one.");
	return {
		record,
		user
	};
}
/** The link token of an email, used up: else 404 or 409 as usableLinkToken. */
async function redeemLinkToken(token, purpose) {
	const { record, user } = usableLinkToken(token, purpose);
	await db.emailTokens.update(record, { data(t) {
		t.usedDate = clock.iso();
	} });
	return user;
}
/**
* The password reset link used: the new password set, the address confirmed (the link proved it is the user's), and
* every session and every other emailed link of the account ended (whoever knew the old password, or read an older
* email, is out). Else 404 or 409 as redeemLinkToken.
*/
async function resetPassword(token, password) {
	const user = await redeemLinkToken(token, "reset");
	await db.users.update(user, { data(u) {
		u.password = password;
		u.emailConfirmed = true;
	} });
	await endOtherSessions(user.id, null);
	await endLinks(user.id);
}
// src/api/schemas/credentials.ts
/** Auth/login's body and the login form's fields (one schema for both). */
var credentialsSchema = object({
	email: email("Enter a valid email address"),
	password: string().check(_minLength(1, "Enter your password"))
});
// mocks/builders/builder.ts
function builder(schema, defaults) {
	return (overrides = {}) => schema.parse({
		...defaults(overrides),
		...overrides
	});
}
// mocks/builders/accounts.ts
/** A candidate (role User) named Pat Example, created now; the email follows from the id. */
var buildUser = builder(userRecord, ({ id = 1 }) => ({
	id,
	email: `user${id}@example.com`,
	password: "password-not-used",
	firstName: "Pat",
	lastName: "Example",
	roles: [Role.User],
	primaryCompanyId: null,
	lastJoinedCompanyId: null,
	createdDate: clock.iso(),
	emailConfirmed: true,
	registrationId: null,
	pronouns: null,
	profileVisibility: ProfileVisibility.Public,
	pendingEmail: null
}));
/** A candidate profile of user 1 with nothing filled in. */
var buildCandidateProfile = builder(candidateProfileRecord, () => ({
	...emptyProfile,
	userId: 1
}));
// src/domain/enums/boost.ts
var paymentStatus = {
	Created: 1,
	Succeeded: 2,
	PaymentFailed: [3, "Payment failed"]
};
var PaymentStatus = /* @__PURE__ */ codesOf(paymentStatus);
var paymentStatusLabels = /* @__PURE__ */ labelsOf(paymentStatus);
var BoostStatus = /* @__PURE__ */ codesOf({
	Pending: 0,
	Complete: 1,
	Active: 2,
	Expired: 3,
	All: 4
});
var adPlacementType = {
	Listing: 0,
	Sponsored: 1,
	Newsletter: 2,
	Socials: 3,
	Drop: 4
};
var AdPlacementType = /* @__PURE__ */ codesOf(adPlacementType);
var adPlacementTypeLabels = /* @__PURE__ */ labelsOf(adPlacementType);
// src/domain/boost.ts
var DAY_MS = 864e5;
/**
* What every boost buys in the app while it runs, whatever its placement (docs/product.md §4.6 and §9's rule for
* recommended lists, with our count): the boost dialog says it above the placements, the README says the same.
*/
var SPONSORED_RULE = `Every boost, whatever its placement, tags the job Sponsored while it runs, and sponsored jobs lead the recommended jobs of the candidates they match: a single sponsored match always comes first; with more, 3 of them, drawn at random on each visit, come first.`;
/**
* What each placement adds to what every boost gives (SPONSORED_RULE), and what it costs a week, in US dollars.
* Listing and Sponsored do the same in the app (any active boost sponsors its job): their descriptions say so rather
* than promise a difference the app does not make.
*/
var placements = {
	[AdPlacementType.Listing]: {
		pricePerWeek: 49,
		description: "Basecamp only: the tag and the lead above, nothing more. The lowest price."
	},
	[AdPlacementType.Sponsored]: {
		pricePerWeek: 99,
		description: "Basecamp only, as Listing: this prototype gives it nothing more yet."
	},
	[AdPlacementType.Newsletter]: {
		pricePerWeek: 149,
		description: "The same on Basecamp, and the job featured in the weekly jobs email."
	},
	[AdPlacementType.Socials]: {
		pricePerWeek: 129,
		description: "The same on Basecamp, and the job posted on our Instagram, LinkedIn and Facebook pages."
	},
	[AdPlacementType.Drop]: {
		pricePerWeek: 199,
		description: "The same on Basecamp, and a one-off email about the job to the candidates it matches."
	}
};
/** The price of a boost: its placement's weekly price times the weeks. */
var boostPrice = (placement, weeks) => placements[placement].pricePerWeek * weeks;
/** When a boost starting at `startIso` for `weeks` weeks ends. */
var boostEnd = (startIso, weeks) => new Date(Date.parse(startIso) + weeks * 7 * DAY_MS).toISOString();
/**
* A boost's status, from its payment and its dates: Pending until it is paid; then Complete (paid, starting on a
* later day), Active while it runs, Expired once its weeks are over. ISO dates in UTC compare as text.
*/
function boostStatusOf(boost, paymentStatus, nowIso) {
	if (paymentStatus !== PaymentStatus.Succeeded) return BoostStatus.Pending;
	if (nowIso < boost.startDate) return BoostStatus.Complete;
	return nowIso < boost.endDate ? BoostStatus.Active : BoostStatus.Expired;
}
/** An active boost makes its job sponsored: tagged so in lists, and first in recommended jobs (docs/product.md §9). */
var isSponsoring = (status) => status === BoostStatus.Active;
/** The Luhn check of a card number (digits only). */
function luhn(digits) {
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		let d = Number(digits[digits.length - 1 - i]);
		if (i % 2 === 1) {
			d *= 2;
			if (d > 9) d -= 9;
		}
		sum += d;
	}
	return digits.length > 0 && sum % 10 === 0;
}
/** Whether an expiry month ('MM/YY') is this month or later, at `now`. */
function expiryNotPast(expiry, now) {
	const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
	if (!m) return false;
	const month = Number(m[1]);
	const year = 2e3 + Number(m[2]);
	const today = new Date(now);
	return month >= 1 && month <= 12 && (year > today.getUTCFullYear() || year === today.getUTCFullYear() && month >= today.getUTCMonth() + 1);
}
/**
* The test cards of the demo's payment step (as payment providers have them): any other valid number is accepted.
* Only these values are special; nothing is charged anywhere.
*/
var TEST_CARDS = {
	accepted: "4242 4242 4242 4242",
	declined: "4000 0000 0000 0002"
};
var ApplicationStatus = /* @__PURE__ */ codesOf({
	Applied: 0,
	Watching: 4
});
var appliedByFilter = {
	Applied: 0,
	Interviewing: 1,
	ReceivedOffer: [2, "Received Offer"],
	Rejected: [3, "Not hired"],
	All: 4
};
var AppliedByFilter = /* @__PURE__ */ codesOf(appliedByFilter);
var appliedByFilterLabels = /* @__PURE__ */ labelsOf(appliedByFilter);
var recommendedJobsSort = {
	DatePosted: ["DatePosted", "Date Posted"],
	HighLowMatch: ["HighLowMatch", "High-Low Match %"]
};
var RecommendedJobsSort = /* @__PURE__ */ codesOf(recommendedJobsSort);
var recommendedJobsSortLabels = /* @__PURE__ */ labelsOf(recommendedJobsSort);
// mocks/company-access.ts
/**
* Who may do what with a company, for every handler: a user's active memberships are read from the db once, then the
* rules of src/domain/company-roles.ts (the screens' rules too) decide. Handlers ask here, never the memberships.
*/
/** The roles that call a company's endpoints: its people, and the site admins (the rules below say which company). */
var EMPLOYERS = [Role.Employer, Role.Admin];
var NO_COMPANY = "This company does not exist.";
var NOT_MEMBER = "You are not a member of this company.";
var ONLY_ADMINS = "Only the company's admins can change its details.";
/** The company with this id, or null (also for no id). */
var findCompany = (id) => id === null ? null : db.companies.findFirst((q) => q.where({ id })) ?? null;
/** The company with this id; else 404. */
function requireCompany(id) {
	const company = findCompany(id);
	if (!company) throw notFound(NO_COMPANY);
	return company;
}
/** The company whose brand page has this path, the path's case aside; else 404. */
function requireCompanyByPath(path) {
	const wanted = path.toLowerCase();
	const company = db.companies.findFirst((q) => q.where({ path: (p) => p.toLowerCase() === wanted }));
	if (!company) throw notFound(NO_COMPANY);
	return company;
}
/** The user's active memberships, with their role in each company (a former member's are inactive, so not here). */
var activeMembershipsOf = (userId) => db.memberships.findMany((q) => q.where({
	userId,
	active: true
})).map((m) => ({
	companyId: m.companyId,
	role: m.isAdmin ? "admin" : "member"
}));
/** The user as the rules see them when they decide about this company (a mutation may stand another in). */
function personOf(user, companyId) {
	const person = {
		roles: user.roles,
		memberships: activeMembershipsOf(user.id)
	};
	return activeMutation()?.companyPerson?.(person, companyId) ?? person;
}
/** Whether the user is one of the company's own people (its admin or an active member). */
var isPersonOf = (user, companyId) => isCompanyPerson(personOf(user, companyId), companyId);
/** Whether the user (or a visitor: null) sees what the company keeps to itself: its people and the site's admins. */
var maySeePrivate = (user, companyId) => user !== null && maySeeCompanyPrivate(personOf(user, companyId), companyId);
/**
* The company, when the user acts for it (posts, edits and boosts its jobs): its own people. The site's admin is
* refused too, told that they moderate the jobs through the review. Else 404 or 403.
*/
function requireMayActFor(user, companyId) {
	const company = requireCompany(companyId);
	if (!isPersonOf(user, companyId)) throw forbidden(isSiteAdmin(user) ? ADMINS_MODERATE : NOT_MEMBER);
	return company;
}
/** The company, when the user may change its details and images: its admins, and the site's admins; else 404 or 403. */
function requireMayEdit(user, companyId) {
	const company = requireCompany(companyId);
	if (!mayEditCompany(personOf(user, companyId), companyId)) throw forbidden(ONLY_ADMINS);
	return company;
}
/** The company, when the user sees what it keeps to itself (its dashboard, its purchases); else 404 or 403. */
function requireMaySeePrivate(user, companyId) {
	const company = requireCompany(companyId);
	if (!maySeePrivate(user, companyId)) throw forbidden(NOT_MEMBER);
	return company;
}
/**
* Whether the user is one of the people of a company whose job the candidate applied to (a saved job does not
* count): who may see the candidate's profile when it is not public (docs/product.md §4.8).
*/
function isPersonOfCompanyAppliedTo(user, candidateId) {
	if (activeMembershipsOf(user.id).length === 0) return false;
	return db.applications.findMany((q) => q.where({
		userId: candidateId,
		status: ApplicationStatus.Applied
	})).some((a) => {
		const job = db.jobs.findFirst((q) => q.where({ id: a.jobId }));
		return job !== void 0 && isCompanyPerson(personOf(user, job.companyId), job.companyId);
	});
}
// mocks/users.ts
/** Joins the handlers share: a company as the user's primary company, the user as Auth/login returns it. */
function toPrimaryCompany(company) {
	const { id, name, logo, city, country, state, website } = company;
	return {
		id,
		name,
		logo,
		city,
		country,
		state,
		website
	};
}
/** The user's pending request to join a company, with the company's name; null without one. */
function pendingJoinRequest(userId) {
	const request = db.joinRequests.findFirst((q) => q.where({
		userId,
		kind: "join",
		status: "pending"
	}));
	if (!request) return null;
	return {
		companyId: request.companyId,
		companyName: findCompany(request.companyId)?.name ?? "a company"
	};
}
function loggedInUser(user, accessToken, tokenExpires) {
	const primary = findCompany(user.primaryCompanyId);
	const lastJoined = findCompany(user.lastJoinedCompanyId);
	const pending = pendingJoinRequest(user.id);
	return {
		accessToken,
		tokenExpires,
		roles: user.roles,
		primaryCompany: primary ? toPrimaryCompany(primary) : null,
		hasPendingJoinRequest: pending !== null,
		pendingJoinRequest: pending,
		lastJoinedCompany: lastJoined ? toPrimaryCompany(lastJoined) : null,
		memberships: activeMembershipsOf(user.id),
		user: {
			id: user.id,
			email: user.email,
			firstName: user.firstName,
			lastName: user.lastName
		}
	};
}
// mocks/boosts.ts
/** Boosts as the handlers show them, and which jobs they make sponsored now. */
var paymentOf = (boostId) => db.payments.findFirst((q) => q.where({ boostId }));
function toBoost(boost, nowIso) {
	return {
		id: boost.id,
		jobId: boost.jobId,
		placement: boost.placement,
		weeks: boost.weeks,
		startDate: boost.startDate,
		endDate: boost.endDate,
		status: boostStatusOf(boost, paymentOf(boost.id)?.status ?? PaymentStatus.Created, nowIso)
	};
}
var toPayment = (p) => ({
	id: p.id,
	amount: p.amount,
	status: p.status,
	cardLast4: p.cardLast4,
	failureReason: p.failureReason,
	updatedDate: p.updatedDate
});
function toPurchase(boost, nowIso) {
	const job = db.jobs.findFirst((q) => q.where({ id: boost.jobId }));
	const company = job ? db.companies.findFirst((q) => q.where({ id: job.companyId })) : void 0;
	return {
		boost: toBoost(boost, nowIso),
		payment: toPayment(paymentOf(boost.id)),
		job: {
			id: boost.jobId,
			title: job?.title ?? "Removed job",
			companyName: company?.name ?? "Unknown company"
		}
	};
}
/** The ids of the jobs an active (paid, running) boost makes sponsored at `nowIso`. */
function sponsoredJobIds(nowIso) {
	const paid = new Set(db.payments.findMany((q) => q.where({ status: PaymentStatus.Succeeded })).map((p) => p.boostId));
	const ids = /* @__PURE__ */ new Set();
	for (const b of db.boosts.all()) if (paid.has(b.id) && isSponsoring(boostStatusOf(b, PaymentStatus.Succeeded, nowIso))) ids.add(b.jobId);
	return ids;
}
/** Each job's latest boost (by creation, then id). */
function latestBoosts() {
	const latest = /* @__PURE__ */ new Map();
	for (const b of db.boosts.all()) {
		const current = latest.get(b.jobId);
		if (!current || b.createdDate > current.createdDate || b.createdDate === current.createdDate && b.id > current.id) latest.set(b.jobId, b);
	}
	return latest;
}
// mocks/companies.ts
/** A company's path and its job counts, shared by the handlers, the seed and the provider states. */
/** A company's brand-page path from its name ('Keystone Paddle Co.' -> 'keystone-paddle-co'). */
var slug = (name) => name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
/** Every company by its id (the lists join each job's company in). */
var companiesById = () => new Map(db.companies.all().map((c) => [c.id, c]));
/** Keeps a company's counts of active, pending-review and rejected jobs in step with its jobs. */
async function recountCompany(companyId) {
	const company = findCompany(companyId);
	if (!company) return;
	const jobs = db.jobs.findMany((q) => q.where({ companyId }));
	const count = (status) => jobs.filter((j) => j.status === status).length;
	await db.companies.update(company, { data(c) {
		c.activeJobsCount = count(JobStatus.Active);
		c.pendingReviewJobsCount = count(JobStatus.PendingReview);
		c.rejectedJobsCount = count(JobStatus.Rejected);
	} });
}
// src/domain/pay-insights.ts
/**
* The pay periods of the lookups' pay periods (Job/options/get's salaryCompensations: 1 per hour … 5 per year), and
* the hours each stands for: 8 hours a day, 40 a week (5 days), 2,080 a year (52 weeks), a month a twelfth of a year
* (173⅓ hours). An amount per one period is, per another, that amount ÷ the hours of the one × the hours of the
* other (25 per hour is 25 × 2,080 = 52,000 per year).
*/
var PAY_PERIODS = [
	"hour",
	"day",
	"week",
	"month",
	"year"
];
var HOURS_PER_YEAR = 2080;
var HOURS_PER = {
	hour: 1,
	day: 8,
	week: 40,
	month: HOURS_PER_YEAR / 12,
	year: HOURS_PER_YEAR
};
/** The lookups' pay period (salaryCompensationId) of each period. */
var COMPENSATION_ID = {
	hour: 1,
	day: 2,
	week: 3,
	month: 4,
	year: 5
};
var periodOfCompensation = (id) => PAY_PERIODS.find((p) => COMPENSATION_ID[p] === id);
/** The choices of the page's pay period, and the words after an amount. */
var PAY_PERIOD_LABELS = {
	hour: "Per hour",
	day: "Per day",
	week: "Per week",
	month: "Per month",
	year: "Per year"
};
var PAY_PERIOD_DEFAULT = "year";
/** Figures per hour are kept to the cent, others to the whole dollar. */
var centsOf = (period) => period === "hour" ? 2 : 0;
var roundPay = (amount, period) => {
	const scale = 10 ** centsOf(period);
	return Math.round(amount * scale) / scale;
};
/** An amount of a period as the page shows it, to the cent per hour ($20.00, $43.75) and in whole dollars else. */
var formatPay = (amount, period, currency) => new Intl.NumberFormat("en-US", {
	style: "currency",
	currency,
	minimumFractionDigits: centsOf(period),
	maximumFractionDigits: centsOf(period)
}).format(amount);
/** An amount per `from` as the amount per `to` (unrounded). */
var convertPay = (amount, from, to) => amount / HOURS_PER[from] * HOURS_PER[to];
var PAY_GROUPINGS = [
	"field",
	"focus",
	"jobType",
	"region"
];
/** A job's pay per `period`: undefined when it says no amount or no pay period. */
function payIn(job, period) {
	const bounds = payBounds(job);
	const from = periodOfCompensation(job.salaryCompensationId);
	if (!bounds || !from) return void 0;
	const [low, high] = bounds.map((amount) => convertPay(amount, from, period));
	return {
		low,
		high,
		mid: (low + high) / 2
	};
}
var median = (sorted) => {
	const middle = sorted.length >> 1;
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
function groupOf(key, name, pays, period) {
	const mids = pays.map((p) => p.mid).sort((a, b) => a - b);
	return {
		key,
		name,
		jobCount: pays.length,
		min: roundPay(Math.min(...pays.map((p) => p.low)), period),
		median: roundPay(median(mids), period),
		max: roundPay(Math.max(...pays.map((p) => p.high)), period)
	};
}
/**
* The figures of these jobs (the live jobs with pay: the caller picks them) per `period`, grouped by job field, by
* focus, by job type and by state or province; a group of fewer than PAY_GROUP_MIN_JOBS jobs is withheld. Each job's
* amounts are converted from its own pay period; the figures are rounded last (roundPay).
*/
function payInsights(jobs, period, names) {
	const keyers = {
		field: (job) => [String(job.jobFieldId), names.field(job.jobFieldId)],
		focus: (job) => job.focusId === null ? void 0 : [String(job.focusId), names.focus(job.focusId)],
		jobType: (job) => [String(job.jobType), jobTypeLabels[job.jobType]],
		region: (job) => job.state === null ? void 0 : [job.state, regionsOf(job.country).find((r) => r.code === job.state)?.name]
	};
	const buckets = Object.fromEntries(PAY_GROUPINGS.map((g) => [g, /* @__PURE__ */ new Map()]));
	let jobCount = 0;
	for (const job of jobs) {
		const pay = payIn(job, period);
		if (!pay) continue;
		jobCount++;
		for (const grouping of PAY_GROUPINGS) {
			const found = keyers[grouping](job);
			if (!found) continue;
			const [key, name = key] = found;
			const bucket = buckets[grouping];
			const group = bucket.get(key) ?? {
				name,
				pays: []
			};
			group.pays.push(pay);
			bucket.set(key, group);
		}
	}
	const groupings = Object.fromEntries(PAY_GROUPINGS.map((grouping) => {
		const all = [...buckets[grouping].entries()];
		const shown = all.filter(([, g]) => g.pays.length >= 3);
		return [grouping, {
			groups: shown.map(([key, g]) => groupOf(key, g.name, g.pays, period)).sort((a, b) => b.median - a.median || a.name.localeCompare(b.name)),
			withheld: all.length - shown.length
		}];
	}));
	return {
		jobCount,
		groupings
	};
}
// mocks/lookups.ts
/**
* The fixed lookups of Job/options/get. Job types and remote statuses come from the spec's enumerations;
* the rest is reference data the spec names but does not list, designed here for the outdoor industry.
*/
var jobFields = [
	{
		id: 1,
		name: "Guiding & Instruction"
	},
	{
		id: 2,
		name: "Retail & Sales"
	},
	{
		id: 3,
		name: "Marketing & Communications"
	},
	{
		id: 4,
		name: "Product & Design"
	},
	{
		id: 5,
		name: "Operations & Logistics"
	},
	{
		id: 6,
		name: "Conservation & Parks"
	},
	{
		id: 7,
		name: "Hospitality & Lodging"
	},
	{
		id: 8,
		name: "Engineering & Technology"
	}
];
var focuses = [
	{
		id: 1,
		name: "Climbing",
		jobFieldId: 1
	},
	{
		id: 2,
		name: "Paddling",
		jobFieldId: 1
	},
	{
		id: 3,
		name: "Ski & Snowboard",
		jobFieldId: 1
	},
	{
		id: 4,
		name: "Store Management",
		jobFieldId: 2
	},
	{
		id: 5,
		name: "Wholesale",
		jobFieldId: 2
	},
	{
		id: 6,
		name: "Brand & Content",
		jobFieldId: 3
	},
	{
		id: 7,
		name: "Social Media",
		jobFieldId: 3
	},
	{
		id: 8,
		name: "Apparel Design",
		jobFieldId: 4
	},
	{
		id: 9,
		name: "Hardgoods Design",
		jobFieldId: 4
	},
	{
		id: 10,
		name: "Supply Chain",
		jobFieldId: 5
	},
	{
		id: 11,
		name: "Trail Crew",
		jobFieldId: 6
	},
	{
		id: 12,
		name: "Park Ranger",
		jobFieldId: 6
	},
	{
		id: 13,
		name: "Lodge Operations",
		jobFieldId: 7
	},
	{
		id: 14,
		name: "Software",
		jobFieldId: 8
	}
];
/** The pay periods (src/domain/pay-insights.ts): 1 per hour, 2 per day, 3 per week, 4 per month, 5 per year. */
var salaryCompensations = PAY_PERIODS.map((period) => ({
	id: COMPENSATION_ID[period],
	name: `per ${period}`
}));
var yearsOfExperience = [
	{
		id: 1,
		name: "Less than 1 year"
	},
	{
		id: 2,
		name: "1-2 years"
	},
	{
		id: 3,
		name: "3-5 years"
	},
	{
		id: 4,
		name: "6-10 years"
	},
	{
		id: 5,
		name: "More than 10 years"
	}
];
var jobOptions = {
	jobTypes: Object.values(JobType).map((id) => ({
		id,
		name: jobTypeLabels[id]
	})),
	remoteStatuses: remoteStatusOptions.map((id) => ({
		id,
		name: remoteStatusLabels[id]
	})),
	salaryCompensations,
	yearsOfExperience,
	focuses,
	jobFields
};
/** The choices of the company form (Company/options), designed here for the outdoor industry. */
var companyTypes = [
	{
		id: 1,
		name: "Guide service or outfitter"
	},
	{
		id: 2,
		name: "Gear or apparel brand"
	},
	{
		id: 3,
		name: "Outdoor retailer"
	},
	{
		id: 4,
		name: "Resort, lodge or camp"
	},
	{
		id: 5,
		name: "Nonprofit or conservation group"
	},
	{
		id: 6,
		name: "Park or public lands agency"
	},
	{
		id: 7,
		name: "Media or agency"
	},
	{
		id: 8,
		name: "Tech company"
	}
];
var companySizes = [
	{
		id: 1,
		name: "1-10 people"
	},
	{
		id: 2,
		name: "11-50 people"
	},
	{
		id: 3,
		name: "51-200 people"
	},
	{
		id: 4,
		name: "201-1,000 people"
	},
	{
		id: 5,
		name: "More than 1,000 people"
	}
];
// src/api/schemas/company-profile.ts
/**
* A company as its form writes it and its pages show it, the choices of its form (Company/options) and the name
* suggestions of create-company. Shapes designed here (contracts/README.md).
*/
var option = object({
	id: integer,
	name: string()
});
/** GET Company/options: what kind of company, and how big (the spec names the call, not its shape). */
var companyOptionsSchema = object({
	types: array(option),
	sizes: array(option)
});
var countryCodes = new Set(COUNTRIES.map((c) => c.code));
/** POST admin/Company and PUT admin/Company/{id}: the company form, checked alike by the form and the server. */
var companyInputSchema = object({
	name: string("Enter the company name").check(_trim(), _minLength(2, "Enter the company name (2 characters or more)"), _maxLength(100, "Keep the name under 100 characters")),
	website: nullable(string().check(_trim(), _regex(/^https?:\/\/[^\s/.]+\.[^\s]+$/i, "Enter the website address, starting with https://"))),
	description: nullable(string().check(_trim(), _maxLength(1e3, "Keep the description under 1,000 characters"))),
	city: string("Enter the town or city").check(_trim(), _minLength(1, "Enter the town or city"), _maxLength(80, "Keep the town under 80 characters")),
	/** A state code in the US, a province code in Canada; free text (or null) elsewhere. */
	state: nullable(string().check(_trim(), _maxLength(80, "Keep the region under 80 characters"))),
	country: string("Choose a country").check(refine((c) => countryCodes.has(c), "Choose a country")),
	typeId: int("Choose what kind of company it is"),
	sizeId: int("Choose how big the company is")
}).check(refine((c) => {
	const regions = regionsOf(c.country);
	return regions.length === 0 || regions.some((r) => r.code === c.state);
}, {
	message: "Choose the state or province",
	path: ["state"],
	...onceValid("country", "state")
}));
/** GET Company/by-id, and the answer to a create or update: the company as its pages show it. */
var companyDetailSchema = object({
	id: integer,
	name: string(),
	path: string(),
	logo: nullable(string()),
	coverImage: nullable(string()),
	description: string(),
	website: nullable(string()),
	city: nullable(string()),
	state: nullable(string()),
	country: nullable(string()),
	typeId: nullable(integer),
	sizeId: nullable(integer),
	activeJobsCount: integer,
	createdDate: isoDateTime
});
/**
* GET Company/by-path?path: a company's public (brand) page, designed here (contracts/README.md): the company as its
* pages show it, and its live jobs as the lists show them, newest first.
*/
var brandPageSchema = extend(companyDetailSchema, { jobs: array(jobCardSchema).check(_maxLength(50)) });
/** The query of Company/by-path: the brand page's path, matched without regard to case. */
var companyPathQuerySchema = object({ path: string("Name the company page").check(_trim(), _minLength(1, "Name the company page"), _maxLength(100, `A company page's name is at most 100 characters`)) });
/**
* A company as home and the state pages list it: where it is, and how many of its jobs the public lists show now (its
* live jobs).
*/
var companySummarySchema = object({
	id: integer,
	name: string(),
	path: string(),
	logo: nullable(string()),
	city: nullable(string()),
	state: nullable(string()),
	country: nullable(string()),
	liveJobsCount: integer
});
/**
* GET Company/get-active-companies, designed here (contracts/README.md): the companies hiring now (with a live job),
* the most live jobs first, then by name, at most ACTIVE_COMPANIES_MAX; with how many companies hire now and how many
* live jobs they have in all.
*/
var activeCompaniesSchema = object({
	items: array(companySummarySchema).check(_maxLength(12)),
	totalCount: integer,
	liveJobsCount: integer
});
/** GET Company/get-suggestions?term: companies already here whose name holds the term (join one, do not add it twice). */
var companySuggestionSchema = object({
	id: integer,
	name: string(),
	logo: nullable(string()),
	city: nullable(string()),
	state: nullable(string()),
	country: nullable(string()),
	activeJobsCount: integer
});
var companySuggestionsSchema = /* @__PURE__ */ array(companySuggestionSchema);
/** Company/upload-logo and Company/upload-cover-image: the image's address. */
var imageUrlSchema = /* @__PURE__ */ string();
/** POST admin/Company/send-join-request: the request, waiting for the company's admin. */
var joinRequestSchema = object({
	id: integer,
	companyId: integer,
	companyName: string(),
	status: _enum([
		"pending",
		"accepted",
		"declined"
	])
});
/** GET Company/get-suggestions: the term typed (2 characters or more). */
var suggestionQuerySchema = object({ term: string("Type at least 2 letters").check(_trim(), _minLength(2, "Type at least 2 letters"), _maxLength(100, "Keep it under 100 characters")) });
/** The query of Company/by-id. */
var companyIdQuerySchema = object({ id: queryId("Unknown company") });
/**
* A query naming a company by `companyId`: admin/Company/send-join-request, and Company/upload-logo and
* Company/upload-cover-image (which company the image is for).
*/
var companyIdParamQuerySchema = object({ companyId: queryId("Unknown company") });
// mocks/queries/jobs.ts
/** 'Remote Considered' (filter only) finds every job that can be done at least partly remotely. */
var REMOTE_CONSIDERED = [
	RemoteStatus.RemoteGlobally,
	RemoteStatus.RemoteInRegion,
	RemoteStatus.Hybrid
];
var focusNames = new Map(focuses.map((f) => [f.id, f.name]));
var fieldNames = new Map(jobFields.map((f) => [f.id, f.name]));
var compensationNames = new Map(salaryCompensations.map((c) => [c.id, c.name]));
/** Lower-case text a keyword is looked for in, kept per record (an updated record is a new object). */
var searchText = /* @__PURE__ */ new WeakMap();
function textOf(job, company) {
	let text = searchText.get(job);
	if (text === void 0) {
		text = [
			job.title,
			company?.name,
			job.city,
			job.state,
			fieldNames.get(job.jobFieldId),
			job.focusId ? focusNames.get(job.focusId) : ""
		].join(" ").toLowerCase();
		searchText.set(job, text);
	}
	return text;
}
var postedAt = (job) => job.publishedDate ?? job.createdDate;
function isPostedWithin(job, filter, now) {
	const maxAge = filter ? datePostedMaxAgeMs[filter] : null;
	return maxAge === null || Date.parse(postedAt(job)) >= now - maxAge;
}
/** A predicate for every filter of the query (the base condition, e.g. public and active, comes first). */
function jobPredicate(query, data, base) {
	const tests = [base];
	const words = (query.keyword ?? "").toLowerCase().split(/\s+/).filter(Boolean);
	if (words.length) tests.push((job) => {
		const text = textOf(job, data.companies.get(job.companyId));
		return words.every((word) => text.includes(word));
	});
	if (query.state) tests.push((job) => job.country === "US" && job.state === query.state);
	if (query.jobTypes?.length) {
		const types = new Set(query.jobTypes);
		tests.push((job) => types.has(job.jobType));
	}
	if (query.remoteStatuses?.length) {
		const statuses = new Set(query.remoteStatuses);
		if (statuses.has(RemoteStatus.RemoteConsidered)) for (const s of REMOTE_CONSIDERED) statuses.add(s);
		tests.push((job) => statuses.has(job.remoteStatus));
	}
	const maxAge = query.datePosted ? datePostedMaxAgeMs[query.datePosted] : null;
	if (maxAge !== null) {
		const since = new Date(data.now - maxAge).toISOString();
		tests.push((job) => postedAt(job) >= since);
	}
	if (query.lat !== void 0 && query.lng !== void 0 && query.radius !== void 0) {
		const center = {
			lat: query.lat,
			lng: query.lng
		};
		const radius = query.radius;
		const dLat = radius / 69;
		const dLng = radius / (69 * Math.max(.01, Math.cos(center.lat * Math.PI / 180)));
		tests.push((job) => Math.abs(job.lat - center.lat) <= dLat && Math.abs(job.lng - center.lng) <= dLng && haversineMiles(center, job) <= radius);
	}
	const { salaryMin, salaryMax, salaryCompensationId } = query;
	if (salaryMin !== void 0 || salaryMax !== void 0) tests.push((job) => {
		const low = job.salaryMin ?? job.salaryMax;
		const high = job.salaryMax ?? job.salaryMin;
		if (low === null || high === null) return false;
		return (salaryMin === void 0 || high >= salaryMin) && (salaryMax === void 0 || low <= salaryMax);
	});
	if (salaryCompensationId !== void 0) tests.push((job) => job.salaryCompensationId === salaryCompensationId);
	for (const flag of query.benefits ?? []) tests.push((job) => job[flag]);
	if (query.jobFieldId !== void 0) tests.push((job) => job.jobFieldId === query.jobFieldId);
	if (query.focusIds?.length) {
		const ids = new Set(query.focusIds);
		tests.push((job) => ids.has(job.focusId));
	}
	if (query.yearsOfExperienceIds?.length) {
		const ids = new Set(query.yearsOfExperienceIds);
		tests.push((job) => ids.has(job.yearsOfExperienceId));
	}
	return (job) => {
		for (const test of tests) if (!test(job)) return false;
		return true;
	};
}
var titleKey = /* @__PURE__ */ new WeakMap();
var lowerTitle = (job) => {
	let key = titleKey.get(job);
	if (key === void 0) titleKey.set(job, key = job.title.toLowerCase());
	return key;
};
/** Sort order of the query (default: newest first); ties by id, so paging is stable. */
function jobComparator(sort = "createdDate", order = "desc") {
	const sign = order === "asc" ? 1 : -1;
	const key = sort === "title" ? lowerTitle : sort === "expireDate" ? (job) => job.expireDate : (job) => job.createdDate;
	return (a, b) => {
		const ka = key(a);
		const kb = key(b);
		if (ka !== kb) {
			if (ka === null) return 1;
			if (kb === null) return -1;
			return ka < kb ? -sign : sign;
		}
		return a.id - b.id;
	};
}
function pageOf(records, matches, compare, pageNumber = 1, pageSize = 20) {
	const keep = pageNumber * pageSize;
	const best = [];
	let totalCount = 0;
	for (const record of records) {
		if (!matches(record)) continue;
		totalCount++;
		if (best.length === keep && compare(record, best[keep - 1]) >= 0) continue;
		let lo = 0;
		let hi = best.length;
		while (lo < hi) {
			const mid = lo + hi >> 1;
			if (compare(best[mid], record) <= 0) lo = mid + 1;
			else hi = mid;
		}
		best.splice(lo, 0, record);
		if (best.length > keep) best.pop();
	}
	return {
		items: best.slice((pageNumber - 1) * pageSize),
		totalCount,
		pageNumber,
		pageSize
	};
}
/** A job the public lists show (the search, a brand page, the recommended jobs): posted, and live now. */
var isListed = (job, nowIso) => isPosted(job) && isLive(job, nowIso);
/** GET Job/search: public, active jobs matching the query, one page of them. */
function searchJobs(data, query) {
	const nowIso = new Date(data.now).toISOString();
	const matches = jobPredicate(query, data, () => true);
	const listed = (job) => isListed(job, nowIso) && matches(job);
	return pageOf(data.jobs, listed, jobComparator(query.sort, query.order), query.pageNumber, query.pageSize);
}
/** A company's brand page (Company/by-path): its live jobs as cards, newest first, at most BRAND_PAGE_JOBS_MAX. */
function companyJobCards(jobs, company, now, sponsored) {
	const nowIso = new Date(now).toISOString();
	const listed = (job) => job.companyId === company.id && isListed(job, nowIso);
	return pageOf(jobs, listed, jobComparator(), 1, 50).items.map((job) => toJobCard(job, company, sponsored));
}
/**
* GET Job/search's answer: the page of searchJobs as cards, each measured from the query's point when it has one;
* `sponsored` holds the jobs an active boost sponsors now.
*/
function searchJobCards(data, query, sponsored) {
	const page = searchJobs(data, query);
	const from = query.lat !== void 0 && query.lng !== void 0 ? {
		lat: query.lat,
		lng: query.lng
	} : void 0;
	return {
		...page,
		items: page.items.map((job) => toJobCard(job, data.companies.get(job.companyId), sponsored, from))
	};
}
/**
* A record as the lists show it, with its company's name and logo joined in; `sponsored` holds the jobs an active
* boost sponsors now (mocks/boosts.ts).
*/
function toJobCard(job, company, sponsored, from) {
	return {
		id: job.id,
		title: job.title,
		status: job.status,
		jobType: job.jobType,
		remoteStatus: job.remoteStatus,
		companyId: job.companyId,
		companyName: company?.name ?? "Unknown company",
		companyLogo: company?.logo ?? null,
		city: job.city,
		state: job.state,
		country: job.country,
		createdDate: job.createdDate,
		publishedDate: job.publishedDate,
		expireDate: job.expireDate,
		isSponsored: sponsored.has(job.id),
		salaryMin: job.salaryMin,
		salaryMax: job.salaryMax,
		salaryCompensationId: job.salaryCompensationId,
		salaryCompensationName: job.salaryCompensationId === null ? null : compensationNames.get(job.salaryCompensationId) ?? null,
		isHousingIncluded: job.isHousingIncluded,
		isHousingSubsidized: job.isHousingSubsidized,
		isRelocationStipend: job.isRelocationStipend,
		isCommuterBenefits: job.isCommuterBenefits,
		isHQPosition: job.isHQPosition,
		distanceMiles: from && job.lat !== null && job.lng !== null ? Math.round(haversineMiles(from, {
			lat: job.lat,
			lng: job.lng
		}) * 10) / 10 : null
	};
}
var fieldName = (id) => fieldNames.get(id);
var focusName = (id) => focusNames.get(id);
// src/domain/match.ts
var MATCH_WEIGHTS = {
	field: 40,
	distance: 20,
	jobType: 15,
	salary: 15,
	remote: 10
};
/** A job needs at least this score to be recommended (and to fit the profile's field and focus, within reach). */
var RECOMMENDED_MIN_PERCENT = 60;
/** Share of the field part for a job of the candidate's field that names no focus (the focus itself earns it all). */
var FIELD_ONLY_SHARE = .75;
var earned = (match, key) => match.parts.find((p) => p.key === key)?.earned ?? 0;
/**
* Recommended: the job fits the profile's field and focus (the field part earned something: the candidate's focus,
* or their field with no focus named), it is within reach (remote, within the candidate's distance, or no location
* to measure from), and it scores at least RECOMMENDED_MIN_PERCENT. A job of another field or focus is no
* recommendation, however well its type, pay or place fit.
*/
function isRecommended(match) {
	return match.percent >= RECOMMENDED_MIN_PERCENT && earned(match, "field") > 0 && earned(match, "distance") > 0;
}
var isRemote = (job, country) => isRemoteWork(job.remoteStatus) && (job.remoteStatus === RemoteStatus.RemoteGlobally || country === null || job.remoteCountries.includes(country));
/** The field part: the candidate's focus earns it all, their field with no focus named most of it, else nothing. */
function fieldFit(profile, job, names) {
	const fieldName = names.jobField(job.jobFieldId) ?? "this field";
	const focusName = job.focusId === null ? null : names.focus(job.focusId)?.name ?? null;
	if (job.focusId !== null && profile.focus.includes(job.focusId)) return [1, `Your focus: ${focusName ?? fieldName}`];
	if (!profile.focus.some((id) => names.focus(id)?.jobFieldId === job.jobFieldId)) return [0, `Not your field (${fieldName})`];
	if (job.focusId === null) return [FIELD_ONLY_SHARE, `Your field: ${fieldName}`];
	return [0, `Not your focus (${focusName ?? fieldName})`];
}
/**
* The distance part: no commute for a job the candidate can do remotely; else all of it at the door, falling
* evenly to half at the edge of the candidate's distance, nothing beyond it.
*/
function distanceFit(profile, remote, job) {
	if (remote) return [1, "No commute"];
	if (!profile.location) return [.5, "Add your location to match by distance"];
	const miles = haversineMiles(profile.location, job);
	const max = profile.maxDistanceMiles ?? 50;
	const where = `${Math.round(miles).toLocaleString("en-US")} mi from ${profile.location.label}`;
	if (miles > max) return [0, `${where}, beyond your ${max.toLocaleString("en-US")} mi`];
	return [1 - .5 * (miles / max), where];
}
function matchScore(profile, job, names) {
	const parts = [];
	const part = (key, [share, reason]) => parts.push({
		key,
		earned: Math.round(MATCH_WEIGHTS[key] * share * 10) / 10,
		weight: MATCH_WEIGHTS[key],
		reason
	});
	part("field", fieldFit(profile, job, names));
	const typeName = names.jobType(job.jobType) ?? "This job type";
	if (profile.jobType.length === 0) part("jobType", [.5, "No job type preference"]);
	else if (profile.jobType.includes(job.jobType)) part("jobType", [1, `${typeName}, as you prefer`]);
	else part("jobType", [0, `${typeName} is not a type you picked`]);
	const remote = isRemote(job, profile.location?.country ?? null);
	const onSiteReason = job.remoteStatus === RemoteStatus.OnTheRoad ? "On the road" : "On site";
	if (remote) part("remote", profile.isRemoteConsidered ? [1, "Remote, as you prefer"] : [.5, "Remote work"]);
	else if (job.remoteStatus === RemoteStatus.Hybrid) part("remote", [1, "Hybrid: partly remote"]);
	else part("remote", [profile.isRemoteConsidered ? .5 : 1, onSiteReason]);
	part("distance", distanceFit(profile, remote, job));
	const wanted = profile.salaries.find((s) => s.compensationId === job.salaryCompensationId);
	const top = job.salaryMax ?? job.salaryMin;
	if (profile.isMinimumDisabled) part("salary", [1, "Open to any pay"]);
	else if (top === null || job.salaryCompensationId === null) part("salary", [.5, "Pay not listed"]);
	else if (!wanted || wanted.min === null) part("salary", [.5, `Paid ${names.compensation(job.salaryCompensationId) ?? ""}`.trim()]);
	else if (top >= wanted.min) part("salary", [1, `Pays your ${formatAmount(wanted.min)} minimum or more`]);
	else part("salary", [0, `Pays below your ${formatAmount(wanted.min)} minimum`]);
	return {
		percent: Math.round(parts.reduce((sum, p) => sum + p.earned, 0)),
		parts,
		reasons: parts.filter((p) => p.earned > 0).sort((a, b) => b.earned - a.earned || b.weight - a.weight).map((p) => p.reason)
	};
}
// mocks/matching.ts
/**
* The match of live jobs with a profile (docs/matching.md, the rule itself in src/domain/match.ts), shared by the
* candidate's recommended jobs (handlers/job.ts) and the quiz's matches (handlers/quiz.ts).
*/
var matchNames = {
	focus: (id) => focuses.find((f) => f.id === id),
	jobField: fieldName,
	jobType: (id) => jobTypeLabels[id],
	compensation: (id) => compensationNames.get(id)
};
function matchProfile(profile) {
	const location = profile?.currentLocation;
	return {
		focus: profile?.focus ?? [],
		jobType: profile?.jobType ?? [],
		isRemoteConsidered: profile?.isRemoteConsidered ?? false,
		location: location && location.lat !== null && location.lng !== null ? {
			lat: location.lat,
			lng: location.lng,
			country: location.country,
			label: location.city ?? "home"
		} : null,
		maxDistanceMiles: profile?.maxDistanceMiles ?? null,
		salaries: profile?.salaries ?? [],
		isMinimumDisabled: profile?.isMinimumDisabled ?? false
	};
}
/** A current location as the profile keeps it: a town of the board's places gets its coordinates (the match measures from them). */
function locatedAt(location) {
	const place = location && placeOf(location);
	return location && {
		...location,
		lat: place?.lat ?? null,
		lng: place?.lng ?? null
	};
}
/** The live jobs recommended for a profile (of those `keep` keeps), with their match, in the order of the jobs. */
function recommendedJobs(profile, keep = () => true) {
	const nowIso = clock.iso();
	const companies = companiesById();
	const sponsored = sponsoredJobIds(nowIso);
	const out = [];
	for (const job of db.jobs.all()) {
		if (!isListed(job, nowIso) || !keep(job)) continue;
		const match = matchScore(profile, job, matchNames);
		if (!isRecommended(match)) continue;
		out.push({
			...toJobCard(job, companies.get(job.companyId), sponsored, profile.location ?? void 0),
			matchPercent: match.percent,
			matchReasons: match.reasons
		});
	}
	return out;
}
/** Newest first (by the date posted), then by id. */
var byDatePosted = (a, b) => (b.publishedDate ?? b.createdDate).localeCompare(a.publishedDate ?? a.createdDate) || a.id - b.id;
/** The best match first, then the newest (High-Low Match %; the quiz's best matches). */
var byMatch = (a, b) => b.matchPercent - a.matchPercent || byDatePosted(a, b);
// mocks/handlers/quiz.ts
/**
* The onboarding quiz (Quiz/*, proposed: contracts/README.md): the matches of a visitor's answers. The answers are
* the profile's own fields: they become the new candidate's profile at registration (handlers/auth.ts).
*/
/** How many of the best matches the quiz's last step shows. */
var QUIZ_BEST_MATCHES = 3;
/** The profile record the answers make (of the user `userId`: 0 for a visitor's, which is never stored). */
function profileFromQuiz(answers, userId = 0) {
	const { currentLocation, ...rest } = answers;
	return buildCandidateProfile({
		...structuredClone(rest),
		userId,
		currentLocation: locatedAt(currentLocation)
	});
}
var quizHandlers = [route("post", "Quiz/matches", {
	spec: "proposed",
	summary: "How many live jobs the quiz answers would be recommended, and the best few (by match, then newest)",
	body: quizAnswersSchema,
	response: quizMatchesSchema
}, ({ body }) => {
	const matches = recommendedJobs(matchProfile(profileFromQuiz(body)));
	const best = matches.sort(byMatch).slice(0, QUIZ_BEST_MATCHES);
	return {
		total: matches.length,
		jobs: best
	};
})];
// mocks/handlers/auth.ts
/** Said to an account whose address is not confirmed yet (Auth/login's 403: the app offers to send the link again). */
var UNCONFIRMED = "Confirm your email address first: open the link we emailed you, or ask for a new one.";
var NO_REGISTRATION = "This registration does not exist.";
/** Said when an address is already an account's (registration, a change of address: 409). */
var ADDRESS_TAKEN = "An account already uses this email address.";
var findUser = (email) => db.users.findFirst((q) => q.where({ email: email.trim().toLowerCase() }));
var authHandlers = [
	route("post", "Auth/login", {
		summary: "Signs a user in: the logged-in user with a bearer token",
		spec: "documented",
		body: credentialsSchema,
		response: loggedInUserSchema,
		errors: [403]
	}, async ({ body }) => {
		const user = findUser(body.email);
		if (!user || user.password !== body.password) throw badRequest("The email or password is incorrect.");
		if (!user.emailConfirmed) throw forbidden(UNCONFIRMED);
		const { token, expiresAt } = await startSession(user);
		return loggedInUser(user, token, expiresAt);
	}),
	route("post", "Auth/register", {
		summary: "Registers a candidate or an employer, unconfirmed, and emails the confirmation link",
		spec: "proposed",
		body: registrationSchema,
		response: registeredSchema,
		errors: [409]
	}, async ({ body }) => {
		if (findUser(body.email)) throw new HttpProblem(409, {
			error: ADDRESS_TAKEN,
			errors: { email: [`${ADDRESS_TAKEN} Sign in, or reset its password.`] }
		});
		const user = await db.users.create(buildUser({
			id: nextId(db.users),
			email: body.email,
			password: body.password,
			firstName: body.firstName,
			lastName: body.lastName,
			roles: [body.accountType === "employer" ? Role.Employer : Role.User],
			emailConfirmed: false,
			registrationId: newToken()
		}));
		if (body.quiz && body.accountType === "candidate") await db.candidateProfiles.create(profileFromQuiz(body.quiz, user.id));
		const registrationId = user.registrationId;
		await sendConfirmation({
			...user,
			registrationId
		});
		return { registrationId };
	}),
	route("get", "Auth/registration", {
		summary: "A registration's address and whether it is confirmed",
		spec: "proposed",
		query: registrationQuerySchema,
		response: registrationStatusSchema,
		errors: [404]
	}, ({ query }) => {
		const user = db.users.findFirst((q) => q.where({ registrationId: query.id }));
		if (!user) throw notFound(NO_REGISTRATION);
		const accountType = user.roles.includes(Role.Employer) ? "employer" : "candidate";
		return {
			email: user.email,
			emailConfirmed: user.emailConfirmed,
			accountType
		};
	}),
	route("post", "Auth/resend-confirmation", {
		summary: "Emails a new confirmation link to an unconfirmed account (the same answer for any address)",
		spec: "proposed",
		body: emailOnlySchema,
		response: doneSchema
	}, async ({ body }) => {
		const user = findUser(body.email);
		if (user && !user.emailConfirmed && user.registrationId) await sendConfirmation({
			...user,
			registrationId: user.registrationId
		});
		return null;
	}),
	route("post", "Auth/confirm-email", {
		summary: "Confirms an address with the emailed link's token, and signs the user in",
		spec: "proposed",
		body: confirmEmailSchema,
		response: loggedInUserSchema,
		errors: [404, 409]
	}, async ({ body }) => {
		const user = await redeemLinkToken(body.token, "confirm");
		const confirmed = await db.users.update(user, { data(u) {
			u.emailConfirmed = true;
		} });
		const { token, expiresAt } = await startSession(confirmed);
		return loggedInUser(confirmed, token, expiresAt);
	}),
	route("post", "Auth/forgot-password", {
		summary: "Emails a password reset link (the same answer for any address)",
		spec: "proposed",
		body: emailOnlySchema,
		response: doneSchema
	}, async ({ body }) => {
		const user = findUser(body.email);
		if (user) await sendPasswordReset(user);
		return null;
	}),
	route("get", "Auth/reset-password", {
		summary: "Whether a password reset link can still be used, and the address of its account",
		spec: "proposed",
		query: resetLinkQuerySchema,
		response: resetLinkSchema,
		errors: [404, 409]
	}, ({ query }) => ({ email: usableLinkToken(query.token, "reset").user.email })),
	route("post", "Auth/reset-password", {
		summary: "Sets a new password with the emailed link's token; ends the account's sessions",
		spec: "proposed",
		body: resetPasswordSchema,
		response: doneSchema,
		errors: [404, 409]
	}, async ({ body }) => {
		await resetPassword(body.token, body.password);
		return null;
	})
];
// mocks/handlers/account-settings.ts
/**
* Account settings (Account/*, proposed: contracts/README.md): the signed-in user's name and pronouns (any user);
* the address, the profile's visibility and the account's deletion (candidates, whose settings page has them); the
* password (any user). A change that matters asks for the current password.
*/
var CANDIDATES$1 = [Role.User];
var toAccount = (user) => ({
	firstName: user.firstName,
	lastName: user.lastName,
	email: user.email,
	pendingEmail: user.pendingEmail,
	pronouns: user.pronouns,
	profileVisibility: user.profileVisibility
});
async function change$1(user, edit) {
	return toAccount(await db.users.update(user, { data: edit }));
}
/** The current password, else 400 beside the field that asked for it. */
function checkPassword(user, password, field) {
	if (user.password !== password) throw badRequest("The password is not correct.", { [field]: ["The password is not correct"] });
}
var takenBySomeoneElse = (email, userId) => Boolean(db.users.findFirst((q) => q.where((u) => u.id !== userId && u.email === email)));
var accountCall = {
	spec: "proposed",
	response: accountSchema
};
var accountSettingsHandlers = [
	route("get", "Account", {
		...accountCall,
		auth: true,
		summary: "The signed-in user's account settings"
	}, ({ user }) => toAccount(user)),
	route("put", "Account", {
		...accountCall,
		auth: true,
		summary: "Saves the user's name and pronouns",
		body: accountDetailsSchema
	}, ({ body, user }) => change$1(user, (u) => Object.assign(u, body))),
	route("put", "Account/visibility", {
		...accountCall,
		auth: CANDIDATES$1,
		summary: "Sets who may see the candidate's public profile",
		body: profileVisibilitySchema
	}, ({ body, user }) => change$1(user, (u) => void (u.profileVisibility = body.profileVisibility))),
	route("post", "Account/email-change", {
		...accountCall,
		auth: CANDIDATES$1,
		summary: "Emails a confirmation link to a new address; the address changes once it is confirmed",
		body: emailChangeSchema,
		errors: [409]
	}, async ({ body, user }) => {
		checkPassword(user, body.password, "password");
		if (body.email === user.email) throw badRequest("This is already your address.", { email: ["This is already your address"] });
		if (takenBySomeoneElse(body.email, user.id)) throw new HttpProblem(409, {
			error: ADDRESS_TAKEN,
			errors: { email: [ADDRESS_TAKEN] }
		});
		await sendEmailChange(user, body.email);
		return change$1(user, (u) => void (u.pendingEmail = body.email));
	}),
	route("post", "Account/confirm-email-change", {
		...accountCall,
		auth: CANDIDATES$1,
		summary: "Confirms the new address with the emailed link's token: the account's address changes",
		body: confirmEmailChangeSchema,
		errors: [404, 409]
	}, async ({ body, user }) => {
		const owner = db.emailTokens.findFirst((q) => q.where({
			token: body.token,
			purpose: "email-change"
		}));
		if (!owner || owner.userId !== user.id) throw notFound("This link is not valid. Ask for a new one.");
		if (!user.pendingEmail) throw conflict("No change of address is waiting.");
		if (takenBySomeoneElse(user.pendingEmail, user.id)) throw conflict(ADDRESS_TAKEN);
		await redeemLinkToken(body.token, "email-change");
		return change$1(user, (u) => {
			u.email = u.pendingEmail;
			u.pendingEmail = null;
		});
	}),
	route("put", "Account/password", {
		spec: "proposed",
		auth: true,
		summary: "Changes the password; the account's other sessions end",
		body: passwordChangeSchema,
		response: doneSchema
	}, async ({ body, user, request }) => {
		checkPassword(user, body.currentPassword, "currentPassword");
		await db.users.update(user, { data(u) {
			u.password = body.password;
		} });
		await endOtherSessions(user.id, bearer(request));
		return null;
	}),
	route("delete", "Account", {
		spec: "proposed",
		auth: CANDIDATES$1,
		summary: "Deletes the candidate's account with its profile, applications and saved jobs; every session ends",
		body: deleteAccountSchema,
		response: doneSchema
	}, async ({ body, user }) => {
		checkPassword(user, body.password, "password");
		const userId = user.id;
		await db.applications.deleteMany((q) => q.where({ userId }));
		await db.candidateProfiles.deleteMany((q) => q.where({ userId }));
		await db.emailTokens.deleteMany((q) => q.where({ userId }));
		await db.sessions.deleteMany((q) => q.where({ userId }));
		db.users.delete(user);
		return null;
	})
];
// src/domain/company-name.ts
/**
* When two company names are the same company: compared after normalising what people vary without meaning another
* company, so "Summit  Trail Outfitters" (two spaces), "summit trail outfitters" and "Summit Trail Outfitters."
* are all the company "Summit Trail Outfitters". The one rule of the mock (a taken name is refused, 409, on create
* and rename), its name suggestions, and create-company's "already on Basecamp" (README, "A company").
*/
/**
* A name's comparison key: Unicode compatibility forms folded (full-width letters, ligatures, no-break spaces),
* lower case, every run of white space one space, and no white space or punctuation at its ends ("Co." and "Co",
* "Outfitters!" and "Outfitters", "(Summit)" and "Summit" compare alike).
*/
function companyNameKey(name) {
	return name.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "");
}
/** Whether two names name the same company (see companyNameKey). */
var sameCompanyName = (a, b) => companyNameKey(a) === companyNameKey(b);
// src/domain/text.ts
/**
* A sentence that ends with a name ends with one full stop: "Application sent to Pine Gear Co.", not "Co..". The
* words are kept as given; the stop is added only where the last one lacks it (or another sentence end).
*/
var sentence = (text) => /[.!?]$/u.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
/** A count with its noun, in US English figures: `counted(1, 'open job')` -> "1 open job", `counted(1200, 'job')` -> "1,200 jobs". */
var counted = (count, one, many = `${one}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
// mocks/queries/companies.ts
/** How many live jobs (the public lists show them now) each company of `companies` has; a job whose company is gone counts for no one. */
function liveJobCounts(jobs, companies, nowIso) {
	const live = /* @__PURE__ */ new Map();
	for (const job of jobs) if (companies.has(job.companyId) && isListed(job, nowIso)) live.set(job.companyId, (live.get(job.companyId) ?? 0) + 1);
	return live;
}
/** A company as home and the state pages list it. */
var toSummary = (c, liveJobsCount) => ({
	id: c.id,
	name: c.name,
	path: c.path,
	logo: c.logo,
	city: c.city,
	state: c.state,
	country: c.country,
	liveJobsCount
});
var byName = (a, b) => a.name.localeCompare(b.name) || a.id - b.id;
/** GET Organization/companies: these companies by name (then id), each with its live jobs. */
function companySummaries(companies, jobs, nowIso) {
	const live = liveJobCounts(jobs, new Map(companies.map((c) => [c.id, c])), nowIso);
	return [...companies].sort(byName).map((c) => toSummary(c, live.get(c.id) ?? 0));
}
/**
* GET Company/get-active-companies: the companies with a live job (one the public lists show now), the most live jobs
* first, then by name; the totals count every such company and their live jobs.
*/
function activeCompanies(jobs, companies, nowIso) {
	const hiring = [...liveJobCounts(jobs, companies, nowIso)].map(([id, liveJobsCount]) => ({
		company: companies.get(id),
		liveJobsCount
	}));
	hiring.sort((a, b) => b.liveJobsCount - a.liveJobsCount || byName(a.company, b.company));
	return {
		items: hiring.slice(0, 12).map(({ company, liveJobsCount }) => toSummary(company, liveJobsCount)),
		totalCount: hiring.length,
		liveJobsCount: hiring.reduce((sum, h) => sum + h.liveJobsCount, 0)
	};
}
// mocks/uploads.ts
/**
* Uploads: the form data's `file` part, and its bytes kept as a data URL of the type its content shows (nothing
* leaves the page, and the demo's browser storage keeps it).
*/
/** The request's `file` part; a 400 naming `file` (with `missing`) when there is none. */
async function filePart(request, missing) {
	const file = (await request.formData().catch(() => null))?.get("file");
	if (typeof file !== "object" || file === null || typeof file.arrayBuffer !== "function") throw badRequest(missing, { file: [missing] });
	return file;
}
/** A refusal of the file, beside the `file` field. */
var fileRefused = (problem) => badRequest(problem, { file: [problem] });
/** The file's bytes as a data URL of this type. */
async function dataUrlOf(file, type) {
	const bytes = new Uint8Array(await file.arrayBuffer());
	let binary = "";
	for (let i = 0; i < bytes.length; i += 32768) binary += String.fromCharCode(...bytes.subarray(i, i + 32768));
	return `data:${type};base64,${btoa(binary)}`;
}
// mocks/handlers/company.ts
/**
* Companies (Company/*): the form's choices, one company, name suggestions, and the image uploads. Creating, updating
* and asking to join one (admin/Company/*): ./admin-company.ts. Shapes designed here (contracts/README.md).
*/
/** A company as Company/by-id and the admin calls that write one give it. */
function toCompanyDetail(c) {
	return {
		id: c.id,
		name: c.name,
		path: c.path,
		logo: c.logo,
		coverImage: c.coverImage,
		description: c.description,
		website: c.website,
		city: c.city,
		state: c.state,
		country: c.country,
		typeId: c.typeId,
		sizeId: c.sizeId,
		activeJobsCount: c.activeJobsCount,
		createdDate: c.createdDate
	};
}
/**
* An image upload: the form data's `file`, checked by its content (the rule of src/domain/uploads.ts, as the form
* checks it); its address is a data URL of the type its content shows (nothing leaves the page).
*/
async function readUpload(request, kind) {
	const file = await filePart(request, "Choose an image.");
	const head = await headOf(file);
	const problem = imageProblem(file, kind, head);
	if (problem) throw fileRefused(problem);
	return dataUrlOf(file, imageTypeOf(head));
}
var logoUpload = {
	summary: "Uploads a company's logo (its admins only): the image's address",
	spec: "documented",
	files: { file: "The logo: PNG, JPEG, WebP or SVG, up to 500 kB, its type told by its content (src/domain/uploads.ts)" }
};
var coverUpload = {
	summary: "Uploads a company's cover image (its admins only): the image's address",
	spec: "documented",
	files: { file: "The cover image: PNG, JPEG or WebP, up to 2 MB, its type told by its content (src/domain/uploads.ts)" }
};
async function setImage(company, field, url) {
	await db.companies.update(company, { data(c) {
		c[field] = url;
	} });
}
var companyHandlers = [
	route("get", "Company/options", {
		summary: "The choices of the company form: kinds and sizes of company",
		spec: "documented",
		response: companyOptionsSchema
	}, () => ({
		types: companyTypes,
		sizes: companySizes
	})),
	route("get", "Company/by-id", {
		summary: "A company as its pages show it",
		spec: "documented",
		query: companyIdQuerySchema,
		response: companyDetailSchema,
		errors: [404]
	}, ({ query }) => toCompanyDetail(requireCompany(query.id))),
	route("get", "Company/by-path", {
		summary: "A company's brand page by its path: the company and its live jobs, newest first",
		spec: "documented",
		query: companyPathQuerySchema,
		response: brandPageSchema,
		errors: [404]
	}, ({ query }) => {
		const company = requireCompanyByPath(query.path);
		const jobs = companyJobCards(db.jobs.all(), company, clock.now(), sponsoredJobIds(clock.iso()));
		return {
			...toCompanyDetail(company),
			jobs
		};
	}),
	route("get", "Company/get-active-companies", {
		summary: "The companies hiring now, the most live jobs first, with how many hire and their live jobs in all",
		spec: "documented",
		response: activeCompaniesSchema
	}, () => activeCompanies(db.jobs.all(), companiesById(), clock.iso())),
	route("get", "Company/get-suggestions", {
		summary: "Up to 5 companies whose name holds the term",
		spec: "documented",
		query: suggestionQuerySchema,
		response: companySuggestionsSchema
	}, ({ query }) => {
		const term = companyNameKey(query.term);
		if (!term) return [];
		const rank = (name) => name === term ? 0 : name.startsWith(term) ? 1 : 2;
		return db.companies.all().map((c) => ({
			c,
			key: companyNameKey(c.name)
		})).filter(({ key }) => key.includes(term)).sort((a, b) => rank(a.key) - rank(b.key) || a.c.name.localeCompare(b.c.name)).slice(0, 5).map(({ c }) => ({
			id: c.id,
			name: c.name,
			logo: c.logo,
			city: c.city,
			state: c.state,
			country: c.country,
			activeJobsCount: c.activeJobsCount
		}));
	}),
	route("post", "Company/upload-logo", {
		...logoUpload,
		auth: EMPLOYERS,
		query: companyIdParamQuerySchema,
		response: imageUrlSchema,
		errors: [404]
	}, async ({ query, request, user }) => {
		const company = requireMayEdit(user, query.companyId);
		const url = await readUpload(request, "logo");
		await setImage(company, "logo", url);
		return url;
	}),
	route("post", "Company/upload-cover-image", {
		...coverUpload,
		auth: EMPLOYERS,
		query: companyIdParamQuerySchema,
		response: imageUrlSchema,
		errors: [404]
	}, async ({ query, request, user }) => {
		const company = requireMayEdit(user, query.companyId);
		const url = await readUpload(request, "cover");
		await setImage(company, "coverImage", url);
		return url;
	})
];
// mocks/handlers/admin-company.ts
/**
* The employer's side of companies (admin/Company/*): their primary company, every company's name for the review
* queue, and creating, updating and asking to join one. Shapes designed here (contracts/README.md).
*/
/** 409 when another company already has this name (spacing, case and end punctuation aside): join it, not add it twice. */
function checkUnique(name, except) {
	const taken = db.companies.all().find((c) => c.id !== except && sameCompanyName(c.name, name));
	if (taken) throw conflict(`${taken.name} is already on Basecamp: ask to join it instead.`);
}
/** The choices must be ones Company/options offers. */
function checkChoices(company) {
	const errors = {};
	if (!companyTypes.some((t) => t.id === company.typeId)) errors.typeId = ["Choose what kind of company it is"];
	if (!companySizes.some((s) => s.id === company.sizeId)) errors.sizeId = ["Choose how big the company is"];
	if (Object.keys(errors).length) throw badRequest("Some fields are not valid.", errors);
}
/** A path no other company has (a number is added to a taken one). */
function freePath(name, except) {
	const base = slug(name) || "company";
	const taken = new Set(db.companies.all().filter((c) => c.id !== except).map((c) => c.path));
	let path = base;
	for (let n = 2; taken.has(path); n++) path = `${base}-${n}`;
	return path;
}
var written$1 = (company) => ({
	name: company.name,
	website: company.website || null,
	description: company.description ?? "",
	city: company.city,
	state: company.state || null,
	country: company.country,
	typeId: company.typeId,
	sizeId: company.sizeId
});
var companyPath = idPath(NO_COMPANY);
var adminCompanyHandlers = [
	route("get", "admin/Company/get-primary", {
		summary: "The signed-in employer's primary company",
		spec: "documented",
		auth: EMPLOYERS,
		response: primaryCompanyOrNullSchema
	}, ({ user }) => {
		const company = findCompany(user.primaryCompanyId);
		return company ? toPrimaryCompany(company) : null;
	}),
	route("get", "admin/Company/all-names", {
		summary: "Every company's id and name, by name",
		spec: "documented",
		auth: [Role.Admin],
		response: companyNamesSchema
	}, () => db.companies.all().map(({ id, name }) => ({
		id,
		name
	})).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)),
	route("post", "admin/Company", {
		summary: "Creates a company; its creator becomes its admin",
		spec: "documented",
		auth: EMPLOYERS,
		body: companyInputSchema,
		response: companyDetailSchema,
		errors: [409]
	}, async ({ body, user }) => {
		checkChoices(body);
		checkUnique(body.name);
		const now = clock.iso();
		const id = nextId(db.companies);
		const company = await db.companies.create({
			id,
			...written$1(body),
			path: freePath(body.name),
			logo: null,
			coverImage: null,
			createdDate: now,
			activeJobsCount: 0,
			pendingReviewJobsCount: 0,
			rejectedJobsCount: 0,
			membershipStatus: 1,
			organizationId: null
		});
		if (user.roles.includes(Role.Employer)) {
			await db.memberships.create({
				id: nextId(db.memberships),
				userId: user.id,
				companyId: id,
				isAdmin: true,
				active: true,
				joinedDate: now
			});
			await db.users.update(db.users.findFirst((q) => q.where({ id: user.id })), { data(u) {
				u.primaryCompanyId = id;
				u.lastJoinedCompanyId = id;
			} });
		}
		return toCompanyDetail(company);
	}),
	route("put", "admin/Company/:id", {
		summary: "Rewrites a company's details (its admins only)",
		spec: "documented",
		auth: EMPLOYERS,
		body: companyInputSchema,
		...companyPath,
		response: companyDetailSchema,
		errors: [409]
	}, async ({ body, params, user }) => {
		const company = requireMayEdit(user, params.id);
		checkChoices(body);
		checkUnique(body.name, company.id);
		const fields = written$1(body);
		const path = sameCompanyName(company.name, body.name) ? company.path : freePath(body.name, company.id);
		return toCompanyDetail(await db.companies.update(company, { data(c) {
			Object.assign(c, fields);
			c.path = path;
		} }) ?? company);
	}),
	route("post", "admin/Company/send-join-request", {
		summary: "Asks a company's admins to let the employer in",
		spec: "documented",
		auth: [Role.Employer],
		query: companyIdParamQuerySchema,
		response: joinRequestSchema,
		errors: [404, 409]
	}, async ({ query, user }) => {
		const { companyId } = query;
		const company = requireCompany(companyId);
		if (isPersonOf(user, companyId)) throw conflict(`You are already a member of ${company.name}.`);
		if (db.joinRequests.findFirst((q) => q.where({
			userId: user.id,
			companyId,
			status: "pending"
		}))) throw conflict(`You have already asked to join ${company.name}: its admins will answer soon.`);
		const created = await db.joinRequests.create({
			id: nextId(db.joinRequests),
			userId: user.id,
			companyId,
			kind: "join",
			status: "pending",
			createdDate: clock.iso()
		});
		return {
			id: created.id,
			companyId,
			companyName: company.name,
			status: created.status
		};
	}),
	route("delete", "admin/Company/join-request", {
		summary: "Withdraws the employer’s request to join a company, while it waits",
		spec: "proposed",
		auth: [Role.Employer],
		query: companyIdParamQuerySchema,
		response: noResultSchema,
		errors: [404]
	}, ({ query, user }) => {
		const company = requireCompany(query.companyId);
		const waiting = db.joinRequests.findFirst((q) => q.where({
			userId: user.id,
			companyId: company.id,
			status: "pending"
		}));
		if (!waiting) throw notFound(sentence(`You have no request waiting to join ${company.name}`));
		db.joinRequests.delete(waiting);
		return null;
	})
];
// src/api/schemas/boost.ts
/** Boosts and their payment (calls and shapes proposed here; contracts/README.md). */
/** POST admin/Boost: which live job, where, for how many weeks, from which day (its start, UTC). */
var boostInputSchema = object({
	jobId: bodyId("Choose the job to boost"),
	placement: oneOf(Object.values(AdPlacementType), "Choose where the job is promoted"),
	weeks: int("Choose 1 to 10 weeks").check(_gte(1, "Choose 1 to 10 weeks"), _lte(10, "Choose 1 to 10 weeks")),
	startDate: isoDateTime
});
/**
* POST admin/Boost/{id}/pay: the card of the demo's payment step, checked by the form and the mock alike (the expiry
* against each one's clock). A production server takes a payment provider's token instead (contracts/README.md).
*/
var cardSchemaAt = (now) => object({
	cardholderName: string("Enter the name on the card").check(_trim(), _minLength(1, "Enter the name on the card"), _maxLength(100, "Keep the name under 100 characters")),
	cardNumber: string("Enter the card number").check(_regex(/^ *(?:\d *){12,19}$/, "Enter the 12 to 19 digits of the card number (spaces are fine)"), refine((n) => luhn(n.replace(/ /g, "")), "This card number is not valid")),
	expiry: string("Enter the expiry date").check(_regex(/^\d{2}\/\d{2}$/, "Enter the expiry date as MM/YY"), refine((e) => expiryNotPast(e, now()), "This card has expired")),
	cvc: string("Enter the security code").check(_regex(/^\d{3,4}$/, "Enter the 3 or 4 digits of the security code"))
});
/** A boost as its employer sees it. `status` follows from its payment and dates (src/domain/boost.ts). */
var boostSchema = object({
	id: integer,
	jobId: integer,
	placement: codeOf$1(AdPlacementType, "Unknown placement"),
	weeks: integer,
	startDate: isoDateTime,
	endDate: isoDateTime,
	status: codeOf$1(BoostStatus, "Unknown boost status")
});
/** A boost's payment: Created, then Succeeded or PaymentFailed (with the reason), and the card's last digits. */
var paymentSchema = object({
	id: integer,
	amount: number$1(),
	status: codeOf$1(PaymentStatus, "Unknown payment status"),
	cardLast4: nullable(string()),
	failureReason: nullable(string()),
	updatedDate: isoDateTime
});
/** A purchase: the boost, its payment, and the job it promotes. */
var purchaseSchema = object({
	boost: boostSchema,
	payment: paymentSchema,
	job: object({
		id: integer,
		title: string(),
		companyName: string()
	})
});
// mocks/handlers/boost.ts
/**
* Boosting a live job and paying for it (calls proposed here, contracts/README.md). The payment provider is played
* by the mock: it declines the test card 4000 0000 0000 0002, and the next payments when the demo controls say so.
*/
var DECLINED = TEST_CARDS.declined.replace(/ /g, "");
var NO_BOOST = "This boost does not exist.";
var boostPath = idPath(NO_BOOST);
var payment = {
	summary: "Pays for a boost by card (a declined card is an answer, not an error)",
	spec: "proposed"
};
function boostOfPath({ id }) {
	const boost = db.boosts.findFirst((q) => q.where({ id }));
	if (!boost) throw notFound(NO_BOOST);
	return boost;
}
/** The job a boost is for (404 when there is none). */
function jobOf(jobId) {
	const job = db.jobs.findFirst((q) => q.where({ id: jobId }));
	if (!job) throw notFound("This job does not exist.");
	return job;
}
var boostHandlers = [
	route("post", "admin/Boost", {
		summary: "Books a boost of a live job, waiting for its payment",
		spec: "proposed",
		auth: EMPLOYERS,
		body: boostInputSchema,
		response: purchaseSchema,
		errors: [404, 409]
	}, async ({ body, user }) => {
		const job = jobOf(body.jobId);
		requireMayActFor(user, job.companyId);
		const now = clock.iso();
		if (!isLive(job, now)) throw conflict("Only live jobs can be boosted.");
		if (body.startDate < clock.today()) throw badRequest("Some fields are not valid.", { startDate: ["Start today or on a later day"] });
		if (job.expireDate !== null && body.startDate >= job.expireDate) throw badRequest("Some fields are not valid.", { startDate: ["Start before the job’s application deadline"] });
		const endDate = boostEnd(body.startDate, body.weeks);
		const paid = new Set(db.payments.findMany((q) => q.where({ status: PaymentStatus.Succeeded })).map((p) => p.boostId));
		if (db.boosts.findMany((q) => q.where({ jobId: job.id })).some((b) => paid.has(b.id) && b.startDate < endDate && body.startDate < b.endDate)) throw conflict("This job is already boosted for some of those weeks.");
		const id = nextId(db.boosts);
		const boost = await db.boosts.create({
			id,
			jobId: job.id,
			placement: body.placement,
			weeks: body.weeks,
			startDate: body.startDate,
			endDate,
			createdDate: now,
			createdByUserId: user.id
		});
		await db.payments.create({
			id: nextId(db.payments),
			boostId: id,
			amount: boostPrice(body.placement, body.weeks),
			status: PaymentStatus.Created,
			cardLast4: null,
			failureReason: null,
			createdDate: now,
			updatedDate: now
		});
		return toPurchase(boost, now);
	}),
	route("post", "admin/Boost/:id/pay", {
		...payment,
		auth: EMPLOYERS,
		body: cardSchemaAt(clock.now),
		...boostPath,
		response: purchaseSchema,
		errors: [409]
	}, async ({ body, params, user }) => {
		const boost = boostOfPath(params);
		requireMayActFor(user, jobOf(boost.jobId).companyId);
		const payment = db.payments.findFirst((q) => q.where({ boostId: boost.id }));
		if (payment.status === PaymentStatus.Succeeded) throw conflict("This boost is already paid.");
		const digits = body.cardNumber.replace(/ /g, "");
		let failureReason = null;
		if (behaviour.failPayments > 0) {
			behaviour.failPayments -= 1;
			failureReason = "The payment was declined (demo controls).";
		} else if (digits === DECLINED) failureReason = "Your card was declined.";
		const now = clock.iso();
		await db.payments.update(payment, { data(p) {
			p.status = failureReason ? PaymentStatus.PaymentFailed : PaymentStatus.Succeeded;
			p.failureReason = failureReason;
			p.cardLast4 = digits.slice(-4);
			p.updatedDate = now;
		} });
		return toPurchase(boost, now);
	}),
	route("get", "admin/Boost/:id", {
		summary: "A purchase: the boost, its payment and its job",
		spec: "proposed",
		auth: EMPLOYERS,
		...boostPath,
		response: purchaseSchema
	}, ({ params, user }) => {
		const boost = boostOfPath(params);
		requireMaySeePrivate(user, jobOf(boost.jobId).companyId);
		return toPurchase(boost, clock.iso());
	})
];
// src/api/schemas/home-content.ts
/** GET items/testimonials: a person who found work or hired through the board, in their words. */
var testimonialSchema = object({
	id: integer,
	quote: string(),
	author_name: string(),
	author_role: string(),
	audience: _enum(["candidate", "employer"])
});
var testimonialsSchema = contentList(testimonialSchema);
var TESTIMONIAL_FIELDS = fieldsOf(testimonialSchema);
/**
* GET items/partners: an organisation the board works with (its logo is drawn from its name: no remote images). Its
* website is a link of the page: an http(s) address only (never `javascript:`), else the answer is malformed.
*/
var partnerSchema = object({
	id: integer,
	name: string(),
	website: string().check(_regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i)),
	description: string()
});
var partnersSchema = contentList(partnerSchema);
var PARTNER_FIELDS = fieldsOf(partnerSchema);
// src/api/schemas/legal.ts
/** The legal pages, by their path: each has one published text in the content service's `legal_pages`. */
var LEGAL_SLUGS = [
	"terms-conditions",
	"privacy-policy",
	"terms-of-service",
	"nda-agreement"
];
/** The fields of a legal page the app shows, as the content service's `fields` parameter names them. */
var LEGAL_FIELDS = "slug,title,body,date_updated";
/** A legal page's text: its body is rich text (HTML), sanitised before it is shown. */
var legalPageSchema = object({
	slug: _enum(LEGAL_SLUGS),
	title: string(),
	body: string(),
	date_updated: isoDateTime
});
/** GET items/legal_pages: the published text of one page (a list of one, or none). */
var legalPagesSchema = contentList(legalPageSchema);
/** The query of items/legal_pages: published texts only, of the page named, with the fields the app shows. */
var legalPagesQuerySchema = object({
	status: literal("published"),
	slug: _enum(LEGAL_SLUGS, "Unknown legal page"),
	fields: string()
});
// src/api/schemas/state-content.ts
var statePageSchema = object({
	id: integer,
	section: _enum([
		"about",
		"opportunities",
		"activities",
		"recreation",
		"education",
		"organizations",
		"testimonials",
		"get_involved",
		"faq"
	]),
	title: string(),
	body: string()
});
/** GET items/state_pages: the published entries of a state's page. */
var statePagesSchema = contentList(statePageSchema);
var STATE_PAGE_FIELDS = fieldsOf(statePageSchema);
/** The query of items/state_pages: published entries only, of one state (its two letters), with the fields shown. */
var statePagesQuerySchema = object({
	status: literal("published"),
	state: string("Name the state").check(_regex(/^[A-Z]{2}$/, "Name the state by its two capital letters")),
	fields: string()
});
var CONTENT_TOKEN_LIFETIME_MS = 36e5;
/**
* A collection's published items in the editors' order (each item's `sort`, then its id), as the content service
* answers them: `{ id, ...fields }`, with only the fields the query's `fields` names.
*/
function published(collection, fields, where = () => true) {
	return db.contentItems.findMany((q) => q.where({
		collection,
		status: "published"
	})).filter((item) => where(item.data)).sort((a, b) => Number(a.data.sort ?? 0) - Number(b.data.sort ?? 0) || a.id - b.id).map((item) => {
		const all = {
			...item.data,
			id: item.id
		};
		return Object.fromEntries(fields.split(",").map((field) => [field, all[field]]));
	});
}
var contentHandlers = [
	contentRoute("post", "auth/authenticate", {
		summary: "A content-service token for the API key",
		spec: "documented",
		body: contentCredentialsSchema,
		response: contentTokenSchema,
		errors: [401]
	}, async ({ body }) => {
		if (body.key !== "job-board-demo-key") throw new HttpProblem(401, { error: "The API key is not valid." });
		const accessToken = newToken();
		const expires = new Date(clock.now() + CONTENT_TOKEN_LIFETIME_MS).toISOString();
		await db.contentSessions.create({
			token: accessToken,
			expiresAt: expires
		});
		return { data: {
			accessToken,
			expires
		} };
	}),
	contentRoute("get", "items/tooltips", {
		summary: "The published tooltips of form fields",
		spec: "documented",
		auth: true,
		query: publishedQuerySchema,
		response: tooltipsSchema
	}, () => {
		return { data: db.contentItems.findMany((q) => q.where({
			collection: "tooltips",
			status: "published"
		})).map((item) => ({
			field_name: String(item.data.field_name),
			tooltip: String(item.data.tooltip)
		})) };
	}),
	contentRoute("get", "items/testimonials", {
		summary: "The published testimonials, in the editors' order",
		spec: "documented",
		auth: true,
		query: publishedQuerySchema,
		response: testimonialsSchema
	}, ({ query }) => ({ data: published("testimonials", query.fields) })),
	contentRoute("get", "items/partners", {
		summary: "The published partners, in the editors' order",
		spec: "documented",
		auth: true,
		query: publishedQuerySchema,
		response: partnersSchema
	}, ({ query }) => ({ data: published("partners", query.fields) })),
	contentRoute("get", "items/state_pages", {
		summary: "The published entries of a state's page, in the editors' order",
		spec: "documented",
		auth: true,
		query: statePagesQuerySchema,
		response: statePagesSchema
	}, ({ query }) => ({ data: published("state_pages", query.fields, (data) => data.state === query.state) })),
	contentRoute("get", "items/legal_pages", {
		summary: "The published text of a legal page (a list of one, or none)",
		spec: "proposed",
		auth: true,
		query: legalPagesQuerySchema,
		response: legalPagesSchema
	}, ({ query }) => {
		const latest = db.contentItems.findMany((q) => q.where({
			collection: "legal_pages",
			status: "published"
		})).map((item) => item.data).filter((page) => page.slug === query.slug).sort((a, b) => b.date_updated.localeCompare(a.date_updated))[0];
		return { data: latest ? [latest] : [] };
	})
];
// src/api/schemas/employer-job.ts
/**
* Employers' jobs: the job form (create-job and update-job send it, the mock validates it with this same schema),
* a job as its employer edits it, and the rows of the employer dashboard. Calls and shapes proposed here
* (contracts/README.md).
*/
/** A pay amount: a whole number from 0 to MAX_SALARY (src/domain/salary.ts). */
var amount = nullable(int(AMOUNT_RULE).check(_gte(0, AMOUNT_RULE), _lte(MAX_SALARY, AMOUNT_RULE)));
var countryCode = (message) => string(message).check(_regex(/^[A-Z]{2}$/, message));
/** What an employer writes: every job field of docs/product.md §3, and where the job is. */
var jobInputShape = {
	companyId: bodyId("Choose the company"),
	title: string("Give the job a title").check(_trim(), _minLength(3, "Give the job a title (3 characters or more)"), _maxLength(120, "Keep the title under 120 characters")),
	description: string("Describe the job").check(_trim(), _minLength(50, "Describe the job in 50 characters or more"), _maxLength(1e4, "Keep the description under 10,000 characters")),
	/** Sent for review (2); a draft (1) is `draftShape`'s. */
	status: literal(JobStatus.PendingReview),
	jobType: codeOf$1(JobType, "Choose a job type"),
	remoteStatus: oneOf(remoteStatusOptions, "Choose where the work happens"),
	/** For Remote in region: the countries applicants must be in. */
	remoteCountries: array(countryCode("Unknown country")),
	jobFieldId: int("Choose a job field").check(_positive("Choose a job field")),
	focusId: nullable(int("Unknown focus")),
	yearsOfExperienceId: nullable(int("Unknown experience level")),
	city: string("Enter the town or city").check(_trim(), _minLength(1, "Enter the town or city"), _maxLength(80, "Keep the town under 80 characters")),
	state: nullable(string()),
	country: countryCode("Choose a country"),
	lat: number$1("Choose where the job is based").check(_gte(-90), _lte(90)),
	lng: number$1("Choose where the job is based").check(_gte(-180), _lte(180)),
	salaryMin: amount,
	salaryMax: amount,
	salaryCompensationId: nullable(int("Unknown pay period")),
	/** The last day applications are taken (end of that day, UTC); null: open until filled. */
	expireDate: nullable(isoDateTime),
	isHousingIncluded: boolean(),
	isHousingSubsidized: boolean(),
	isRelocationStipend: boolean(),
	isCommuterBenefits: boolean(),
	isHQPosition: boolean()
};
/**
* A draft keeps whatever is there: only the title is needed (a draft is found by it); what else is given follows
* the same rules, and what is missing is null (or an empty description). Sending for review needs every field.
*/
var draftShape = {
	...jobInputShape,
	status: literal(JobStatus.Draft),
	description: string("Describe the job").check(_trim(), _maxLength(1e4, "Keep the description under 10,000 characters")),
	...Object.fromEntries(LISTING_FIELDS.map((field) => [field, nullable(jobInputShape[field])]))
};
var crossChecks = [
	refine((j) => j.salaryMin === null || j.salaryMax === null || j.salaryMin <= j.salaryMax, {
		message: "The maximum must be at least the minimum",
		path: ["salaryMax"],
		...onceValid("salaryMin", "salaryMax")
	}),
	refine((j) => j.salaryMin === null && j.salaryMax === null || j.salaryCompensationId !== null, {
		message: "Say how the pay is counted (per hour, per year …)",
		path: ["salaryCompensationId"],
		...onceValid("salaryMin", "salaryMax", "salaryCompensationId")
	}),
	refine((j) => j.remoteStatus !== RemoteStatus.RemoteInRegion || j.remoteCountries.length > 0, {
		message: "Choose the countries applicants can work from",
		path: ["remoteCountries"],
		...onceValid("remoteStatus", "remoteCountries")
	}),
	refine((j) => !(j.isHousingIncluded && j.isHousingSubsidized), {
		message: "Housing is either included or subsidized, not both",
		path: ["isHousingSubsidized"],
		...onceValid("isHousingIncluded", "isHousingSubsidized")
	})
];
/** A job as sent: a draft (status 1) or for review (status 2), as its `status` says. */
var jobInputSchema = discriminatedUnion("status", [object(draftShape), object(jobInputShape)], { error: "Save the job as a draft or send it for review" }).check(...crossChecks);
/** A job as its employer edits it (GET admin/Job/{id}, and the answer to a create or update). */
var employerJobSchema = object({
	...draftShape,
	id: integer,
	status: integer,
	score: number$1(),
	createdDate: isoDateTime,
	publishedDate: nullable(isoDateTime),
	/** Why the admin rejected it (status 4); null otherwise. */
	rejectReason: nullable(string())
});
/** A row of the employer dashboard: the card, its status and review outcome, applicants and boost. */
var companyJobSchema = extend(jobCardSchema, {
	jobType: nullable(integer),
	remoteStatus: nullable(integer),
	city: nullable(string()),
	country: nullable(string()),
	score: number$1(),
	rejectReason: nullable(string()),
	applicantsCount: integer,
	/** The job's latest boost; null when it was never boosted. */
	boost: nullable(boostSchema)
});
/** How many of the company's jobs each status filter holds (keys are JobSearchStatusFilter codes, All included). */
var statusCountsSchema = record(string(), integer);
var companyJobsSchema = extend(pageOf$1(companyJobSchema), { counts: statusCountsSchema });
/** GET admin/Job/company-jobs: the employer's company, the status filter, sort and creation interval, the page. */
var companyJobsQuerySchema = object({
	companyId: queryId("Unknown company"),
	status: optional$1(oneOf(Object.values(JobSearchStatusFilter), "Unknown status filter")),
	interval: optional$1(oneOf(Object.values(CreationInterval), "Unknown creation interval")),
	sort: optional$1(_enum(JOB_SORT_FIELDS, "Sort by created date, title or expiry date")),
	order: optional$1(_enum(["asc", "desc"], "Sort ascending or descending")),
	...pageFields
});
// mocks/handlers/employer-job.ts
/**
* An employer's jobs: the dashboard list, one job to edit, creating and updating (calls proposed here,
* contracts/README.md). Employers post and edit the jobs of the companies they are active members of; the site admin
* lists any company's jobs but moderates them through the review (job-review.ts), not by editing them.
*/
var NO_JOB = "This job does not exist.";
/** Routes of one job by its id (admin/Job/:id...). */
var jobPath = idPath(NO_JOB);
/** The job of a path's id (404 when there is none). */
function jobOfPath({ id }) {
	const job = db.jobs.findFirst((q) => q.where({ id }));
	if (!job) throw notFound(NO_JOB);
	return job;
}
/** What the schema cannot check alone: the lookups exist and agree, and the deadline is still ahead. */
function lookupErrors(job) {
	const errors = {};
	if (job.jobFieldId !== null && !jobFields.some((f) => f.id === job.jobFieldId)) errors.jobFieldId = ["Choose a job field"];
	if (job.focusId !== null && !focuses.some((f) => f.id === job.focusId && f.jobFieldId === job.jobFieldId)) errors.focusId = ["Choose a focus of the job field"];
	if (job.yearsOfExperienceId !== null && !yearsOfExperience.some((y) => y.id === job.yearsOfExperienceId)) errors.yearsOfExperienceId = ["Unknown experience level"];
	if (job.salaryCompensationId !== null && !salaryCompensations.some((c) => c.id === job.salaryCompensationId)) errors.salaryCompensationId = ["Unknown pay period"];
	if (job.expireDate !== null && job.expireDate <= clock.iso()) errors.expireDate = ["Pick a deadline after today"];
	return errors;
}
function checkLookups(job) {
	const errors = lookupErrors(job);
	if (Object.keys(errors).length) throw badRequest("Some fields are not valid.", errors);
}
/** The record's fields a job input sets (remote countries only for Remote in region). */
function written(job) {
	const { companyId: _companyId, status: _status, ...fields } = job;
	return {
		...fields,
		remoteCountries: job.remoteStatus === 3 ? job.remoteCountries : [],
		score: listingScore(job).score
	};
}
function toEmployerJob(job) {
	return {
		id: job.id,
		companyId: job.companyId,
		status: job.status,
		title: job.title,
		description: job.description,
		jobType: job.jobType,
		remoteStatus: job.remoteStatus,
		remoteCountries: job.remoteCountries,
		jobFieldId: job.jobFieldId,
		focusId: job.focusId,
		yearsOfExperienceId: job.yearsOfExperienceId,
		city: job.city,
		state: job.state,
		country: job.country,
		lat: job.lat,
		lng: job.lng,
		salaryMin: job.salaryMin,
		salaryMax: job.salaryMax,
		salaryCompensationId: job.salaryCompensationId,
		expireDate: job.expireDate,
		isHousingIncluded: job.isHousingIncluded,
		isHousingSubsidized: job.isHousingSubsidized,
		isRelocationStipend: job.isRelocationStipend,
		isCommuterBenefits: job.isCommuterBenefits,
		isHQPosition: job.isHQPosition,
		score: job.score,
		createdDate: job.createdDate,
		publishedDate: job.publishedDate,
		rejectReason: job.rejectReason
	};
}
/** The job, when the user may edit it: its company's own people (else 403; the site admin moderates it in the review). */
function ownJob(user, params) {
	const job = jobOfPath(params);
	requireMayActFor(user, job.companyId);
	return job;
}
var employerJobHandlers = [
	route("get", "admin/Job/company-jobs", {
		summary: "The employer dashboard: a company's jobs by status filter, with the counts",
		spec: "proposed",
		auth: EMPLOYERS,
		query: companyJobsQuerySchema,
		response: companyJobsSchema,
		errors: [404]
	}, ({ query, user }) => {
		const company = requireMaySeePrivate(user, query.companyId);
		const nowIso = clock.iso();
		const since = createdSince(query.interval ?? 4, clock.now());
		const jobs = db.jobs.findMany((q) => q.where({ companyId: company.id })).filter((j) => since === null || j.createdDate >= since);
		const counts = { [JobSearchStatusFilter.All]: jobs.length };
		for (const filter of [
			1,
			2,
			3,
			4
		]) counts[filter] = 0;
		for (const job of jobs) {
			const bucket = jobSearchStatusOf(job, nowIso);
			counts[bucket] = (counts[bucket] ?? 0) + 1;
		}
		const filter = query.status ?? JobSearchStatusFilter.All;
		const matches = (job) => matchesStatusFilter(job, filter, nowIso);
		const page = pageOf(jobs, matches, jobComparator(query.sort, query.order), query.pageNumber, query.pageSize);
		const ids = new Set(page.items.map((j) => j.id));
		const applicants = /* @__PURE__ */ new Map();
		for (const a of db.applications.findMany((q) => q.where((r) => ids.has(r.jobId) && r.status === ApplicationStatus.Applied))) applicants.set(a.jobId, (applicants.get(a.jobId) ?? 0) + 1);
		const sponsored = sponsoredJobIds(nowIso);
		const boosts = latestBoosts();
		return {
			...page,
			counts,
			items: page.items.map((job) => {
				const boost = boosts.get(job.id);
				return {
					...toJobCard(job, company, sponsored),
					score: job.score,
					rejectReason: job.rejectReason,
					applicantsCount: applicants.get(job.id) ?? 0,
					boost: boost ? toBoost(boost, nowIso) : null
				};
			})
		};
	}),
	route("get", "admin/Job/:id", {
		summary: "One of the company's jobs as its employer edits it",
		spec: "proposed",
		auth: EMPLOYERS,
		...jobPath,
		response: employerJobSchema
	}, ({ params, user }) => toEmployerJob(ownJob(user, params))),
	route("post", "admin/Job", {
		summary: "Posts a job, as a draft or for review",
		spec: "proposed",
		auth: EMPLOYERS,
		body: jobInputSchema,
		response: employerJobSchema,
		errors: [404]
	}, async ({ body, user }) => {
		requireMayActFor(user, body.companyId);
		checkLookups(body);
		const now = clock.iso();
		const created = await db.jobs.create({
			id: nextId(db.jobs),
			companyId: body.companyId,
			status: body.status,
			...written(body),
			createdDate: now,
			updatedDate: now,
			publishedDate: null,
			rejectReason: null
		});
		await recountCompany(body.companyId);
		return toEmployerJob(created);
	}),
	route("put", "admin/Job/:id", {
		summary: "Rewrites a job, as a draft or sent (again) for review",
		spec: "proposed",
		auth: EMPLOYERS,
		body: jobInputSchema,
		...jobPath,
		response: employerJobSchema,
		errors: [409]
	}, async ({ body, params, user }) => {
		const job = ownJob(user, params);
		if (body.companyId !== job.companyId) throw badRequest("A job stays with its company.", { companyId: ["A job cannot move to another company"] });
		if (!isEditable(job.status)) throw conflict("This job is closed: it can no longer be edited.");
		checkLookups(body);
		const fields = written(body);
		const updated = await db.jobs.update(job, { data(record) {
			Object.assign(record, fields);
			record.status = body.status;
			record.updatedDate = clock.iso();
			if (body.status === JobStatus.PendingReview) record.rejectReason = null;
		} });
		await recountCompany(job.companyId);
		return toEmployerJob(updated ?? job);
	})
];
/** POST Feedback: a topic, a message, and an address to answer to (none: null; an emptied field reads as none). */
var feedbackInputSchema = object({
	topic: _enum(FEEDBACK_TOPICS, "Choose what your feedback is about"),
	message: string("Write your message").check(_trim(), _minLength(1, "Write your message"), _minLength(10, `Write at least 10 characters`), _maxLength(FEEDBACK_MESSAGE_MAX, `Keep it under ${FEEDBACK_MESSAGE_MAX.toLocaleString("en-US")} characters`)),
	email: pipe(transform((value) => blankToNull(value ?? null)), nullable(emailSchema))
});
/** The signed-in user a feedback was sent by (their account's address, whatever address the feedback gives). */
var feedbackUserSchema = object({
	id: integer,
	firstName: string(),
	lastName: string(),
	email: string()
});
/** A feedback as stored: what was sent, who sent it (null: a visitor), when, and whether an admin has read it. */
var feedbackSchema = object({
	id: integer,
	topic: _enum(FEEDBACK_TOPICS),
	message: string(),
	email: nullable(string()),
	user: nullable(feedbackUserSchema),
	createdDate: isoDateTime,
	read: boolean()
});
/** GET admin/Feedback: a page of every feedback, newest first, and how many of all are unread. */
var feedbackPageSchema = extend(pageOf$1(feedbackSchema), { unreadCount: integer });
/** The query of GET admin/Feedback: the page (from 1), of 20 unless another size is asked for. */
var feedbackQuerySchema = object({
	pageNumber: optional$1(int$1(1, 1e5, "Page numbers start at 1")),
	pageSize: optional$1(int$1(1, 100, `A page holds 1 to 100 items`))
});
// mocks/handlers/feedback.ts
/** Feedback (calls proposed here, contracts/README.md): anyone sends it, the site admins read it. */
var NO_FEEDBACK = "This feedback does not exist.";
/** Newest first; of two sent at the same moment, the later one (the higher id) first. */
var newestFirst = (a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id;
/** A feedback as the API answers it: its sender's account beside it, when a signed-in user sent it. */
function toFeedback(record) {
	const user = record.userId === null ? null : db.users.findFirst((q) => q.where({ id: record.userId }));
	return {
		id: record.id,
		topic: record.topic,
		message: record.message,
		email: record.email,
		user: user ? {
			id: user.id,
			firstName: user.firstName,
			lastName: user.lastName,
			email: user.email
		} : null,
		createdDate: record.createdDate,
		read: record.read
	};
}
var feedbackHandlers = [
	route("post", "Feedback", {
		summary: "Sends feedback: no sign-in needed; a signed-in user is its sender",
		spec: "proposed",
		auth: "optional",
		body: feedbackInputSchema,
		response: feedbackSchema
	}, async ({ body, user }) => {
		return toFeedback(await db.feedback.create({
			id: nextId(db.feedback),
			topic: body.topic,
			message: body.message,
			email: body.email,
			userId: user?.id ?? null,
			createdDate: clock.iso(),
			read: false
		}));
	}),
	route("get", "admin/Feedback", {
		summary: "Every feedback, newest first, a page at a time, with the count of unread ones",
		spec: "proposed",
		auth: [Role.Admin],
		query: feedbackQuerySchema,
		response: feedbackPageSchema
	}, ({ query }) => {
		const all = db.feedback.all();
		const page = pageOf(all, () => true, newestFirst, query.pageNumber, query.pageSize);
		const unreadCount = all.filter((record) => !record.read).length;
		return {
			...page,
			items: page.items.map(toFeedback),
			unreadCount
		};
	}),
	route("put", "admin/Feedback/:id/read", {
		summary: "Marks a feedback read (again: no change)",
		spec: "proposed",
		auth: [Role.Admin],
		...idPath(NO_FEEDBACK),
		response: feedbackSchema,
		errors: [404]
	}, async ({ params }) => {
		const record = db.feedback.findFirst((q) => q.where({ id: params.id }));
		if (!record) throw notFound(NO_FEEDBACK);
		return toFeedback(await db.feedback.update(record, { data(r) {
			r.read = true;
		} }) ?? record);
	})
];
// src/api/schemas/home.ts
/** POST Home/calculate-candidates: a job field and a place (docs/product.md §7 names these inputs). */
var candidateReachInputSchema = object({
	jobFieldId: int("Choose a job field").check(_positive("Choose a job field")),
	lat: number$1("Choose a place").check(_gte(-90, "Choose a place"), _lte(90, "Choose a place")),
	lng: number$1("Choose a place").check(_gte(-180, "Choose a place"), _lte(180, "Choose a place")),
	state: nullable(string()),
	country: string("Choose a place").check(_regex(/^[A-Z]{2}$/, "Choose a place"))
});
/** How many candidates could take such a job, and within how many miles "near" is (shape designed here). */
var candidateReachSchema = object({
	count: integer,
	withinMiles: integer
});
/**
* A candidate counts when they follow a focus of the job field and could take a job at the place: they live within
* REACH_MILES of it, want to work in its state, or consider remote work and live in its country.
*/
function canReach(candidate, fieldFocusIds, place) {
	if (!candidate.focus.some((id) => fieldFocusIds.has(id))) return false;
	const home = candidate.location;
	if (home && haversineMiles(home, place) <= 100) return true;
	if (place.state && candidate.wantedRegions.some((r) => r.state === place.state && r.country === place.country)) return true;
	return candidate.isRemoteConsidered && home?.country === place.country;
}
// mocks/handlers/home.ts
/** The employers' home: how many candidates of a job field could take a job near a place (open to visitors). */
var homeHandlers = [route("post", "Home/calculate-candidates", {
	summary: "How many candidates of a job field could take a job near a place",
	spec: "documented",
	body: candidateReachInputSchema,
	response: candidateReachSchema
}, ({ body }) => {
	const fieldFocusIds = new Set(focuses.filter((f) => f.jobFieldId === body.jobFieldId).map((f) => f.id));
	let count = 0;
	for (const profile of db.candidateProfiles.all()) {
		const home = profile.currentLocation;
		if (canReach({
			focus: profile.focus,
			location: home && home.lat !== null && home.lng !== null ? {
				lat: home.lat,
				lng: home.lng,
				country: home.country
			} : null,
			wantedRegions: profile.locations.flatMap((id) => {
				const place = placeById(id);
				return place ? [{
					state: place.region,
					country: place.country
				}] : [];
			}),
			isRemoteConsidered: profile.isRemoteConsidered
		}, fieldFocusIds, body)) count++;
	}
	return {
		count,
		withinMiles: 100
	};
})];
// src/api/schemas/job-lookups.ts
/**
* The query without the ids that name nothing (a focus counts only in the job field asked for, when one is), and the
* message of each key that held one.
*/
function withKnownLookups(query, options) {
	const known = { ...query };
	const errors = {};
	const keep = (key, isKnown) => {
		const value = known[key];
		if (value === void 0) return;
		const ids = Array.isArray(value) ? value : [value];
		const kept = ids.filter(isKnown);
		if (kept.length === ids.length) return;
		errors[key] = unknownLookup[key];
		known[key] = Array.isArray(value) ? kept.length ? kept : void 0 : void 0;
	};
	const listed = (list) => (id) => list.some((o) => o.id === id);
	keep("jobFieldId", listed(options.jobFields));
	keep("focusIds", (id) => options.focuses.some((f) => f.id === id && (known.jobFieldId === void 0 || f.jobFieldId === known.jobFieldId)));
	keep("yearsOfExperienceIds", listed(options.yearsOfExperience));
	keep("salaryCompensationId", listed(options.salaryCompensations));
	return {
		query: known,
		errors
	};
}
// src/api/schemas/job-search-api.ts
/**
* GET Job/search as the API takes it: the search a URL holds, and the US state a page fixes (a state's section
* searches its own jobs: `state`, two capital letters). Not part of the URL's search: no link sets it.
*/
var jobSearchApiQuerySchema = safeExtend(jobSearchQuerySchema, { state: optional$1(string().check(_regex(/^[A-Z]{2}$/, "Name a US state by its two capital letters"))) });
// src/api/schemas/my-jobs.ts
/** Queries of the candidate's own lists: recommended jobs, saved and applied jobs, and a job's id. */
/** GET Job/recommended: the date-posted filter, the sort, the page. */
var recommendedQuerySchema = object({
	datePosted,
	sort: optional$1(_enum(Object.values(RecommendedJobsSort), "Sort by date posted or match")),
	...pageFields
});
/** GET Job/my-jobs: saved (status 4, Watching) or applied (0) jobs; for applied ones, the applied-by filter. */
var myJobsQuerySchema = object({
	status: oneOf([0, 4], "Choose saved or applied jobs"),
	appliedBy: optional$1(oneOf(Object.values(AppliedByFilter), "Unknown application stage")),
	...pageFields
});
/** The id query parameter of Job/by-id, Job/watch and Job/apply. */
var jobIdQuerySchema = object({ jobId: queryId("Unknown job") });
// mocks/handlers/job.ts
/**
* Finding jobs: the search and its lookups, a job's page, the candidate's recommended jobs. Saving, applying and the
* candidate's own list: ./my-jobs.ts. The calls beyond Job/options/get are designed here (contracts/README.md lists
* them as proposed).
*/
var NOT_LISTED = "This job does not exist or is no longer listed.";
/** Active and closed jobs are public; drafts, reviews and rejections are the company's own (and the site admins'). */
function canSee(job, user) {
	if (job.status === JobStatus.Active || job.status === JobStatus.ApplicationClosed) return true;
	return maySeePrivate(user, job.companyId);
}
/** The job with this id, if this user may see it; else 404. */
function findJob(jobId, user) {
	const job = db.jobs.findFirst((q) => q.where({ id: jobId }));
	if (!job || !isPosted(job) || !canSee(job, user)) throw notFound(NOT_LISTED);
	return job;
}
/** The candidate's application to the job (saved or applied), if any, and what it says of it. */
var mine = (userId, jobId) => db.applications.findFirst((q) => q.where({
	userId,
	jobId
}));
var statusOf = (record) => ({
	status: record.status,
	stage: record.stage,
	appliedDate: record.appliedDate
});
var myStatusOf = (userId, jobId) => {
	const record = mine(userId, jobId);
	return record ? statusOf(record) : null;
};
function toDetail(job, user) {
	const company = findCompany(job.companyId);
	return {
		...toJobCard(job, company, sponsoredJobIds(clock.iso())),
		description: job.description,
		score: maySeePrivate(user, job.companyId) ? job.score : null,
		jobFieldId: job.jobFieldId,
		jobFieldName: fieldName(job.jobFieldId) ?? "",
		focusId: job.focusId,
		focusName: job.focusId === null ? null : focusName(job.focusId) ?? null,
		yearsOfExperienceId: job.yearsOfExperienceId,
		yearsOfExperienceName: yearsOfExperience.find((y) => y.id === job.yearsOfExperienceId)?.name ?? null,
		lat: job.lat,
		lng: job.lng,
		remoteCountries: job.remoteCountries,
		company: {
			id: job.companyId,
			name: company?.name ?? "Unknown company",
			path: company?.path ?? "",
			logo: company?.logo ?? null,
			description: company?.description ?? "",
			city: company?.city ?? null,
			state: company?.state ?? null,
			country: company?.country ?? null,
			website: company?.website ?? null,
			activeJobsCount: company?.activeJobsCount ?? 0
		},
		myStatus: user?.roles.includes(Role.User) ? myStatusOf(user.id, job.id) : null
	};
}
var jobHandlers = [
	route("get", "Job/options/get", {
		summary: "The lookups job forms and filters use",
		spec: "documented",
		response: jobOptionsSchema
	}, () => jobOptions),
	route("get", "Job/search", {
		summary: "One page of live jobs matching the filters",
		spec: "proposed",
		query: jobSearchApiQuerySchema,
		response: jobSearchResultSchema
	}, ({ query }) => {
		const { errors } = withKnownLookups(query, jobOptions);
		if (Object.keys(errors).length) throw badRequest("Some query parameters are not valid.", Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, [message]])));
		return searchJobCards({
			jobs: db.jobs.all(),
			companies: companiesById(),
			now: clock.now()
		}, query, sponsoredJobIds(clock.iso()));
	}),
	route("get", "Job/by-id", {
		summary: "A job's page; with a candidate's token, whether they saved or applied",
		spec: "proposed",
		auth: "optional",
		query: jobIdQuerySchema,
		response: jobDetailSchema,
		errors: [404]
	}, ({ query, user }) => toDetail(findJob(query.jobId, user), user)),
	route("get", "Job/recommended", {
		summary: "The candidate's recommended jobs, with their match",
		spec: "proposed",
		auth: [Role.User],
		query: recommendedQuerySchema,
		response: recommendedJobsSchema
	}, ({ query, user }) => {
		const profile = matchProfile(db.candidateProfiles.findFirst((q) => q.where({ userId: user.id })));
		const now = clock.now();
		const applied = new Set(db.applications.findMany((q) => q.where({
			userId: user.id,
			status: ApplicationStatus.Applied
		})).map((a) => a.jobId));
		return pageOf(recommendedJobs(profile, (job) => !applied.has(job.id) && isPostedWithin(job, query.datePosted, now)), () => true, query.sort === "HighLowMatch" ? byMatch : byDatePosted, query.pageNumber, query.pageSize);
	})
];
// src/api/schemas/job-review.ts
/** The admin's review of jobs (docs/product.md §1 and §4): the queue and the decisions. Shapes proposed here. */
/** GET admin/Job/review: jobs in one status (Pending Review unless asked), narrowed by keyword, company and field. */
var reviewQuerySchema = object({
	status: optional$1(oneOf(Object.values(JobStatus), "Unknown job status")),
	keyword: optional$1(string().check(_maxLength(100, "Keep the keywords under 100 characters"))),
	companyId: optional$1(queryId("Unknown company")),
	jobFieldId: optional$1(int$1(1, 1e4, "Unknown job field")),
	sort: optional$1(_enum(JOB_SORT_FIELDS, "Sort by created date, title or expiry date")),
	order: optional$1(_enum(["asc", "desc"], "Sort ascending or descending")),
	...pageFields
});
/** A job as the admin reviews it: the card, the posting's text and field, its score, and any earlier rejection. */
var reviewJobSchema = extend(jobCardSchema, {
	description: string(),
	jobFieldName: string(),
	score: number$1(),
	rejectReason: nullable(string()),
	updatedDate: isoDateTime
});
var reviewJobsSchema = pageOf$1(reviewJobSchema);
/** PUT admin/Job/{id}/status: Approve (3), Reject (4, with the reason the employer sees) or Close (6). */
var reviewDecisionSchema = object({
	status: oneOf(Object.values(ReviewDecision), "Approve, reject or close the job"),
	reason: optional(nullable(string().check(_trim(), _maxLength(500, "Keep the reason under 500 characters"))))
}).check(refine((d) => d.status !== ReviewDecision.Reject || (d.reason ?? "").length >= 10, {
	message: "Tell the employer why (10 characters or more)",
	path: ["reason"]
}));
// mocks/handlers/job-review.ts
/** The admin's review of jobs (role Admin; calls proposed here, contracts/README.md). */
function toReviewJob(job, sponsored) {
	return {
		...toJobCard(job, findCompany(job.companyId), sponsored),
		description: job.description,
		jobFieldName: fieldName(job.jobFieldId) ?? "",
		score: job.score,
		rejectReason: job.rejectReason,
		updatedDate: job.updatedDate
	};
}
var jobReviewHandlers = [route("get", "admin/Job/review", {
	summary: "The review queue: jobs in one status, oldest first",
	spec: "proposed",
	auth: [Role.Admin],
	query: reviewQuerySchema,
	response: reviewJobsSchema
}, ({ query }) => {
	const status = query.status ?? JobStatus.PendingReview;
	const companies = companiesById();
	const matches = jobPredicate({
		keyword: query.keyword,
		jobFieldId: query.jobFieldId
	}, {
		jobs: [],
		companies,
		now: clock.now()
	}, (job) => job.status === status && (query.companyId === void 0 || job.companyId === query.companyId));
	const page = pageOf(db.jobs.all(), (job) => isPosted(job) && matches(job), jobComparator(query.sort, query.order ?? "asc"), query.pageNumber, query.pageSize);
	const sponsored = sponsoredJobIds(clock.iso());
	return {
		...page,
		items: page.items.map((job) => toReviewJob(job, sponsored))
	};
}), route("put", "admin/Job/:id/status", {
	summary: "Approves, rejects (with a reason) or closes a job",
	spec: "proposed",
	auth: [Role.Admin],
	body: reviewDecisionSchema,
	...jobPath,
	response: reviewJobSchema,
	errors: [409]
}, async ({ body, params }) => {
	const job = jobOfPath(params);
	const decision = body.status;
	if (!isPosted(job) || !canDecide(job.status, decision)) {
		const label = reviewDecisionLabels[decision].toLowerCase();
		throw conflict(`This job is ${jobStatusLabels[job.status]}: it cannot be ${label === "close" ? "closed" : `${label}d`}.`);
	}
	const now = clock.iso();
	if (decision === ReviewDecision.Approve && job.expireDate !== null && job.expireDate <= now) throw conflict("The application deadline of this job has passed: ask the employer for a new one before approving it.");
	const updated = await db.jobs.update(job, { data(record) {
		record.status = decision;
		record.updatedDate = now;
		record.rejectReason = decision === ReviewDecision.Reject ? body.reason ?? null : null;
		if (decision === ReviewDecision.Approve) record.publishedDate ??= now;
	} });
	await recountCompany(job.companyId);
	return toReviewJob(updated && isPosted(updated) ? updated : job, sponsoredJobIds(clock.iso()));
})];
// mocks/handlers/my-jobs.ts
/**
* The candidate's own jobs: saving one (watching), removing it, applying, and the list of those saved or applied.
* A job's page says where the candidate stands with it (./job.ts). Designed here (contracts/README.md: proposed).
*/
/** A job can take applications while it is active and not past its expiry date. */
var takesApplications = (job) => isLive(job, clock.iso());
var myJobsHandlers = [
	route("post", "Job/watch", {
		summary: "Saves a job (status 4, Watching)",
		spec: "proposed",
		auth: [Role.User],
		query: jobIdQuerySchema,
		response: myJobStatusSchema,
		errors: [404, 409]
	}, async ({ query, user }) => {
		const job = findJob(query.jobId, user);
		const existing = mine(user.id, job.id);
		if (existing?.status === ApplicationStatus.Applied) throw conflict("You have already applied to this job; it is in your applied jobs.");
		if (existing) return statusOf(existing);
		return statusOf(await db.applications.create({
			id: nextId(db.applications),
			userId: user.id,
			jobId: job.id,
			status: ApplicationStatus.Watching,
			stage: AppliedByFilter.Applied,
			createdDate: clock.iso(),
			appliedDate: null
		}));
	}),
	route("delete", "Job/watch", {
		summary: "Removes a saved job",
		spec: "proposed",
		auth: [Role.User],
		query: jobIdQuerySchema,
		response: noResultSchema,
		errors: [404]
	}, async ({ query, user }) => {
		const existing = mine(user.id, query.jobId);
		if (!existing || existing.status !== ApplicationStatus.Watching) throw notFound("This job is not in your saved jobs.");
		db.applications.delete(existing);
		return null;
	}),
	route("post", "Job/apply", {
		summary: "Applies to a job with the candidate's profile (status 0, Applied)",
		spec: "proposed",
		auth: [Role.User],
		query: jobIdQuerySchema,
		response: myJobStatusSchema,
		errors: [404, 409]
	}, async ({ query, user }) => {
		const job = findJob(query.jobId, user);
		if (!takesApplications(job)) throw conflict("This job no longer takes applications.");
		const existing = mine(user.id, job.id);
		if (existing?.status === ApplicationStatus.Applied) throw conflict("You have already applied to this job.");
		const appliedDate = clock.iso();
		if (existing) return statusOf(await db.applications.update(existing, { data(record) {
			record.status = ApplicationStatus.Applied;
			record.stage = AppliedByFilter.Applied;
			record.appliedDate = appliedDate;
		} }) ?? existing);
		return statusOf(await db.applications.create({
			id: nextId(db.applications),
			userId: user.id,
			jobId: job.id,
			status: ApplicationStatus.Applied,
			stage: AppliedByFilter.Applied,
			createdDate: appliedDate,
			appliedDate
		}));
	}),
	route("get", "Job/my-jobs", {
		summary: "The candidate's saved or applied jobs, newest first",
		spec: "proposed",
		auth: [Role.User],
		query: myJobsQuerySchema,
		response: myJobsSchema
	}, ({ query, user }) => {
		const companies = companiesById();
		const sponsored = sponsoredJobIds(clock.iso());
		const jobs = new Map(db.jobs.all().filter(isPosted).map((j) => [j.id, j]));
		const stage = query.appliedBy === void 0 || query.appliedBy === AppliedByFilter.All ? null : query.appliedBy;
		const records = db.applications.findMany((q) => q.where((a) => a.userId === user.id && a.status === query.status && (stage === null || a.stage === stage) && jobs.has(a.jobId)));
		const when = (a) => a.appliedDate ?? a.createdDate;
		const page = pageOf(records, () => true, (a, b) => when(b).localeCompare(when(a)) || b.id - a.id, query.pageNumber, query.pageSize);
		return {
			...page,
			items: page.items.map((a) => {
				const job = jobs.get(a.jobId);
				return {
					id: a.id,
					status: a.status,
					stage: a.stage,
					createdDate: a.createdDate,
					appliedDate: a.appliedDate,
					job: toJobCard(job, companies.get(job.companyId), sponsored)
				};
			})
		};
	})
];
// src/api/schemas/organization.ts
/**
* A state's organization and its companies (the spec's Organization calls; shapes designed here:
* contracts/README.md): the body behind a state's section (Pennsylvania's), named by the state's two letters.
*/
/** GET Organization?abbreviation: the state's organization. */
var organizationSchema = object({
	id: integer,
	name: string(),
	abbreviation: string(),
	state: string()
});
var isUsState = (code) => regionsOf("US").some((region) => region.code === code.toUpperCase());
var STATE_RULE = "Name a US state by its two letters, like PA";
/** The query of GET Organization: the state's two letters, in any case. */
var organizationQuerySchema = object({ abbreviation: string(STATE_RULE).check(_trim(), refine(isUsState, STATE_RULE)) });
/**
* The query of GET Organization/companies: the organization's companies (`organizationId`), or the companies of a
* state (`state`, its two letters in any case); one of the two.
*/
var organizationCompaniesQuerySchema = object({
	organizationId: optional(queryId("Unknown organization")),
	state: optional(string().check(_trim(), refine(isUsState, STATE_RULE)))
}).check(refine((q) => q.organizationId === void 0 !== (q.state === void 0), {
	message: "Name the organization or the state, one of the two",
	path: ["organizationId"]
}));
/** GET Organization/companies: the companies by name (then id), each with its live jobs. */
var organizationCompaniesSchema = /* @__PURE__ */ array(companySummarySchema);
// mocks/handlers/organization.ts
/** A state's organization and its companies (Organization, Organization/companies). Shapes: contracts/README.md. */
var NO_ORGANIZATION = "This organization does not exist.";
var organizationHandlers = [route("get", "Organization", {
	summary: "A state's organization, by the state's two letters in any case",
	spec: "documented",
	query: organizationQuerySchema,
	response: organizationSchema,
	errors: [404]
}, ({ query }) => {
	const wanted = query.abbreviation.toUpperCase();
	const found = db.organizations.findFirst((q) => q.where({ abbreviation: (a) => a.toUpperCase() === wanted }));
	if (!found) throw notFound(NO_ORGANIZATION);
	return {
		id: found.id,
		name: found.name,
		abbreviation: found.abbreviation,
		state: found.state
	};
}), route("get", "Organization/companies", {
	summary: "An organization's companies, or a state's, by name, each with its live jobs",
	spec: "documented",
	query: organizationCompaniesQuerySchema,
	response: organizationCompaniesSchema,
	errors: [404]
}, ({ query }) => {
	const { organizationId, state } = query;
	if (organizationId !== void 0 && !db.organizations.findFirst((q) => q.where({ id: organizationId }))) throw notFound(NO_ORGANIZATION);
	const wanted = state?.toUpperCase();
	return companySummaries(db.companies.all().filter((c) => organizationId !== void 0 ? c.organizationId === organizationId : c.country === "US" && c.state === wanted), db.jobs.all(), clock.iso());
})];
// src/api/schemas/pay-insights.ts
/**
* GET Job/pay-insights (designed here: contracts/README.md): what the live jobs pay, in one pay period, by group. The
* query is the page's URL too (`?period=&country=&jobFieldId=`); the mock validates the same schema (400 with field
* errors). The figures: src/domain/pay-insights.ts.
*/
var PAY_PERIOD_MESSAGE = "Choose a pay period: hour, day, week, month or year";
/** The countries whose jobs the figures are of, one at a time: each pays in its own money. */
var PAY_COUNTRIES = ["US", "CA"];
var period = _enum(PAY_PERIODS, PAY_PERIOD_MESSAGE);
var filters = {
	/** The jobs of this country (the US when not given). */
	country: optional$1(_enum(PAY_COUNTRIES, "Choose the US or Canada")),
	/** Only the jobs of this job field (an id of Job/options/get's jobFields). */
	jobFieldId: optional$1(int$1(1, 1e6, "Unknown job field"))
};
var payInsightsQuerySchema = object({
	period,
	...filters
});
/** The page's URL (comp): the same parameters, the period optional (the page's default when not given). */
var payInsightsPageSchema = object({
	period: optional$1(period),
	...filters
});
var payGroupSchema = object({
	key: string(),
	name: string(),
	jobCount: integer,
	min: number$1(),
	median: number$1(),
	max: number$1()
});
var payGroupingSchema = object({
	groups: array(payGroupSchema),
	withheld: integer
});
var payInsightsSchema = object({
	period: _enum(PAY_PERIODS),
	country: _enum(PAY_COUNTRIES),
	currency: _enum(["USD", "CAD"]),
	/** The fewest jobs a group's figures stand on (PAY_GROUP_MIN_JOBS). */
	minJobs: integer,
	jobCount: integer,
	groupings: object({
		field: payGroupingSchema,
		focus: payGroupingSchema,
		jobType: payGroupingSchema,
		region: payGroupingSchema
	})
});
// mocks/handlers/pay-insights.ts
/**
* The pay insights page: what the live jobs of a country (and of a job field, if asked) pay, in one pay period, by
* group (src/domain/pay-insights.ts). Open to visitors; a token sent must be valid.
*/
var payInsightsHandlers = [route("get", "Job/pay-insights", {
	summary: "What the live jobs pay in one pay period: min, median and max by field, focus, job type and state",
	spec: "proposed",
	auth: "optional",
	query: payInsightsQuerySchema,
	response: payInsightsSchema
}, ({ query }) => {
	const { period, jobFieldId } = query;
	if (jobFieldId !== void 0 && !jobFields.some((f) => f.id === jobFieldId)) throw badRequest("Some query parameters are not valid.", { jobFieldId: ["Unknown job field"] });
	const country = query.country ?? "US";
	const nowIso = clock.iso();
	const jobs = [];
	for (const job of db.jobs.all()) if (isListed(job, nowIso) && job.country === country && (jobFieldId === void 0 || job.jobFieldId === jobFieldId)) jobs.push(job);
	const insights = payInsights(jobs, period, {
		field: fieldName,
		focus: focusName
	});
	return {
		period,
		country,
		currency: currencyOf(country),
		minJobs: 3,
		...insights
	};
})];
// src/api/schemas/place.ts
/**
* Places (shapes designed here, contracts/README.md): the towns and postal codes of the US and Canada that a search
* can be near. The app names a place in its URLs by `id` (a town's slug, `boulder-co`, or a postal code, `80302`) and
* sends its coordinates to Job/search.
*/
var placeSchema = object({
	id: string(),
	kind: _enum(["town", "postalCode"]),
	/** The town (of a postal code: the town or area it serves). */
	name: string(),
	/** A postal code's code; null for a town. */
	postalCode: nullable(string()),
	/** Two-letter state or province code. */
	region: string(),
	country: _enum(["US", "CA"]),
	lat: number$1(),
	lng: number$1()
});
/** GET Places/search: what is typed (2 characters or more), and how many places at most. */
var placeSearchQuerySchema = object({
	term: string("Type at least 2 letters or digits").check(_trim(), _minLength(2, "Type at least 2 letters or digits"), _maxLength(60, `Keep it under 60 characters`)),
	limit: optional$1(int$1(1, 20, `Ask for 1 to 20 places`))
});
var placeSearchResultSchema = array(placeSchema);
/** GET Places/by-id. */
var placeIdQuerySchema = object({ id: string("Name a place").check(_trim(), _minLength(1, "Name a place"), _maxLength(80, "Name a place")) });
// mocks/gazetteer/index.ts
/** A town of the gazetteer as the API gives it. */
var townPlace = (name, region, lat, lng) => ({
	id: placeId(name, region),
	kind: "town",
	name,
	postalCode: null,
	region,
	country: countryOfRegion(region),
	lat,
	lng
});
/** A postal code, and the town or area it serves, as the API gives it. */
var codePlace = (code, name, region, lat, lng) => ({
	id: code,
	kind: "postalCode",
	name,
	postalCode: code,
	region,
	country: countryOfRegion(region),
	lat,
	lng
});
var entry = (place, population = 0) => place.kind === "town" ? {
	place,
	key: placeWords(`${place.name} ${place.region}`),
	nameLength: placeWords(place.name).length,
	population
} : {
	place,
	key: place.id.toLowerCase(),
	nameLength: place.id.length,
	population
};
var parse = (text, toEntry) => text.split("\n").map((l) => toEntry(l.split("|")));
var parseTowns = (text) => parse(text, ([name = "", region = "", lat, lng, population]) => entry(townPlace(name, region, Number(lat), Number(lng)), Number(population)));
var parseCodes = (text) => parse(text, ([code = "", name = "", region = "", lat, lng]) => entry(codePlace(code, name, region, Number(lat), Number(lng))));
var indexOf = (entries) => ({
	entries,
	byId: new Map(entries.map((e) => [e.place.id, e]))
});
var once = (load) => {
	let loaded;
	return () => loaded ??= load();
};
var towns = once(async () => indexOf(parseTowns(await (await __vitePreload(async () => {
	const { source } = await import("./towns-GzPeXMeL.js");
	return { source };
}, [])).source())));
var codes = once(async () => indexOf(parseCodes(await (await __vitePreload(async () => {
	const { source } = await import("./codes-C5GNhOrC.js");
	return { source };
}, [])).source())));
/**
* The postal code (or its start) a term or id is, as the gazetteer keeps it, or null: digits (2 or more; a ZIP+4
* keeps its 5), or a Canadian code's start (letter, digit, letter: a full code `T0A 1A0` keeps its first three).
*/
function codeOf(text) {
	const compact = text.replace(/\s+/g, "").toUpperCase();
	const zip = /^(\d{2,5})(-\d{0,4})?$/.exec(compact);
	if (zip) return zip[1];
	const canadian = /^([A-Z]\d[A-Z]?)(\d[A-Z]\d)?$/.exec(compact);
	return canadian ? canadian[1] : null;
}
/** Places the provider states added, by id (they stand in for the gazetteer's of the same id). */
var added = /* @__PURE__ */ new Map();
var gazetteer = {
	/** Adds a place (a provider state's), with a town's population; it replaces a place of the same id. */
	add: (place, population = 0) => void added.set(place.id, entry(place, population)),
	forgetAdded: () => added.clear(),
	async byId(id) {
		const code = codeOf(id);
		const key = code ?? id;
		return (added.get(key) ?? (await (code ? codes() : towns())).byId.get(key))?.place ?? null;
	},
	/**
	* The places a term begins: postal codes in order of code; towns whose name (with its region: `boulder co`) begins
	* with the term first, then those with a later word of the name that does (`placid` finds Lake Placid), each most
	* populous first, then by name and region. A term of no letter or digit finds nothing.
	*/
	async search(term, limit) {
		const code = codeOf(term);
		const wanted = code ? code.toLowerCase() : placeWords(term);
		if (!wanted) return [];
		const part = await (code ? codes() : towns());
		const kind = code ? "postalCode" : "town";
		const candidates = [...[...added.values()].filter((e) => e.place.kind === kind), ...part.entries.filter((e) => !added.has(e.place.id))];
		const rank = (e) => {
			if (e.key.startsWith(wanted)) return 0;
			const at = e.key.indexOf(` ${wanted}`);
			return at >= 0 && at < e.nameLength ? 1 : -1;
		};
		return candidates.map((e) => ({
			e,
			rank: rank(e)
		})).filter(({ rank }) => rank >= 0).sort((a, b) => a.rank - b.rank || b.e.population - a.e.population || a.e.key.localeCompare(b.e.key) || a.e.place.id.localeCompare(b.e.place.id)).slice(0, limit).map(({ e }) => e.place);
	}
};
// mocks/handlers/place.ts
/** The towns and postal codes a job search can be near (open to visitors): the gazetteer of ../gazetteer. */
var placeHandlers = [route("get", "Places/search", {
	summary: "The towns and postal codes of the US and Canada that begin with what is typed, best first",
	spec: "proposed",
	query: placeSearchQuerySchema,
	response: placeSearchResultSchema
}, ({ query }) => gazetteer.search(query.term, query.limit ?? 8)), route("get", "Places/by-id", {
	summary: "The town or postal code of a link",
	spec: "proposed",
	query: placeIdQuerySchema,
	response: placeSchema,
	errors: [404]
}, async ({ query }) => {
	const place = await gazetteer.byId(query.id);
	if (!place) throw notFound("No town or postal code has this id.");
	return place;
})];
// mocks/handlers/profile.ts
/**
* The signed-in candidate's profile (Profile/*, proposed: contracts/README.md): read, its three sections saved on
* their own, the resume and the photos. A candidate without a profile yet (just registered) has an empty one. The
* match of recommended jobs reads the profile at each call (mocks/handlers/job.ts): a save moves it at once.
*/
var CANDIDATES = [Role.User];
/** The candidate's profile record, created empty on first use. */
async function recordOf(userId) {
	return db.candidateProfiles.findFirst((q) => q.where({ userId })) ?? await db.candidateProfiles.create(buildCandidateProfile({ userId }));
}
/** The profile as the API answers it (no coordinates: the match reads them, the editor does not). */
var toProfile = ({ userId: _userId, currentLocation, ...rest }) => ({
	...rest,
	currentLocation: currentLocation && {
		country: currentLocation.country,
		state: currentLocation.state,
		city: currentLocation.city
	}
});
async function change(userId, edit) {
	const record = await recordOf(userId);
	return toProfile(await db.candidateProfiles.update(record, { data: edit }));
}
var focusIds = new Set(focuses.map((f) => f.id));
var NO_PROFILE = "This profile does not exist or is not shared.";
/**
* Who may see a candidate's public profile (docs/product.md §4.8): the candidate; anyone, when it is public; else only
* the people (admins and members) of a company whose job the candidate applied to. Anyone else gets the 404 of a
* profile that does not exist: a hidden profile tells nothing.
*/
function mayView(candidate, viewer) {
	if (viewer?.id === candidate.id || candidate.profileVisibility === ProfileVisibility.Public) return true;
	return viewer !== null && isPersonOfCompanyAppliedTo(viewer, candidate.id);
}
function toPublic(candidate, profile, viewer) {
	const { city, state, country } = profile.currentLocation ?? {};
	return {
		id: candidate.id,
		firstName: candidate.firstName,
		lastName: candidate.lastName,
		pronouns: candidate.pronouns,
		profileVisibility: candidate.profileVisibility,
		isOwn: viewer?.id === candidate.id,
		currentLocation: profile.currentLocation && {
			city: city ?? null,
			state: state ?? null,
			country: country ?? null
		},
		professionalSummary: profile.professionalSummary,
		professionalHighlights: profile.professionalHighlights,
		experience: profile.experience,
		skills: profile.skills,
		focus: profile.focus.flatMap((id) => {
			const focus = focuses.find((f) => f.id === id);
			return focus ? [{
				id,
				name: focus.name,
				jobFieldName: fieldName(focus.jobFieldId) ?? ""
			}] : [];
		}),
		socialLinks: profile.socialLinks,
		albumPhotosUrls: profile.albumPhotosUrls,
		resumeUrl: profile.resumeUrl
	};
}
var profileCall = {
	spec: "proposed",
	auth: CANDIDATES,
	response: profileSchema
};
var profileHandlers = [
	route("get", "Profile", {
		...profileCall,
		summary: "The signed-in candidate's profile (empty for a new candidate)"
	}, async ({ user }) => toProfile(await recordOf(user.id))),
	route("get", "Profile/public", {
		spec: "proposed",
		auth: "optional",
		summary: "A candidate's public profile, as the candidate's visibility allows (else 404)",
		query: publicProfileQuerySchema,
		response: publicProfileSchema,
		errors: [404]
	}, ({ query, user }) => {
		const candidate = db.users.findFirst((q) => q.where({ id: query.id }));
		if (!candidate || !candidate.roles.includes(Role.User) || !mayView(candidate, user)) throw notFound(NO_PROFILE);
		return toPublic(candidate, db.candidateProfiles.findFirst((q) => q.where({ userId: candidate.id })) ?? buildCandidateProfile({ userId: candidate.id }), user);
	}),
	route("put", "Profile/work-preference", {
		...profileCall,
		summary: "Saves the profile's work preference: where, job types, pay, leadership, benefits",
		body: workPreferenceInputSchema
	}, ({ body, user }) => change(user.id, (p) => {
		const { currentLocation, ...rest } = body;
		Object.assign(p, rest);
		p.currentLocation = locatedAt(currentLocation);
	})),
	route("put", "Profile/qualifications", {
		...profileCall,
		summary: "Saves the profile's qualifications: experience, next job, focus, skills",
		body: qualificationsInputSchema
	}, ({ body, user }) => {
		if (body.focus.findIndex((id) => !focusIds.has(id)) >= 0) throw badRequest("Some fields are not valid.", { focus: ["Choose a focus of the list"] });
		return change(user.id, (p) => Object.assign(p, body));
	}),
	route("put", "Profile/about", {
		...profileCall,
		summary: "Saves the profile's about section; albumPhotosUrls keeps (and orders) photos already uploaded",
		body: aboutInputSchema
	}, async ({ body, user }) => {
		const current = (await recordOf(user.id)).albumPhotosUrls;
		if (body.albumPhotosUrls.some((url) => !current.includes(url))) throw badRequest("Some fields are not valid.", { albumPhotosUrls: ["Upload a photo before you add it to the profile"] });
		return change(user.id, (p) => Object.assign(p, body));
	}),
	route("post", "Profile/resume", {
		...profileCall,
		summary: "Uploads the candidate's resume (replacing the one before)",
		files: { file: "The resume: PDF or Word, up to 2 MB, its type told by its content (src/domain/uploads.ts)" }
	}, async ({ request, user }) => {
		const file = await filePart(request, "Choose a resume.");
		const head = await headOf(file);
		const problem = resumeProblem(file, head);
		if (problem) throw fileRefused(problem);
		const url = await dataUrlOf(file, documentTypeOf(head));
		return change(user.id, (p) => void (p.resumeUrl = url));
	}),
	route("delete", "Profile/resume", {
		...profileCall,
		summary: "Removes the candidate's resume"
	}, ({ user }) => change(user.id, (p) => void (p.resumeUrl = null))),
	route("post", "Profile/photos", {
		...profileCall,
		summary: "Adds a photo to the candidate's profile (last)",
		files: { file: "The photo: PNG, JPEG or WebP, up to 1 MB, its type told by its content" }
	}, async ({ request, user }) => {
		const file = await filePart(request, "Choose a photo.");
		if ((await recordOf(user.id)).albumPhotosUrls.length >= 6) throw fileRefused(`The profile has 6 photos: remove one first.`);
		const head = await headOf(file);
		const problem = imageProblem(file, "photo", head);
		if (problem) throw fileRefused(problem);
		const url = await dataUrlOf(file, imageTypeOf(head));
		return change(user.id, (p) => void p.albumPhotosUrls.push(url));
	})
];
// mocks/handlers/index.ts
var handlers = [
	...authHandlers,
	...adminCompanyHandlers,
	...companyHandlers,
	...organizationHandlers,
	...jobHandlers,
	...payInsightsHandlers,
	...myJobsHandlers,
	...jobReviewHandlers,
	...employerJobHandlers,
	...boostHandlers,
	...homeHandlers,
	...placeHandlers,
	...profileHandlers,
	...accountSettingsHandlers,
	...quizHandlers,
	...contentHandlers,
	...feedbackHandlers
];
/**
* Loads the stored data (`raw`: its JSON, null when none is stored) into the empty collections. Data this same build
* wrote (`build`, its stamp) passed the schemas when it was written and is not checked again; anything else is.
*/
async function loadDb(db, raw, build = null) {
	if (raw === null) return "empty";
	let stored;
	try {
		stored = JSON.parse(raw);
	} catch {
		return "corrupt";
	}
	if (!stored || typeof stored !== "object" || !stored.collections) return "corrupt";
	if (stored.version !== 11) return "outdated";
	try {
		const restore = () => restoreDb(db, stored.collections);
		await (build !== null && stored.build === build ? loadTrusted(restore) : restore());
		return "loaded";
	} catch {
		for (const collection of Object.values(db)) collection.clear();
		return "corrupt";
	}
}
/** Fills the (empty) collections with records; create() validates each against its schema and throws on a mismatch. */
async function restoreDb(db, collections) {
	for (const [name, collection] of Object.entries(db)) {
		const records = collections[name] ?? [];
		if (!Array.isArray(records)) throw new Error(`${name} is not a list`);
		await Promise.all(records.map((record) => collection.create(record)));
	}
}
function snapshotDb(db, build = null) {
	const collections = {};
	for (const [name, collection] of Object.entries(db)) collections[name] = collection.all();
	return build === null ? {
		version: 11,
		collections
	} : {
		version: 11,
		build,
		collections
	};
}
var serializeDb = (db, build = null) => JSON.stringify(snapshotDb(db, build));
// mocks/shared-db.ts
/**
* One demo database for every tab of the browser. Each tab's mock holds the data in memory, but every request's
* work runs as a transaction:
* - under a lock that every tab of the origin shares (the Web Locks API), so two tabs never write at once;
* - on the freshest stored data: when another tab has written since this tab last read or wrote (the stored
*   revision says so), the tab reads the stored data again before the work;
* - and what the work changed is written to the store (IndexedDB: mocks/db-store.ts) before the lock is released,
*   with the next revision.
* So no tab's change is lost, ids stay unique, and every tab answers with what any tab wrote.
* Where the Web Locks API is missing (a page that is not a secure context), the transactions of one tab still run
* one at a time, and each still starts from the freshest stored data.
*/
var LOCK_NAME = "jobboard.mock-db";
/** One transaction at a time within the tab: the fallback where the Web Locks API is missing. */
function inTabQueue() {
	let tail = Promise.resolve();
	return { request(_name, callback) {
		const run = tail.then(callback, callback);
		tail = run.catch(() => void 0);
		return run;
	} };
}
function shareDb({ store, storage, locks, onQuotaExceeded, build = null }) {
	const lock = locks ?? inTabQueue();
	/** The stored revision this tab's memory holds (null: none read or written yet). */
	let known = null;
	/** Changed in memory since last read or written. */
	let dirty = false;
	/** The seed is in memory and not stored yet. */
	let seeded = false;
	let warned = false;
	const changed = () => void (dirty = true);
	const watch = (on) => {
		for (const collection of Object.values(db)) for (const event of [
			"create",
			"update",
			"delete"
		]) if (on) collection.hooks.on(event, changed);
		else collection.hooks.removeListener(event, changed);
	};
	/** Reads the stored data again when another tab wrote since; data of another schema version is left alone. */
	async function catchUp() {
		const revision = await store.revision();
		if (revision === null || revision === known) return;
		const { raw, revision: read } = await store.read();
		known = read;
		let stored;
		try {
			stored = JSON.parse(raw ?? "null");
		} catch {
			return;
		}
		if (stored?.version !== 11 || !stored.collections) return;
		watch(false);
		try {
			clearDb();
			await loadTrusted(() => restoreDb(db, stored.collections));
			dirty = false;
			seeded = false;
		} finally {
			watch(true);
		}
	}
	async function writeThrough() {
		if (!dirty) return;
		dirty = false;
		const next = String(Number(known ?? 0) + 1);
		try {
			await store.write(serializeDb(db, build), next);
			if (known === null) markStored(storage);
			known = next;
			seeded = false;
		} catch {
			if (!warned) onQuotaExceeded?.();
			warned = true;
		}
	}
	return {
		stored: () => lock.request(LOCK_NAME, () => readStore(store, storage)),
		transaction: (work) => lock.request(LOCK_NAME, async () => {
			await catchUp();
			try {
				return await work();
			} finally {
				await writeThrough();
			}
		}),
		started(from, revision) {
			known = revision;
			seeded = from === "seed";
			watch(true);
			if (from === "storage") markStored(storage);
		},
		persist: () => lock.request(LOCK_NAME, async () => {
			await catchUp();
			dirty ||= seeded;
			await writeThrough();
		})
	};
}
Role.User, Role.User, Role.Premium, Role.Employer, Role.Employer, Role.Employer, Role.Employer, Role.Admin;
places.filter((p) => p.country === "US").filter((p) => p.region === "PA");
places.filter((p) => p.country === "CA");
// mocks/seed/applications.ts
var { Active: Active$2, ApplicationClosed: ApplicationClosed$2 } = JobStatus;
// mocks/seed/data/codes.ts
/** Short names of the codes the seed's tables are written in. */
var { FullTime: FT, PartTime: PT, Freelance: FL, SeasonalPartTime: SPT, Internship: IN, SeasonalFullTime: SFT } = JobType;
var { RemoteGlobally: RG, OnTheRoad: RD, RemoteInRegion: RR, Onsite: ON, Hybrid: HY } = RemoteStatus;
/** Salary compensation ids (mocks/lookups.ts): per hour, day, week, month, year. */
var [H, D, W, M, Y] = [
	1,
	2,
	3,
	4,
	5
];
// mocks/seed/data/pay.ts
var SHAPES = [
	"min",
	"max",
	"range"
];
// mocks/seed/data/coverage.ts
var { Active: Active$1, Draft, PendingReview: PendingReview$1, Rejected: Rejected$1, MissingInformation, ApplicationClosed: ApplicationClosed$1 } = JobStatus;
[
	...Object.values(JobType).map((jobType, i) => ({
		status: Active$1,
		jobType,
		hoursAgo: i < 2 ? 3 + i * 8 : void 0
	})),
	...[
		RG,
		RD,
		RR,
		ON,
		HY
	].map((remoteStatus) => ({
		status: Active$1,
		remoteStatus,
		sponsored: remoteStatus === RG
	})),
	...[
		H,
		D,
		W,
		M,
		Y
	].flatMap((compensation) => SHAPES.map((shape) => ({
		status: Active$1,
		compensation,
		shape
	}))),
	...BENEFIT_FLAGS.map((benefit) => ({
		status: Active$1,
		benefit
	})),
	...frontRange(4, [
		"Climbing Guide",
		"Rock Climbing Instructor",
		"Alpine Guide"
	]),
	...frontRange(5, [
		"Alpine Guide",
		"Climbing Guide",
		"Backcountry Ski Guide",
		"Mountain Bike Guide"
	]),
	...frontRange(6, [
		"Whitewater Raft Guide",
		"Sea Kayak Instructor",
		"Whitewater Raft Guide",
		"Canoe Trip Leader"
	])
];
/** Live jobs of a company, one for each role. */
function frontRange(companyId, roles) {
	return roles.map((role) => ({
		companyId,
		status: Active$1,
		fieldId: 1,
		role,
		atCompany: true
	}));
}
// mocks/seed/data/roles.ts
var role = (title, fieldId, focusId, types, comps, remotes, pay, exp, extra = {}) => ({
	title,
	fieldId,
	focusId,
	types,
	comps,
	remotes,
	pay,
	exp,
	senior: extra.senior ?? false,
	group: extra.group ?? (focusId === null ? `field${fieldId}` : `focus${focusId}`),
	weight: types.length === 1 && types[0] === IN ? 1 : 3
});
var S = { senior: true };
// mocks/seed/job-parts.ts
/** The parts of a generated job that take more than one draw: its role, its pay and its description. */
/** Every role as often as its weight says. */
var weightedRoles = [
	role("Climbing Guide", 1, 1, [
		SFT,
		FT,
		SPT,
		FL
	], [
		D,
		H,
		W
	], [ON, RD], 1, [
		2,
		3,
		4
	], S),
	role("Rock Climbing Instructor", 1, 1, [
		PT,
		SPT,
		FT
	], [H, D], [ON], 0, [
		1,
		2,
		3
	]),
	role("Alpine Guide", 1, 1, [SFT, FL], [D, W], [RD, ON], 2, [
		3,
		4,
		5
	], S),
	role("Climbing Gym Route Setter", 1, 1, [FT, PT], [H, Y], [ON], 0, [
		1,
		2,
		3
	], {
		senior: true,
		group: "setting"
	}),
	role("Climbing Program Intern", 1, 1, [IN], [M, H], [ON], 0, [1]),
	role("Sea Kayak Instructor", 1, 2, [
		SFT,
		SPT,
		PT
	], [H, D], [ON], 0, [
		1,
		2,
		3
	], S),
	role("Whitewater Raft Guide", 1, 2, [SFT, SPT], [D, W], [ON, RD], 0, [
		1,
		2,
		3
	], S),
	role("Canoe Trip Leader", 1, 2, [SFT, FL], [W, D], [RD], 1, [2, 3]),
	role("Ski Instructor", 1, 3, [
		SFT,
		SPT,
		PT
	], [H, D], [ON], 0, [
		1,
		2,
		3
	], S),
	role("Snowboard Instructor", 1, 3, [SFT, SPT], [H], [ON], 0, [
		1,
		2,
		3
	]),
	role("Backcountry Ski Guide", 1, 3, [SFT, FL], [D, W], [ON, RD], 2, [
		3,
		4,
		5
	], S),
	role("Backcountry Ski Patroller", 1, 3, [SFT, FT], [H, M], [ON], 1, [
		2,
		3,
		4
	], S),
	role("Avalanche Course Instructor", 1, 3, [FL, SPT], [D], [RD, ON], 1, [3, 4]),
	role("Wilderness Trip Leader", 1, null, [SFT, FL], [
		W,
		D,
		M
	], [RD], 1, [2, 3]),
	role("Outdoor Education Instructor", 1, null, [
		SFT,
		FT,
		SPT
	], [
		W,
		M,
		Y
	], [ON, RD], 0, [1, 2]),
	role("Mountain Bike Guide", 1, null, [
		SFT,
		SPT,
		PT
	], [H, D], [ON, RD], 0, [
		1,
		2,
		3
	]),
	role("Outdoor Leadership Intern", 1, null, [IN], [M, W], [ON, RD], 0, [1]),
	role("Retail Store Manager", 2, 4, [FT], [Y], [ON], 2, [
		3,
		4,
		5
	]),
	role("Assistant Store Manager", 2, 4, [FT], [Y, H], [ON], 1, [2, 3]),
	role("Retail Sales Associate", 2, 4, [
		PT,
		FT,
		SPT
	], [H], [ON], 0, [1, 2], { group: "sales" }),
	role("Ski Shop Technician", 2, 4, [
		SFT,
		SPT,
		PT
	], [H], [ON], 0, [
		1,
		2,
		3
	], {
		senior: true,
		group: "bench"
	}),
	role("Bike Shop Mechanic", 2, 4, [
		FT,
		PT,
		SFT
	], [H], [ON], 1, [2, 3], {
		senior: true,
		group: "bench"
	}),
	role("Visual Merchandiser", 2, 4, [FT, FL], [H, Y], [ON, RD], 1, [2, 3]),
	role("Wholesale Account Rep", 2, 5, [FT, FL], [Y], [RD, RR], 1, [
		2,
		3,
		4
	], S),
	role("Territory Sales Manager", 2, 5, [FT], [Y], [RD, RR], 2, [
		3,
		4,
		5
	]),
	role("Key Account Manager", 2, 5, [FT], [Y], [
		RR,
		HY,
		RD
	], 2, [3, 4]),
	role("Independent Sales Rep", 2, 5, [FL], [M, Y], [RD, RR], 1, [
		3,
		4,
		5
	]),
	role("E-commerce Merchandiser", 2, null, [FT], [Y], [
		HY,
		RG,
		ON
	], 1, [2, 3], {
		senior: true,
		group: "ecommerce"
	}),
	role("Customer Experience Specialist", 2, null, [
		FT,
		PT,
		SFT
	], [H], [
		RG,
		RR,
		HY
	], 0, [1, 2], { group: "ecommerce" }),
	role("Retail Operations Intern", 2, 4, [IN], [H], [ON], 0, [1], { group: "sales" }),
	role("Content Marketing Manager", 3, 6, [FT], [Y], [
		HY,
		RR,
		RG,
		ON
	], 2, [3, 4], S),
	role("Brand Manager", 3, 6, [FT], [Y], [HY, ON], 2, [
		3,
		4,
		5
	], S),
	role("Copywriter", 3, 6, [
		FT,
		FL,
		PT
	], [
		H,
		Y,
		D
	], [
		RG,
		RR,
		HY
	], 1, [2, 3], S),
	role("Photographer & Videographer", 3, 6, [
		FL,
		FT,
		SFT
	], [D, W], [RD, ON], 1, [
		2,
		3,
		4
	]),
	role("PR Coordinator", 3, 6, [FT], [Y], [HY, ON], 1, [1, 2]),
	role("Social Media Manager", 3, 7, [FT], [Y], [
		RR,
		HY,
		RG
	], 1, [2, 3], S),
	role("Community Manager", 3, 7, [FT, PT], [Y, H], [
		HY,
		RR,
		ON
	], 1, [2, 3]),
	role("Social Media Coordinator", 3, 7, [
		PT,
		FT,
		FL
	], [H, M], [
		RG,
		RR,
		HY
	], 0, [1, 2]),
	role("Email Marketing Specialist", 3, null, [FT], [Y], [
		RG,
		RR,
		HY
	], 1, [2, 3]),
	role("Marketing Coordinator", 3, null, [FT], [Y, H], [HY, ON], 0, [1, 2]),
	role("Marketing Intern", 3, null, [IN], [H, M], [
		HY,
		ON,
		RR
	], 0, [1]),
	role("Apparel Designer", 4, 8, [FT], [Y], [ON, HY], 2, [
		2,
		3,
		4
	], S),
	role("Technical Apparel Developer", 4, 8, [FT], [Y], [HY, ON], 2, [3, 4]),
	role("Pattern Maker", 4, 8, [FT, FL], [H, Y], [ON], 1, [
		3,
		4,
		5
	]),
	role("Textile Developer", 4, 8, [FT], [Y], [
		HY,
		ON,
		RD
	], 2, [3, 4]),
	role("Industrial Designer", 4, 9, [FT, FL], [Y, D], [HY, ON], 2, [
		2,
		3,
		4
	], S),
	role("Hardgoods Product Manager", 4, 9, [FT], [Y], [HY, ON], 2, [
		3,
		4,
		5
	], S),
	role("Packs & Bags Designer", 4, 9, [FT], [Y], [ON, HY], 1, [2, 3]),
	role("Product Test Coordinator", 4, 9, [
		FT,
		SFT,
		PT
	], [H, M], [RD, ON], 0, [1, 2]),
	role("Product Line Manager", 4, null, [FT], [Y], [HY, ON], 2, [4, 5]),
	role("Product Design Intern", 4, null, [IN], [H, M], [ON, HY], 0, [1]),
	role("Supply Chain Analyst", 5, 10, [FT], [Y], [
		HY,
		ON,
		RR
	], 1, [2, 3], S),
	role("Inventory Planner", 5, 10, [FT], [Y], [HY, ON], 1, [2, 3]),
	role("Sourcing Manager", 5, 10, [FT], [Y], [HY, RD], 2, [4, 5]),
	role("Logistics Coordinator", 5, 10, [FT, PT], [H, Y], [ON, HY], 0, [1, 2]),
	role("Warehouse Supervisor", 5, 10, [FT], [H, Y], [ON], 1, [2, 3], { group: "warehouse" }),
	role("Warehouse Associate", 5, 10, [
		FT,
		PT,
		SFT,
		SPT
	], [H], [ON], 0, [1], { group: "warehouse" }),
	role("Supply Chain Intern", 5, 10, [IN], [H], [ON, HY], 0, [1]),
	role("Operations Manager", 5, null, [FT], [Y], [ON, HY], 2, [4, 5]),
	role("Gear Rental Coordinator", 5, null, [
		SFT,
		SPT,
		PT
	], [H, W], [ON], 0, [1, 2]),
	role("Fleet & Equipment Technician", 5, null, [FT, SFT], [H], [ON, RD], 1, [2, 3]),
	role("Trail Crew Leader", 6, 11, [SFT], [
		W,
		M,
		H
	], [RD, ON], 1, [2, 3]),
	role("Trail Crew Member", 6, 11, [SFT, SPT], [W, H], [RD, ON], 0, [1, 2]),
	role("Trail Maintenance Technician", 6, 11, [FT, SFT], [H, Y], [ON, RD], 1, [2, 3]),
	role("Seasonal Park Ranger", 6, 12, [SFT, SPT], [H, M], [ON], 0, [1, 2]),
	role("Interpretive Ranger", 6, 12, [SFT, FT], [H, M], [ON], 0, [
		1,
		2,
		3
	]),
	role("Park Ranger", 6, 12, [FT], [Y, H], [ON], 1, [
		2,
		3,
		4
	], S),
	role("Conservation Program Coordinator", 6, null, [FT], [Y], [HY, ON], 1, [2, 3]),
	role("Volunteer Stewardship Coordinator", 6, null, [
		FT,
		PT,
		SFT
	], [H, Y], [ON, RD], 0, [1, 2]),
	role("Field Ecologist", 6, null, [
		SFT,
		FT,
		FL
	], [
		W,
		M,
		Y
	], [RD, ON], 1, [
		2,
		3,
		4
	]),
	role("Conservation Corps Intern", 6, null, [IN], [W, M], [RD, ON], 0, [1]),
	role("Lodge Operations Manager", 7, 13, [FT, SFT], [Y, M], [ON], 2, [
		3,
		4,
		5
	]),
	role("Front Desk Supervisor", 7, 13, [FT, SFT], [H], [ON], 1, [2, 3]),
	role("Guest Services Agent", 7, 13, [
		SFT,
		SPT,
		PT
	], [H], [ON], 0, [1]),
	role("Hut Keeper", 7, 13, [SFT], [M, W], [ON], 0, [
		1,
		2,
		3
	]),
	role("Backcountry Lodge Cook", 7, 13, [SFT, SPT], [H, W], [ON], 1, [2, 3]),
	role("Housekeeping Lead", 7, 13, [SFT, FT], [H], [ON], 0, [1, 2]),
	role("Events Coordinator", 7, null, [FT, SFT], [Y, H], [ON, HY], 1, [2, 3]),
	role("Summer Camp Director", 7, null, [SFT], [W, M], [ON], 1, [3, 4]),
	role("Hospitality Intern", 7, 13, [IN], [M, H], [ON], 0, [1]),
	role("Frontend Engineer", 8, 14, [FT, FL], [Y, H], [
		RG,
		RR,
		HY,
		ON
	], 2, [
		2,
		3,
		4
	], S),
	role("Backend Engineer", 8, 14, [FT], [Y], [
		RG,
		RR,
		HY
	], 2, [
		2,
		3,
		4
	], S),
	role("Full-Stack Engineer", 8, 14, [FT, FL], [Y, H], [
		RG,
		RR,
		HY
	], 2, [
		2,
		3,
		4
	], S),
	role("Mobile Engineer", 8, 14, [FT], [Y], [
		RR,
		HY,
		RG
	], 2, [3, 4], S),
	role("Data Engineer", 8, 14, [FT], [Y], [RR, HY], 2, [3, 4], S),
	role("QA Engineer", 8, 14, [FT, FL], [Y, H], [
		RR,
		HY,
		RG
	], 1, [2, 3]),
	role("Engineering Manager", 8, 14, [FT], [Y], [HY, RR], 2, [4, 5]),
	role("Software Engineering Intern", 8, 14, [IN], [H, M], [
		HY,
		RR,
		ON
	], 0, [1]),
	role("IT Support Specialist", 8, null, [FT, PT], [H, Y], [ON, HY], 0, [1, 2]),
	role("UX Designer", 8, null, [FT, FL], [Y, D], [
		RG,
		RR,
		HY
	], 2, [
		2,
		3,
		4
	], {
		senior: true,
		group: "ux"
	})
].flatMap((r) => Array(r.weight).fill(r));
var rolesByField = /* @__PURE__ */ new Map();
for (const r of weightedRoles) rolesByField.set(r.fieldId, [...rolesByField.get(r.fieldId) ?? [], r]);
// mocks/seed/jobs.ts
var { Active, PendingReview, Rejected, ApplicationClosed } = JobStatus;
// mocks/snapshot.ts
/** The sessions: who is signed in is not demo data, and a reset of the demo data signs nobody out. */
var SESSIONS = ["sessions", "contentSessions"];
/**
* Replaces the data with the demo data at `now` (a first visit, or Reset demo data). On a reset the sessions stay:
* every tab stays signed in, and the content service's token stays valid.
*/
async function loadSnapshot(data, now, { keepSessions = false } = {}) {
	const kept = keepSessions ? Object.fromEntries(SESSIONS.map((name) => [name, [...db[name].all()]])) : {};
	clearDb();
	await loadTrusted(() => restoreDb(db, {
		...data(now).collections,
		...kept
	}));
}
// mocks/browser.ts
var browser_exports = /* @__PURE__ */ __exportAll({ startMock: () => startMock });
/**
* Demo mode: load the stored demo data (IndexedDB; or, when there is none, the demo data seeded at build time, moved to
* now: faker and the seeding code never run in the browser), share it with the other tabs (every request a
* transaction on the freshest stored data, written through: mocks/shared-db.ts), and answer the app's calls.
* On a first visit the data (`snapshotModule`, already on its way: main.tsx asks for it first) arrives meanwhile.
* The calls are answered in the page, by the same handlers, until the service worker controls the page: it registers
* once the browser is idle, so no call waits for its registration and handshake (decision 0018). Resetting the demo
* data keeps the sessions: whoever is signed in, in any tab, stays signed in (and the content service's token stays
* valid).
*/
async function startMock(baseUrl, snapshotModule) {
	const importSnapshot = () => __vitePreload(() => import("./_virtual_demo-snapshot-3HsEIT0P.js"), []);
	const shared = shareDb({
		store: indexedDbStore(),
		storage: localStorage,
		locks: typeof navigator.locks === "undefined" ? null : navigator.locks,
		onQuotaExceeded: () => addNotice("Browser storage is full: demo changes are kept until you reload the page."),
		build: DEMO_BUILD
	});
	runRequestsIn(shared.transaction);
	const reseed = async (options) => {
		const { default: demoData } = await (snapshotModule ?? importSnapshot());
		await loadSnapshot(demoData, Date.now(), options);
	};
	const stored = await shared.stored();
	const loaded = await loadDb(db, stored.raw, DEMO_BUILD);
	if (loaded !== "loaded") {
		await reseed();
		if (loaded !== "empty") addNotice("The stored demo data was from an older version or unreadable, so it was reset.");
	}
	shared.started(loaded === "loaded" ? "storage" : "seed", stored.revision);
	if (loaded !== "loaded") whenIdle(() => void shared.persist(), 2e3);
	restoreLatency();
	if (!document.cookie.includes("XSRF-TOKEN=")) document.cookie = `XSRF-TOKEN=demo-${Date.now().toString(36)}; path=/; SameSite=Strict`;
	const answer = startWorkerWhenIdle(baseUrl);
	const controls = createControls(() => reseed({ keepSessions: true }), answer.by);
	return {
		fetch: answer.fetch,
		controls: {
			...controls,
			reset: () => shared.transaction(controls.reset),
			expireSessions: () => shared.transaction(controls.expireSessions),
			mailbox: () => shared.transaction(controls.mailbox),
			markEmailRead: (id) => shared.transaction(() => controls.markEmailRead(id))
		}
	};
}
var whenIdle = (work, timeout) => typeof requestIdleCallback === "function" ? requestIdleCallback(work, { timeout }) : setTimeout(work, timeout / 4);
/**
* Resolves once msw's worker can start without reloading the page: msw reloads a page that a worker of its own is
* registered for but does not control. That is a page loaded while the previous page's worker was still installing
* (it claims the page once active), or one loaded past it (a hard reload: never; its calls are answered in the page).
*/
async function untilControllable(scope) {
	if (!await navigator.serviceWorker.getRegistration(scope) || navigator.serviceWorker.controller) return;
	await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
}
/** A call answered by the handlers in the page (msw's getResponse); like fetch, it rejects once its signal aborts. */
async function answerInPage(request) {
	const { signal } = request;
	const reason = () => signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
	if (signal.aborted) throw reason();
	const aborted = new Promise((_, reject) => signal.addEventListener("abort", () => reject(reason())));
	return await Promise.race([getResponse(handlers, request.clone()), aborted]) ?? fetch(request);
}
/**
* Registers the service worker once the browser is idle, and returns the app's fetch (and who answers it): the
* handlers run in the page until the worker has started for the page and controls it, then the worker answers, and
* the calls show in the browser's network panel as a server's would. A call no handler takes goes to the network.
*/
function startWorkerWhenIdle(baseUrl) {
	let started = false;
	const viaWorker = () => started && navigator.serviceWorker.controller !== null;
	const start = () => __vitePreload(async () => {
		const { setupWorker } = await import("./browser-CtXRZUMO.js");
		return { setupWorker };
	}, []).then(({ setupWorker }) => setupWorker(...handlers).start({
		serviceWorker: {
			url: `${baseUrl}mockServiceWorker.js`,
			options: { scope: baseUrl }
		},
		onUnhandledRequest: "bypass",
		quiet: true
	})).then(() => void (started = true), (error) => console.warn("The demo mock answers in the page: its service worker did not start.", error));
	if ("serviceWorker" in navigator) untilControllable(baseUrl).then(() => whenIdle(() => void start(), 2e3));
	return {
		fetch: (input, init) => viaWorker() ? fetch(input, init) : answerInPage(new Request(input, init)),
		by: () => viaWorker() ? "worker" : "page"
	};
}
export { formatPay as $, jobSearchStatusFilterLabels as $t, PARTNER_FIELDS as A, recordIdSchema as An, registeredSchema as At, activeCompaniesSchema as B, DeferredPromise$1 as Bn, myJobsSchema as Bt, employerJobSchema as C, countryName as Cn, passwordChangeSchema as Ct, LEGAL_FIELDS as D, firstMissingPart as Dn, confirmEmailSchema as Dt, statePagesSchema as E, completenessParts as En, PASSWORD_RULES as Et, cardSchemaAt as F, RequestHandler as Fn, resetPasswordSchema as Ft, companySuggestionsSchema as G, InternalError as Gn, isEditable as Gt, companyDetailSchema as H, createRequestId as Hn, recommendedJobsSchema as Ht, purchaseSchema as I, HttpResponse as In, quizAnswersSchema as It, suggestionQuerySchema as J, listingScore as Jt, imageUrlSchema as K, devUtils as Kn, isLive as Kt, counted as L, getRawSetCookie as Ln, quizMatchesSchema as Lt, partnersSchema as M, executeHandlers as Mn, registrationStatusSchema as Mt, testimonialsSchema as N, isObject$2 as Nn, resetLinkSchema as Nt, LEGAL_SLUGS as O, partAnchor as On, doneSchema as Ot, boostInputSchema as P, toPublicUrl as Pn, resetPasswordFormSchema as Pt, convertPay as Q, creationIntervalLabels as Qt, sentence as R, BatchInterceptor as Rn, jobDetailSchema as Rt, companyJobsSchema as S, COUNTRIES as Sn, passwordChangeFormSchema as St, STATE_PAGE_FIELDS as T, stateName as Tn, ACCOUNT_TYPES as Tt, companyInputSchema as U, Emitter$1 as Un, ReviewDecision as Ut, brandPageSchema as V, Interceptor as Vn, noResultSchema as Vt, companyOptionsSchema as W, TypedEvent as Wn, decisionsFor as Wt, PAY_PERIOD_DEFAULT as X, CreationInterval as Xt, PAY_PERIODS as Y, reviewDecisionLabels as Yt, PAY_PERIOD_LABELS as Z, JobSearchStatusFilter as Zt, feedbackInputSchema as _, ProfileVisibility as _n, accountDetailsSchema as _t, payInsightsPageSchema as a, publicProfileSchema as an, appliedByFilterLabels as at, feedbackSchema as b, pronounsLabels as bn, deleteAccountSchema as bt, organizationSchema as c, RESUME_LIMIT as cn, TEST_CARDS as ct, reviewJobsSchema as d, imageLimits as dn, AdPlacementType as dt, FEEDBACK_MESSAGE_MAX as en, periodOfCompensation as et, reviewQuerySchema as f, imageProblem as fn, BoostStatus as ft, candidateReachSchema as g, places as gn, credentialsSchema as gt, withKnownLookups as h, placeOf as hn, paymentStatusLabels as ht, placeSearchResultSchema as i, profileSchema as in, RecommendedJobsSort as it, TESTIMONIAL_FIELDS as j, cookieStore as jn, registrationSchema as jt, legalPagesSchema as k, profileCompleteness as kn, emailOnlySchema as kt, reviewDecisionSchema as l, formatBytes as ln, boostPrice as lt, recommendedQuerySchema as m, placeById as mn, adPlacementTypeLabels as mt, placeSchema as n, feedbackTopicLabels as nn, ApplicationStatus as nt, payInsightsSchema as o, qualificationsInputSchema as on, recommendedJobsSortLabels as ot, myJobsQuerySchema as p, resumeProblem as pn, PaymentStatus as pt, joinRequestSchema as q, invariant as qn, jobSearchStatusOf as qt, placeSearchQuerySchema as r, aboutInputSchema as rn, AppliedByFilter as rt, organizationCompaniesSchema as s, workPreferenceInputSchema as sn, SPONSORED_RULE as st, browser_exports as t, FEEDBACK_TOPICS as tn, roundPay as tt, reviewJobSchema as u, headOf as un, placements as ut, feedbackPageSchema as v, Pronouns as vn, accountSchema as vt, jobInputSchema as w, regionsOf as wn, profileVisibilitySchema as wt, companyJobsQuerySchema as x, socialLinkTypeLabels as xn, emailChangeSchema as xt, feedbackQuerySchema as y, profileVisibilityLabels as yn, confirmEmailChangeSchema as yt, sameCompanyName as z, resolveWebSocketUrl as zn, myJobStatusSchema as zt };
