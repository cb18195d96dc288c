// The analyses the boards of a page draw from (analysis.js, asked of the
// solver's Worker): one a position, asked once and shared by every board
// showing it, and kept as long as one does, whatever the number of boards.
// A board holds its positions through a watcher: the one on the board (asked
// if need be, first of all when the board is on screen) and those of its
// history (kept if known, never asked again). A position no board holds any
// more is dropped: its question is dropped or cut if unanswered (solver.js),
// its answer kept among the last few so that a board shown again (redo,
// restart, an element moved in the page) does not ask again.
import { moveKey } from '../page/dom.js';
import { ask } from './solver.js';

/** Answers no board holds, kept for a board that shows them again; the oldest dropped first. */
const RECENT = 32;

/** The analyses boards hold, by key: {key, holders, value, promise, question}. */
const held = new Map();
/** Settled analyses no board holds, at most RECENT, oldest first. */
const recent = new Map();
/** The key of each state object (a state is never changed once made). */
const keys = new WeakMap();

function keyOf(state) {
  if (state === null || typeof state !== 'object') return moveKey(state);
  let key = keys.get(state);
  if (key === undefined) {
    key = moveKey(state);
    keys.set(state, key);
  }
  return key;
}

/**
 * How soon an entry is wanted, 0 first: a board on screen before one off
 * it, and the position on a board before those of its history.
 */
function priority(entry) {
  let best = 3;
  for (const watcher of entry.holders) best = Math.min(best, (watcher.visible ? 0 : 2) + (watcher.current === entry.key ? 0 : 1));
  return best;
}

/** The entry of `state`, held by `watcher`; asked now if `asking` and it is neither held nor recent. */
function hold(watcher, state, key, asking) {
  let entry = held.get(key) ?? recent.get(key);
  if (!entry && !asking) return null;
  if (!entry) {
    entry = { key, holders: new Set(), value: null };
    const question = ask('analyse', [state], { priority: () => priority(entry) });
    entry.question = question;
    entry.promise = question.promise.then((value) => {
      entry.value = value;
      return value;
    });
    entry.promise.catch(() => {});
  }
  recent.delete(key);
  held.set(key, entry);
  entry.holders.add(watcher);
  return entry;
}

function release(watcher, entry) {
  entry.holders.delete(watcher);
  if (entry.holders.size > 0) return;
  held.delete(entry.key);
  if (entry.value) {
    recent.set(entry.key, entry);
    if (recent.size > RECENT) recent.delete(recent.keys().next().value);
  } else entry.question.cancel();
}

/** What holds a question asked for no board in particular, until it is answered; asked last. */
const loose = { visible: false, current: null };

/**
 * The analysis of `state` for no board in particular: asked once if it is
 * not known, and kept among the recent ones once answered. After every
 * board's own questions (the value of a position left behind), or with
 * `first` before them (a position a person waits to see on a board).
 */
export function analyse(state, { first = false } = {}) {
  const key = keyOf(state);
  const found = held.get(key) ?? recent.get(key);
  if (found) return found.promise;
  const holder = first ? { visible: true, current: key } : loose;
  const entry = hold(holder, state, key, true);
  const done = () => release(holder, entry);
  entry.promise.then(done, done);
  return entry.promise;
}

/** The analysis of `state` if it is known (a board holds it, or did a moment ago), else null. */
export function known(state) {
  const key = keyOf(state);
  return (held.get(key) ?? recent.get(key))?.value ?? null;
}

/**
 * A watcher: what one board holds. `visible` (set it as the board comes on
 * screen and leaves it; true until then) puts its questions first.
 */
export function watcher() {
  const entries = new Map();
  const self = {
    visible: true,
    /** The key of the position on the board. */
    current: null,
    /**
     * The board shows `state` (null: none, or none to ask about) after the
     * positions `history` (the state may be among them): asks for `state`'s
     * analysis if it is not known, holds what is known or asked of the
     * history, and lets go of everything else. Returns the promise of
     * `state`'s analysis (rejected with `cancelled` if the board lets go of
     * it first), or null.
     */
    show(state, history = []) {
      const wanted = new Map();
      for (const past of history) {
        const key = keyOf(past);
        if (wanted.has(key)) continue;
        const entry = entries.get(key) ?? hold(self, past, key, false);
        if (entry) wanted.set(key, entry);
      }
      let entry = null;
      self.current = null;
      if (state !== null && state !== undefined) {
        const key = keyOf(state);
        self.current = key;
        entry = wanted.get(key) ?? entries.get(key) ?? hold(self, state, key, true);
        wanted.set(key, entry);
      }
      for (const [key, old] of entries) if (!wanted.has(key)) release(self, old);
      entries.clear();
      for (const [key, kept] of wanted) entries.set(key, kept);
      return entry?.promise ?? null;
    },
    /** Lets go of every position whose analysis has not come (a Stop): its question is dropped or cut. */
    stop() {
      for (const [key, entry] of entries) {
        if (entry.value) continue;
        entries.delete(key);
        release(self, entry);
      }
    },
    /** Lets go of everything (the board is gone). */
    release() {
      self.current = null;
      for (const entry of entries.values()) release(self, entry);
      entries.clear();
    },
  };
  return self;
}
