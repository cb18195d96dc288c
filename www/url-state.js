// The game in the URL, so a link reopens the same position (and its history).

const json = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));

/** {start, moves, opponent, starts, hints} from the query string, or null. */
export function readGame(search = location.search) {
  const query = new URLSearchParams(search);
  try {
    const start = query.has('state') ? JSON.parse(query.get('state')) : null;
    const moves = query.has('moves') ? JSON.parse(query.get('moves')) : [];
    return {
      start,
      moves: Array.isArray(moves) ? moves : [],
      opponent: query.get('opponent') ?? 'computer',
      starts: query.get('starts') === '1' ? 1 : 0,
      hints: query.get('hints') === '1',
    };
  } catch {
    return { start: null, moves: [], opponent: 'computer', starts: 0, hints: false };
  }
}

/** Writes the game into the URL without adding a browser history entry. */
export function writeGame({ start, moves, opponent, starts, hints, lang }) {
  const query = new URLSearchParams(location.search);
  query.set('state', json(start));
  if (moves.length) query.set('moves', json(moves));
  else query.delete('moves');
  query.set('opponent', opponent);
  query.set('starts', String(starts));
  if (hints) query.set('hints', '1');
  else query.delete('hints');
  if (lang) query.set('lang', lang);
  history.replaceState(null, '', `${location.pathname}?${query}`);
}
