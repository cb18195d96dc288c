// "Add to a worksheet" from the playground and the puzzles: a link to
// worksheet.html?add=…, which adds the game to the worksheet last built in
// this browser (or starts one). Small, and importing nothing, so that the
// pages that link here carry little of the worksheet.

/** The worksheet's game for a board being played (board/session.js's session), from the position on it now, in practice. */
export function sheetEntry(game) {
  const entry = { state: game.current(), practice: true };
  if (game.hints) entry.hints = true;
  if (game.opponent !== 'computer') entry.opponent = game.opponent;
  if (game.opponent !== 'human' && game.mover() === 1) entry.computer = 'first';
  if (game.opponent === 'computer' && game.skill < 1) entry.skill = game.skill;
  return entry;
}

/** The address that adds `entry` ({state, hints?, practice?, opponent?, computer?, skill?}) to a worksheet, in `lang`. */
export const addToSheetHref = (entry, lang) => `worksheet.html?${new URLSearchParams({ lang, add: JSON.stringify(entry) })}`;
