// A random, playable starting position for each game (the "Random position" button).

const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));
const face = () => between(1, 6);

const makers = {
  nim: () => ({ game: 'nim', heaps: Array.from({ length: between(2, 4) }, () => between(1, 9)), misere: false }),
  wythoff: () => ({ game: 'wythoff', heaps: [between(1, 15), between(1, 15)], misere: false }),
  subtraction: () => ({ game: 'subtraction', pile: between(10, 40), max: between(2, 5), misere: false }),
  'odd-even': () => {
    const variant = Math.random() < 0.5 ? 'odd-wins' : 'odd-vs-even';
    // odd-wins needs an odd total, odd-vs-even an even one.
    const pile = 2 * between(5, 14) + (variant === 'odd-wins' ? 1 : 0);
    return { game: 'odd-even', variant, pile, max: between(1, 4), holdings: [0, 0], toMove: 0 };
  },
  'fibonacci-nim': () => ({ game: 'fibonacci-nim', pile: between(10, 60), multiplier: between(2, 3) }),
  dice: (previous) => (Array.isArray(previous?.top)
    ? { game: 'dice', pile: between(15, 50), top: [face(), face()], rule: previous.rule ?? 'both' }
    : { game: 'dice', pile: between(15, 40), top: face() }),
  kayles: () => ({ game: 'kayles', rows: Array.from({ length: between(1, 3) }, () => between(1, 10)), misere: Math.random() < 0.5 }),
  // Two to four small parts whose nimbers have closed forms: the XOR rule at a glance.
  sum: () => ({
    game: 'sum',
    parts: Array.from({ length: between(2, 4) }, () => [
      () => ({ game: 'nim', heaps: [between(1, 9)] }),
      () => ({ game: 'kayles', rows: [between(1, 10)] }),
      () => ({ game: 'wythoff', heaps: [between(1, 9), between(1, 9)] }),
      () => ({ game: 'subtraction', pile: between(5, 20), max: between(2, 4) }),
      () => ({ game: 'octal', code: '0.6', heaps: [between(1, 12)] }),
    ][between(0, 4)]()),
  }),
};

/** A random position of `game`, shaped like `previous` where that matters (one or two dice). */
export function randomPosition(game, previous) {
  return makers[game]?.(previous) ?? null;
}

/** The die game's opening roll: each die lands on a random face, the pile loses its value. */
export function rollOpening(state) {
  const tops = Array.isArray(state.top) ? [face(), face()] : [face()];
  const taken = tops.reduce((sum, f) => sum + f, 0);
  const pile = BigInt(state.pile) > BigInt(taken) ? BigInt(state.pile) - BigInt(taken) : 0n;
  const next = { ...state, pile: pile <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(pile) : pile, top: tops.length === 2 ? tops : tops[0] };
  return { state: next, tops, taken };
}
