import { Ct as heldWritesAtom, Fn as appStore, Nn as toastHostAtom, Xt as getUser, in as signOut } from "./index-BTLBy0eD.js";
// src/state/held-writes.ts
/** Holding, undoing and sending the writes held for an undo window (`heldWritesAtom`, ./unsaved.ts). */
var held = () => appStore.get(heldWritesAtom);
var without = (key) => held().filter((w) => w.key !== key);
/** Holds a write for `ms`; false when nobody is signed in or the same write is held already. */
function holdWrite(write, ms) {
	const user = getUser();
	if (!user || held().some((w) => w.key === write.key)) return false;
	appStore.set(heldWritesAtom, [...held(), {
		...write,
		sendAt: Date.now() + ms,
		userId: user.user.id,
		sending: false
	}]);
	appStore.set(toastHostAtom, true);
	return true;
}
/** Undo: the write is not sent. False when it is on its way already, or gone. */
function releaseWrite(key) {
	const write = held().find((w) => w.key === key);
	if (!write || write.sending) return false;
	appStore.set(heldWritesAtom, without(key));
	return true;
}
/** The sender took it: it can no longer be undone. */
function markSending(key) {
	appStore.set(heldWritesAtom, held().map((w) => w.key === key ? {
		...w,
		sending: true
	} : w));
}
/** Sent (or dropped: its session ended), so no longer held. */
function forgetWrite(key) {
	appStore.set(heldWritesAtom, without(key));
}
/** However the sender fares, signing out waits no longer than this for the held writes. */
var SEND_NOW_LIMIT_MS = 1e4;
var signingOut = false;
/** Signing out with writes held: they go first (once, however often Sign out is clicked), then the session ends. */
function sendThenSignOut() {
	if (signingOut) return;
	signingOut = true;
	sendHeldWrites().then(() => signOut()).finally(() => signingOut = false);
}
/**
* Sends every held write at once, and resolves when none is held any more: signing out calls it first, as the
* session that made them is the one that can send them.
*/
function sendHeldWrites() {
	if (held().length === 0) return Promise.resolve();
	appStore.set(heldWritesAtom, held().map((w) => w.sending ? w : {
		...w,
		sendAt: 0
	}));
	return new Promise((resolve) => {
		const done = () => {
			stop();
			clearTimeout(limit);
			resolve();
		};
		const stop = appStore.sub(heldWritesAtom, () => {
			if (held().length === 0) done();
		});
		const limit = setTimeout(done, SEND_NOW_LIMIT_MS);
	});
}
export { forgetWrite, holdWrite, markSending, releaseWrite, sendThenSignOut };
