// A task on the page, for a lesson's step and a puzzle alike: its question,
// its board (a move to play) or its picture and answer controls, and what is
// said after each reply. Each reply is judged from the solver's answers for
// the task's position, asked of the Worker as a board asks (judge.js):
// a wrong reply gets a hint ([data-feedback], a live region) and, after a
// wrong move, the board goes back to the task's position; the answer and
// the game's own explanation ([data-solution]) come after a second wrong
// reply, when asked for (Show me), or with the right reply, and are not in
// the page before. A board here has no Why panel, no hints and no verdict
// before the game ends (board/session.js without #explain).
import { h } from '../page/dom.js';
import { analyse } from '../solver/analyses.js';
import { ask } from '../solver/solver.js';
import { startGame } from '../board/session.js';
import { sources } from '../board/why.js';
import { capital } from '../board/story.js';
import { loadGame } from '../games/index.js';
import { judgeSafe, moveIsRight, resultOf, rightAnswer, rightMoves } from './judge.js';

const PROMPTS = { win: 'learnPromptWin', lose: 'learnPromptLose', 'who-wins': 'learnPromptWhoWins', nimber: 'learnPromptNimber', safe: 'learnPromptSafe' };
/** The nimbers offered as answers: 0 to 15 (tasks are drawn with nimbers below that). */
export const NIMBERS = 16;
/** The moves named when the answer lists them. */
const LISTED = 6;
/** The most moves whose nimbers a hint works out (the mex by hand). */
const HINT_MOVES = 60;

/** A position in a few words, for a list of options: `{1, 4, 5}`, `9 stones, 1 on top`, `(0, 1, 7), Even to move`. */
export function positionText(state, t) {
  const misere = state.misere ? ` ${t('learnMisereMark')}` : '';
  const list = (values) => `{${values.map(String).join(', ')}}`;
  switch (state.game) {
    case 'nim': case 'wythoff': case 'octal': case 'grundy':
      return list(state.heaps) + misere;
    case 'kayles':
      return list(state.rows) + misere;
    case 'subtraction':
      return t('learnPositionPile', { n: String(state.pile) }) + misere;
    case 'fibonacci-nim':
      return state.lastTake === undefined ? t('learnPositionPile', { n: String(state.pile) })
        : t('learnPositionLimit', { n: String(state.pile), last: String(state.lastTake) });
    case 'dice':
      return t('learnPositionDie', { n: String(state.pile), top: String(state.top) });
    case 'odd-even':
      return t('learnPositionOddEven', {
        a: String(state.holdings[0]), b: String(state.holdings[1]), r: String(state.pile),
        side: t(state.toMove === 0 ? 'learnOdd' : 'learnEven'),
      });
    case 'sum':
      return state.parts.map((part) => positionText(part, t)).join(' + ') + misere;
    default:
      return JSON.stringify(state);
  }
}

/** `items` as one list in the reader's language: "a, b and c". */
function listed(items, t) {
  if (items.length < 2) return items.join('');
  return items.slice(0, -1).join(t('listComma')) + t('learnAnd') + items.at(-1);
}

/** The game's own explanation of `state` with its moves named (the Why panel once the answer is asked for). */
function explanation(view, classification, state, t) {
  try {
    const parts = view.explain(classification, state, t, { reveal: true });
    return h('details', { class: 'task-why', open: true }, h('summary', {}, t('learnWhy')), parts, sources(t, parts));
  } catch {
    return '';
  }
}

/** The position drawn as its board is, nothing of it playable: for a question about it. */
function picture(view, state, t) {
  const box = h('div', { class: 'view picture' });
  view.render(box, {
    state, hints: null, legal: null, disabled: true, t, onMove: () => {},
    playerName: (player) => t(player === state.toMove ? 'learnMover' : 'learnWaiting'),
  });
  const rule = view.rule?.(state, t);
  return [rule ? h('p', { class: 'rule' }, rule) : '', box];
}

/** The parts board/session.js draws a game into, without a Why panel (no #explain). */
function boardParts(t, { restart = false } = {}) {
  return h('div', { class: 'task-board' },
    h('p', { id: 'rule', class: 'rule' }),
    h('p', { id: 'status', class: 'status' }),
    h('div', { id: 'view', class: 'view' }),
    h('p', { id: 'verdict', class: 'verdict', hidden: true }),
    restart ? h('div', { class: 'controls' },
      h('button', { id: 'undo', type: 'button' }, t('undo')),
      h('button', { id: 'restart', type: 'button' }, t('restart'))) : '',
    h('h4', { class: 'visually-hidden' }, t('historyTitle')),
    h('ol', { id: 'history', class: 'history' }),
    h('div', { id: 'announce', class: 'visually-hidden', 'aria-live': 'polite' }));
}

/**
 * A game to play from `state` against the computer at `skill` (a step that
 * only tells: play first, as the three-pile article advises). Resolves to {stop()}.
 */
export async function drawGame(root, state, { api, lang, t, skill }) {
  await loadGame(state, lang);
  const parts = boardParts(t, { restart: true });
  root.replaceChildren(parts);
  const session = startGame(parts, { api, lang, start: state, opponent: 'computer', skill });
  return { stop: () => session.stop() };
}

/**
 * Draws `task` ({kind, state, options?}) into `root` and judges each reply.
 * `hint` and `done` are the step's own words (a hint given with the first
 * wrong reply, what is said once it is answered), or null. `onSolved({firstTry})`
 * when a reply is right; `onReply({right, shown})` after every reply and when
 * the answer is shown. Resolves to {stop()} once the task can be answered.
 */
export async function drawTask(root, task, { api, lang, t, hint = null, done = null, onSolved = () => {}, onReply = () => {} }) {
  const { kind, state } = task;
  const states = kind === 'safe' ? task.options : [state];
  const [view] = await Promise.all([loadGame(state, lang), ...states.slice(1).map((s) => loadGame(s, lang))]);
  const first = await analyse(state, { first: true });
  const feedback = h('p', { class: 'feedback', role: 'status', hidden: true, dataset: { feedback: '' } });
  const show = h('button', { type: 'button', class: 'show', dataset: { show: '' } }, t('learnShowMe'));
  const controls = h('p', { class: 'task-controls' }, show);
  const progress = { wrong: 0, shown: false, solved: false };
  let solution = null;
  let session = null;
  let answers = null;

  /** The answer and the explanation, once: after a second wrong reply, Show me, or a right reply. */
  const reveal = async () => {
    if (solution) return;
    solution = h('div', { class: 'solution', dataset: { solution: '' } });
    controls.after(solution);
    show.hidden = true;
    const lines = await answerLines();
    solution.replaceChildren(...lines, kind === 'safe' ? '' : explanation(view, first.classification, state, t));
  };

  const say = (right, ...lines) => {
    feedback.hidden = false;
    feedback.dataset.correct = String(right);
    feedback.replaceChildren(...lines.filter(Boolean).flatMap((line, i) => (i ? [t('sentenceGap'), capital(line)] : [capital(line)])));
  };

  // What a wrong reply is told: why it is wrong, then the step's own hint, else `general`.
  const wrongReply = async (lines, general = null) => {
    progress.wrong += 1;
    say(false, t('learnWrong'), ...lines, hint ?? general);
    onReply({ right: false, shown: progress.shown });
    if (progress.wrong >= 2) await reveal();
  };

  const rightReply = async (lines) => {
    progress.solved = true;
    say(true, t('learnRight'), ...lines, done);
    for (const control of answers?.querySelectorAll('button') ?? []) control.disabled = true;
    await reveal();
    onReply({ right: true, shown: progress.shown });
    onSolved({ firstTry: progress.wrong === 0 && !progress.shown });
  };

  // What the answer says: the right moves, the outcome, the nimber, the safe options.
  async function answerLines() {
    if (kind === 'win' || kind === 'lose') {
      const right = rightMoves(kind, first) ?? [];
      const names = right.slice(0, LISTED).map((r) => view.describe(r.move, t, state));
      if (right.length > LISTED) names.push(t('learnMoreMoves', { n: String(right.length - LISTED) }));
      return [h('p', {}, capital(t(kind === 'win' ? 'learnAnswerWin' : 'learnAnswerLose', { moves: listed(names, t) })))];
    }
    if (kind === 'who-wins') return [h('p', {}, t(first.classification.outcome === 'P' ? 'learnTruthP' : 'learnTruthN'))];
    if (kind === 'nimber') return [h('p', {}, t('learnAnswerNimber', { n: String(first.classification.nimber) }))];
    const outcomes = await safeOutcomes();
    answers.querySelectorAll('[data-answer]').forEach((button) => {
      const i = Number(button.dataset.answer);
      if (Number.isInteger(i) && outcomes[i]) button.append(h('span', { class: `truth truth-${outcomes[i]}` }, ` ${t(outcomes[i] === 'P' ? 'learnSafeMark' : 'learnUnsafeMark')}`));
    });
    const safeOnes = task.options.filter((_, i) => outcomes[i] === 'P').map((o) => positionText(o, t));
    return [h('p', {}, t('learnAnswerSafe', { list: listed(safeOnes, t) }))];
  }

  let outcomesAsked = null;
  const safeOutcomes = () => {
    outcomesAsked ??= Promise.all(task.options.map((o) => analyse(o).then((a) => a.classification.outcome)));
    return outcomesAsked;
  };
  // Asked now, so that Done is judged at once (kept here, never in the page).
  if (kind === 'safe') safeOutcomes().catch(() => {});

  // A move on the board: judged when it is the person's first from the task's position.
  async function judgeMove(move, after) {
    const result = resultOf(first, move);
    const left = result ? result.outcome : (await analyse(after)).classification.outcome;
    const named = view.describe(move, t, state);
    if (moveIsRight(kind, left)) {
      const all = rightMoves(kind, first) ?? [];
      const others = all.length > 1 && kind === 'win'
        ? t('learnAllWinning', { moves: listed(all.slice(0, LISTED).map((r) => view.describe(r.move, t, state)), t) }) : '';
      await rightReply([others]);
      return;
    }
    // Back to the task's position for the next try, then why the move was wrong.
    await session.newGame(state);
    if (kind === 'lose') {
      await wrongReply([t('learnWrongLose', { move: named })]);
      return;
    }
    const reply = (await analyse(after)).best;
    await wrongReply([reply
      ? t('learnWrongMove', { move: named, reply: view.describe(reply.move, t, after) })
      : t('learnWrongMoveEnds', { move: named })]);
  }

  const body = h('div', { class: 'task-body' });
  if (kind === 'win' || kind === 'lose') {
    const parts = boardParts(t);
    body.append(parts);
    session = startGame(parts, {
      api, lang, start: state, opponent: 'computer',
      onMove: ({ state: after, move, player }) => {
        if (progress.solved || player !== 0 || session.moves.length !== 1) return;
        judgeMove(move, after);
      },
    });
  } else if (kind === 'who-wins' || kind === 'nimber') {
    body.append(...picture(view, state, t));
    const values = kind === 'who-wins' ? ['N', 'P'] : Array.from({ length: NIMBERS }, (_, n) => String(n));
    answers = h('div', { class: `answers answers-${kind}`, role: 'group', 'aria-label': t(kind === 'who-wins' ? 'learnPromptWhoWins' : 'learnNimberGroup') },
      values.map((value) => h('button', {
        type: 'button', dataset: { answer: value }, 'aria-pressed': 'false',
        onclick: ({ currentTarget }) => answer(value, currentTarget),
      }, kind === 'who-wins' ? t(value === 'N' ? 'learnAnswerN' : 'learnAnswerP') : value)));
    body.append(answers);
  } else {
    answers = h('div', { class: 'answers answers-safe', role: 'group', 'aria-label': t('learnPromptSafe') },
      task.options.map((option, i) => h('button', {
        type: 'button', class: 'option', dataset: { answer: String(i) }, 'aria-pressed': 'false',
        onclick: ({ currentTarget }) => currentTarget.setAttribute('aria-pressed', String(currentTarget.getAttribute('aria-pressed') !== 'true')),
      }, positionText(option, t))),
      h('button', { type: 'button', class: 'done', dataset: { answer: 'done' }, onclick: () => answerSafe() }, t('learnSafeDone')));
    const rule = view.rule?.(state, t);
    body.append(rule ? h('p', { class: 'rule' }, rule) : '', answers);
  }

  async function answer(value, button) {
    if (progress.solved) return;
    for (const other of answers.querySelectorAll('[data-answer]')) other.setAttribute('aria-pressed', String(other === button));
    const truth = rightAnswer(kind, first.classification);
    if (value === truth) {
      await rightReply([]);
      return;
    }
    if (kind === 'who-wins') {
      await wrongReply([], t(truth === 'P' ? 'learnHintP' : 'learnHintN'));
      return;
    }
    await wrongReply([t('learnNotNimber', { n: value }), await nimberHint()]);
  }

  // The mex by hand: the nimbers of the positions one move away.
  async function nimberHint() {
    try {
      const results = await ask('moves', [state]).promise;
      if (results.length === 0) return t('learnHintNimberNone');
      if (results.length > HINT_MOVES) return '';
      const nimbers = await Promise.all(results.map((r) => ask('classify', [r.state]).promise.then((c) => c.nimber)));
      const values = [...new Set(nimbers.map(Number))].sort((a, b) => a - b);
      // The mex's question, not its answer: the nimbers the moves leave.
      return t('learnHintNimber', { values: values.join(', ') });
    } catch {
      return '';
    }
  }

  async function answerSafe() {
    if (progress.solved) return;
    const picked = [...answers.querySelectorAll('[data-answer][aria-pressed="true"]')].map((b) => Number(b.dataset.answer));
    const outcomes = await safeOutcomes();
    const judged = judgeSafe(picked, outcomes);
    if (judged.right) {
      await rightReply([]);
      return;
    }
    await wrongReply([t('learnHintSafe', { wrong: String(judged.wrong.length), missed: String(judged.missed.length) })]);
  }

  show.addEventListener('click', async () => {
    progress.shown = true;
    await reveal();
    onReply({ right: false, shown: true });
  });

  root.replaceChildren(h('p', { class: 'prompt' }, t(PROMPTS[kind])), body, feedback, controls);
  return { stop: () => session?.stop(), get solved() { return progress.solved; } };
}
