// The board's title: the game and its rule ("Kayles · the last move loses
// (misère)"), and who plays against whom, shown on the board above the rule
// line. The game's name is the solver's (games()), in the reader's language.

/** Each API's game names by id, read once. */
const tables = new WeakMap();

function nameOf(api, state, lang, t) {
  if (state?.game === 'kayles') return t('titleKayles');
  let table = tables.get(api);
  if (!table) {
    table = new Map(api.games().map((g) => [g.id, g.names]));
    tables.set(api, table);
  }
  const names = table.get(state?.game);
  const name = names?.[lang] ?? names?.en ?? String(state?.game);
  if (state?.game !== 'octal') return name;
  return `${name} ${state.code ?? `{${[].concat(state.subtract ?? []).join(', ')}}`}`;
}

/** The rule variant: the game's parameter that changes its rule, and who wins with the last move. */
function variantOf(state, t) {
  const pieces = [];
  if (state.game === 'subtraction') pieces.push(`k = ${state.max}`);
  if (state.game === 'fibonacci-nim') pieces.push(`m = ${state.multiplier ?? 2}`);
  if (state.game === 'dice' && Array.isArray(state.top)) pieces.push(t(`titleDice_${state.rule}`));
  if (state.game === 'odd-even') pieces.push(t(state.variant === 'odd-vs-even' ? 'titleOddVsEven' : 'titleOddWins'));
  else pieces.push(t(state.misere ? 'titleMisere' : 'titleNormal'));
  return pieces.join(t('listComma'));
}

/** The title of a board of `state`: its game (a sum: its parts') and rule. */
export function boardTitle(state, api, lang, t) {
  const game = state.game === 'sum'
    ? t('titleSum', { game: nameOf(api, state, lang, t), parts: [].concat(state.parts ?? []).map((part) => nameOf(api, part, lang, t)).join(' + ') })
    : nameOf(api, state, lang, t);
  return t('boardTitle', { game, variant: variantOf(state, t) });
}

/** Who plays against whom: `opponent` is 'computer', 'human' or 'lose'. */
export function versusLine(opponent, t) {
  return t({ human: 'versusHuman', lose: 'versusLose' }[opponent] ?? 'versusComputer');
}
