// What a learner has done, kept in the browser (localStorage) so that it
// survives a reload: the steps done in each lesson and the step last shown,
// the puzzles solved, the score and the streak. A store that cannot be read
// or written (private browsing, a full disk, storage refused) keeps the
// progress of this visit only.

const KEY = 'nimlab.learn';
const VERSION = 1;

const empty = () => ({ v: VERSION, lessons: {}, puzzles: { solved: 0, tried: 0, streak: 0, best: 0, ids: [] } });

/** How many puzzle ids are kept (the latest), so the store stays small. */
const KEPT_IDS = 200;

let memory = null;

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The progress kept, or an empty one when none is kept or it cannot be read. */
export function load() {
  if (memory) return memory;
  let read = null;
  try {
    read = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    read = null;
  }
  memory = read?.v === VERSION && typeof read.lessons === 'object' && typeof read.puzzles === 'object' ? { ...empty(), ...read } : empty();
  return memory;
}

function save() {
  try {
    storage()?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Kept for this visit only.
  }
}

/** One lesson's progress: {done: [step indices], at: the step last shown}. */
export function lessonProgress(id) {
  const kept = load().lessons[id];
  return { done: Array.isArray(kept?.done) ? kept.done.filter(Number.isInteger) : [], at: Number.isInteger(kept?.at) ? kept.at : 0 };
}

function setLesson(id, change) {
  const lesson = lessonProgress(id);
  change(lesson);
  load().lessons[id] = lesson;
  save();
}

export function markStepDone(id, step) {
  setLesson(id, (lesson) => {
    if (!lesson.done.includes(step)) lesson.done.push(step);
    lesson.done.sort((a, b) => a - b);
  });
}

export function markStepShown(id, step) {
  setLesson(id, (lesson) => {
    lesson.at = step;
  });
}

/** The puzzles' score: {solved, tried, streak, best}. */
export function puzzleScore() {
  const { solved, tried, streak, best } = load().puzzles;
  return { solved, tried, streak, best };
}

/** Whether the puzzle `id` was solved before. */
export const puzzleSolved = (id) => load().puzzles.ids.includes(id);

/**
 * A puzzle's result, once: `firstTry` when it was solved with no wrong reply
 * and no answer shown (the streak grows), else it was solved later (the
 * streak ends) or not at all (`solved` false: the streak ends).
 */
export function recordPuzzle(id, { solved, firstTry }) {
  const puzzles = load().puzzles;
  if (puzzles.ids.includes(id)) return;
  puzzles.tried += 1;
  if (solved && firstTry) {
    puzzles.solved += 1;
    puzzles.streak += 1;
    puzzles.best = Math.max(puzzles.best, puzzles.streak);
  } else puzzles.streak = 0;
  puzzles.ids = [...puzzles.ids, id].slice(-KEPT_IDS);
  save();
}

/** Forgets everything: every lesson's steps, the puzzles, the score. */
export function resetProgress() {
  memory = empty();
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
