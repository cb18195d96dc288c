// The game in the URL, so a link reopens the same position (and its history).
// Reading never throws a valid part away for an invalid one: what cannot be
// read comes back as a problem naming the parameter, with the link's text.

const json = (value) => JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v));

const OPPONENTS = ['computer', 'human', 'lose'];

/** The most moves a link replays (docs/PLAYGROUND.md, "Links"). */
export const MAX_LINK_MOVES = 2000;

/** The most counts the positions a link replays hold in all (each position is kept, for undo and the history). */
export const MAX_LINK_COUNTS = 2 ** 20;

/** The counts of a state (heaps, rows, a pile; a sum's parts' together), and their total. */
function counts(state) {
  if (!state || typeof state !== 'object') return { size: 1, total: Infinity };
  if (Array.isArray(state.parts)) {
    return state.parts.map(counts).reduce((a, b) => ({ size: a.size + b.size, total: a.total + b.total }), { size: 0, total: 0 });
  }
  let size = 0;
  let total = 0;
  for (const key of ['heaps', 'rows', 'pile']) {
    for (const count of [].concat(state[key] ?? [])) {
      size += 1;
      total += Number(count);
    }
  }
  return { size: Math.max(size, 1), total: Number.isNaN(total) ? Infinity : total };
}

/**
 * The most moves a link may replay from `start`: no game is longer than
 * twice the objects it starts with (a move takes at least one, or splits a
 * heap, and there are never more heaps than objects), nor past
 * MAX_LINK_MOVES, nor past MAX_LINK_COUNTS counts kept in all.
 */
export function mostLinkMoves(start) {
  const { size, total } = counts(start);
  return Math.min(MAX_LINK_MOVES, Math.floor(MAX_LINK_COUNTS / size), 2 * total);
}

/** A link's text as a notice shows it: at most 200 characters. */
const shown = (text) => (text && text.length > 200 ? `${text.slice(0, 200)}…` : text);

function parse(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * {start, moves, opponent, skill, starts, hints, practice, reveal, problems} from the
 * query string. `start` is the parsed `state` (not yet checked by the solver)
 * or null; each problem is {param, key, text} with `key` a playground string
 * (and its numbers `n` and `total` where it has them).
 */
export function readGame(search = location.search) {
  const query = new URLSearchParams(search);
  const problems = [];
  const problem = (param, key) => problems.push({ param, key, text: query.get(param) });
  let start = null;
  if (query.has('state')) {
    const read = parse(query.get('state'));
    if (read && read.value && typeof read.value === 'object' && !Array.isArray(read.value)) start = read.value;
    else problem('state', read ? 'linkStateNotObject' : 'linkStateNotJson');
  }
  let moves = [];
  if (query.has('moves')) {
    const read = parse(query.get('moves'));
    if (read && Array.isArray(read.value)) moves = read.value;
    else problem('moves', 'linkMovesNotList');
    // Checked against the game before any is replayed: the moves past the most it can have are refused.
    const most = mostLinkMoves(start);
    if (moves.length > most) {
      problems.push({ param: 'moves', key: 'linkMovesTooMany', text: shown(query.get('moves')), n: most, total: moves.length });
      moves = moves.slice(0, most);
    }
  }
  let opponent = query.get('opponent') ?? 'computer';
  if (!OPPONENTS.includes(opponent)) {
    problem('opponent', 'linkOpponent');
    opponent = 'computer';
  }
  const skillText = query.get('skill') ?? '1';
  let skill = skillText.trim() === '' ? NaN : Number(skillText);
  if (!(skill >= 0 && skill <= 1)) {
    problem('skill', 'linkSkill');
    skill = 1;
  }
  const startsText = query.get('starts') ?? '0';
  if (startsText !== '0' && startsText !== '1') problem('starts', 'linkStarts');
  const on = (name) => query.get(name) === '1';
  return { start, moves, opponent, skill, starts: startsText === '1' ? 1 : 0, hints: on('hints'), practice: on('practice'), reveal: on('reveal'), problems };
}

/** Writes the game into the URL without adding a browser history entry. */
export function writeGame({ start, moves, opponent, skill = 1, starts, hints, practice, reveal, lang }) {
  const query = new URLSearchParams(location.search);
  query.set('state', json(start));
  if (moves.length) query.set('moves', json(moves));
  else query.delete('moves');
  query.set('opponent', opponent);
  if (skill < 1) query.set('skill', String(skill));
  else query.delete('skill');
  query.set('starts', String(starts));
  for (const [name, on] of Object.entries({ hints, practice, reveal })) {
    if (on) query.set(name, '1');
    else query.delete(name);
  }
  if (lang) query.set('lang', lang);
  history.replaceState(null, '', `${location.pathname}?${query}`);
}
