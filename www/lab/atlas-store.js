// What the atlas view has worked out, kept in this browser (IndexedDB), one
// record a code under the key "digits/n/code": a second visit shows it at
// once, and a stopped run goes on with the codes still missing. Where the
// browser keeps nothing (storage off, a private window that refuses it),
// every call resolves quietly and the results last as long as the page.
const NAME = 'nimlab-atlas';
const STORE = 'entries';

let opened = null;

/** The database, or null when this browser will not keep one. */
function database() {
  opened ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

const prefix = (digits, n) => `${digits}/${n}/`;

/** Whether entries are kept (false: storage is off here). */
export async function storeWorks() {
  return (await database()) !== null;
}

const whole = (x) => Number.isSafeInteger(x) && x >= 0;
const wholeOrNull = (x) => x === null || x === undefined || whole(x);

/**
 * Whether `record` is what saveEntries wrote under `key`: an entry of that
 * code with the fields the table reads, of their kinds (crates/lab's
 * `atlas_entry`). Anything else (a record from an older page, one a person
 * or an extension changed) is not shown, and is worked out again.
 */
export function readsAsEntry(record, key) {
  const entry = record?.entry;
  if (!entry || typeof entry !== 'object' || typeof entry.code !== 'string' || key !== `${key.slice(0, key.lastIndexOf('/') + 1)}${entry.code}`) return false;
  const { period, rare, form, tails } = entry;
  if (period !== null && !(period && whole(period.start) && whole(period.length) && period.length > 0 && whole(period.checkedTo))) return false;
  if (!whole(entry.computedTo) || !whole(entry.maxValue) || !whole(entry.zeros)) return false;
  if (rare !== null && !(rare && (whole(rare.mask) || typeof rare.mask === 'string') && whole(rare.bit) && whole(rare.count) && wholeOrNull(rare.last))) return false;
  if (form !== null && !(form && whole(form.start) && whole(form.length) && (form.values instanceof Uint32Array || Array.isArray(form.values)))) return false;
  return Array.isArray(tails) && tails.every((tail) => typeof tail === 'string');
}

/**
 * Every entry kept for the atlas of `digits` to `n`, as a Map from code to
 * entry. A record that does not read as one is skipped, and deleted so that
 * the next run works its code out and writes it anew.
 */
export async function loadEntries(digits, n) {
  const db = await database();
  if (!db) return new Map();
  const from = prefix(digits, n);
  const records = await new Promise((resolve) => {
    try {
      const request = db.transaction(STORE).objectStore(STORE).getAll(IDBKeyRange.bound(from, `${from}\uffff`));
      request.onsuccess = () => resolve(Array.isArray(request.result) ? request.result : []);
      request.onerror = () => resolve([]);
    } catch {
      resolve([]);
    }
  });
  const entries = new Map();
  const unread = [];
  for (const record of records) {
    if (readsAsEntry(record, String(record?.key))) entries.set(record.entry.code, record.entry);
    else unread.push(record?.key);
  }
  if (unread.length > 0) await forget(db, unread);
  return entries;
}

/** Deletes the records of `keys`, in one transaction. */
function forget(db, keys) {
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      for (const key of keys) if (typeof key === 'string') store.delete(key);
      transaction.oncomplete = resolve;
      transaction.onerror = resolve;
      transaction.onabort = resolve;
    } catch {
      resolve();
    }
  });
}

/** Keeps entries of the atlas of `digits` to `n`, in one transaction. */
export async function saveEntries(digits, n, list) {
  const db = await database();
  if (!db) return;
  await new Promise((resolve) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    for (const entry of list) store.put({ key: `${prefix(digits, n)}${entry.code}`, entry });
    transaction.oncomplete = resolve;
    transaction.onerror = resolve;
    transaction.onabort = resolve;
  });
}

/** Forgets every entry of the atlas of `digits` to `n`. */
export async function clearEntries(digits, n) {
  const db = await database();
  if (!db) return;
  await new Promise((resolve) => {
    const from = prefix(digits, n);
    const transaction = db.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).delete(IDBKeyRange.bound(from, `${from}\uffff`));
    transaction.oncomplete = resolve;
    transaction.onerror = resolve;
    transaction.onabort = resolve;
  });
}
