import { db, type CollectionName } from '../db';

/**
 * The journal of one pact interaction, so that provider states work on a live, populated mock: from the
 * interaction's first state `setup` to its first `teardown`, every write to the database (a state's, or the request's
 * own: a POST that creates a record, a PUT that changes one) is noted with the version of the record before it (or
 * that there was none), once per record, the first time. `end()` puts back exactly those versions, removes what the
 * interaction created, and gives each collection it touched its order back: the rest of the data (the demo data)
 * is as it was, and ids that come from the data (`nextId`) with it.
 *
 * A record is known by its key: `id`, or for the collections without one their own (a session's token, a candidate
 * profile's user). The journal listens to the collections' hooks (@msw/data), from the first interaction on.
 */

/** What identifies a record of the collection (unique in it). */
export const keyField = (name: CollectionName): string =>
  name === 'sessions' || name === 'contentSessions' || name === 'emailTokens'
    ? 'token'
    : name === 'candidateProfiles'
      ? 'userId'
      : 'id';

type Row = Record<string, unknown>;
type Listener = (event: { data: Record<string, Row> }) => void;
/** A collection seen without its record type: what the journal needs of any of them. */
interface AnyCollection {
  all(): Row[];
  create(record: Row): Promise<unknown>;
  delete(record: Row): unknown;
  hooks: { on(type: 'create' | 'update' | 'delete', listener: Listener): void };
}

interface Touched {
  /** The collection's keys in order when the interaction first wrote to it. */
  order: unknown[];
  /** Each record written: its version before the interaction's first write, or null when it did not exist. */
  before: Map<unknown, Row | null>;
}

function createJournal(collections: Record<CollectionName, unknown>) {
  const names = Object.keys(collections) as CollectionName[];
  const collection = (name: CollectionName) => collections[name] as AnyCollection;
  let open = false;
  let listening = false;
  let touched = new Map<CollectionName, Touched>();
  let marks = new Set<string>();

  function note(name: CollectionName, key: unknown, before: Row | undefined) {
    let entry = touched.get(name);
    if (!entry) {
      const field = keyField(name);
      entry = {
        order: collection(name)
          .all()
          .map((r) => r[field]),
        before: new Map(),
      };
      touched.set(name, entry);
    }
    // A copy without @msw/data's internal symbols: restored as a new record.
    if (!entry.before.has(key)) entry.before.set(key, before ? structuredClone({ ...before }) : null);
  }

  const current = (name: CollectionName, key: unknown) =>
    collection(name)
      .all()
      .find((r) => r[keyField(name)] === key);

  function listen() {
    for (const name of names) {
      const field = keyField(name);
      const hooks = collection(name).hooks;
      hooks.on('create', ({ data }) => {
        if (open) note(name, data.record![field], current(name, data.record![field]));
      });
      hooks.on('update', ({ data }) => {
        if (!open) return;
        note(name, data.prevRecord![field], data.prevRecord);
        const next = data.nextRecord![field];
        if (next !== data.prevRecord![field]) note(name, next, current(name, next));
      });
      hooks.on('delete', ({ data }) => {
        if (open) note(name, data.deletedRecord![field], data.deletedRecord);
      });
    }
    listening = true;
  }

  async function restore(name: CollectionName, { order, before }: Touched) {
    const field = keyField(name);
    const records = collection(name);
    const now = new Map<unknown, Row[]>();
    for (const r of records.all()) if (before.has(r[field])) now.set(r[field], [...(now.get(r[field]) ?? []), r]);
    for (const [key, version] of before) {
      for (const r of now.get(key) ?? []) records.delete(r);
      if (version) await records.create(version);
    }
    // The collection's own list (what all() returns, as mocks/snapshot.ts relies on too), back in its order: records
    // the interaction did not know of (none, unless someone else wrote meanwhile) stay after, as they came.
    const rank = new Map(order.map((key, i) => [key, i]));
    records.all().sort((a, b) => (rank.get(a[field]) ?? order.length) - (rank.get(b[field]) ?? order.length));
  }

  return {
    isOpen: () => open,
    /** Starts an interaction's journal (at its first state's setup); nothing when one is open. */
    begin() {
      if (open) return;
      if (!listening) listen();
      open = true;
      touched = new Map();
      marks = new Set();
    },
    /** Puts back what the interaction changed (at its first teardown); nothing when no journal is open. */
    async end() {
      if (!open) return;
      open = false;
      const changes = touched;
      touched = new Map();
      for (const [name, entry] of changes) await restore(name, entry);
    },
    /** Marks something the interaction's states have put in place (`company:2`), for the states after it. */
    mark: (tag: string) => void marks.add(tag),
    /** Whether this interaction's states have put it in place already. */
    has: (tag: string) => marks.has(tag),
  };
}

/** The journal of the mock's database (mocks/states/index.ts opens and closes it; support.ts marks what states put). */
export const journal = createJournal(db);
