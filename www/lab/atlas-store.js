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

/** Every entry kept for the atlas of `digits` to `n`, as a Map from code to entry. */
export async function loadEntries(digits, n) {
  const db = await database();
  if (!db) return new Map();
  return new Promise((resolve) => {
    const from = prefix(digits, n);
    const request = db.transaction(STORE).objectStore(STORE).getAll(IDBKeyRange.bound(from, `${from}\uffff`));
    request.onsuccess = () => resolve(new Map(request.result.map((record) => [record.entry.code, record.entry])));
    request.onerror = () => resolve(new Map());
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
