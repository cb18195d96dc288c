// The playground: set up a game, play it against the computer or a friend,
// with hints and the explanation of the position.
import { h, moveKey } from './dom.js';
import { viewFor } from './games/index.js';
import { pickLanguage, translator } from './strings.js';
import { readGame, writeGame } from './url-state.js';
import { randomPosition, rollOpening } from './random-position.js';

const COMPUTER_DELAY_MS = 350;
const $ = (id) => document.getElementById(id);

export function startPlayground(api) {
  const infos = api.games();
  const fromUrl = readGame();
  const app = {
    lang: pickLanguage(),
    start: fromUrl.start ?? infos.find((g) => g.id === 'kayles')?.example ?? infos[0].example,
    moves: [],
    undone: [],
    states: [],
    opponent: fromUrl.opponent,
    starts: fromUrl.starts,
    hints: fromUrl.hints,
    timer: null,
  };
  let t = translator(app.lang);

  // Replays the moves from the start; a move that no longer applies ends the replay.
  function replay(moves) {
    app.states = [app.start];
    app.moves = [];
    for (const move of moves) {
      try {
        app.states.push(api.play(app.states.at(-1), move));
        app.moves.push(move);
      } catch {
        break;
      }
    }
  }

  const current = () => app.states.at(-1);
  const mover = () => (app.starts + app.moves.length) % 2; // 0: you, 1: the opponent
  const computerMoves = () => app.opponent !== 'human' && mover() === 1;
  // Odd-even is not impartial: the state's toMove names the game's player
  // (0 or 1) to move. Whoever moves first in the start position is side
  // `starts` (0: you), so game player p is this side:
  const sideOf = (player) => (player === (app.start.toMove ?? 0) ? app.starts : 1 - app.starts);
  function playerName(player) {
    const side = sideOf(player);
    if (app.opponent === 'human') return t('playerN', { player: side + 1 });
    return side === 0 ? t('you') : t('computer');
  }

  function who(player) {
    if (app.opponent === 'human') return t('playerTurn', { player: player + 1 });
    return player === 0 ? t('yourTurn') : t('thinking');
  }

  function announce(text) {
    $('announce').textContent = text;
  }

  function describe(move, state) {
    return viewFor(state.game).describe(move, t, state);
  }

  function winner() {
    const state = current();
    if (api.best_move(state) !== null) return null;
    const answer = api.classify(state);
    // Odd-even ends on parities, not on who moved last: classify names the winner.
    if (answer.winner !== undefined) return sideOf(answer.winner);
    return answer.outcome === 'N' ? mover() : 1 - mover();
  }

  function render() {
    clearTimeout(app.timer);
    const state = current();
    const view = viewFor(state.game);
    let answer = null;
    let legal = null;
    try {
      answer = api.classify(state);
      legal = api.moves(state);
    } catch (error) {
      if (error.code !== 'too-large') {
        $('status').textContent = t('error', { error: error.message });
        return;
      }
    }
    const won = winner();
    const hints = app.hints && legal ? new Map(legal.map((r) => [moveKey(r.move), r])) : null;
    view.render($('view'), {
      state,
      hints,
      legal,
      disabled: won !== null || computerMoves(),
      t,
      playerName,
      onMove: (move) => humanMove(move),
    });
    $('status').textContent = won === null ? who(mover()) : '';
    const verdict = $('verdict');
    verdict.hidden = won === null;
    if (won !== null) {
      verdict.textContent = app.opponent === 'human'
        ? t('playerWins', { player: won + 1 })
        : won === 0 ? t('youWin') : t('computerWins');
      verdict.dataset.winner = String(won);
    }
    renderWhy(answer, state, view);
    renderHistory();
    $('undo').disabled = app.moves.length === 0;
    $('redo').disabled = app.undone.length === 0;
    writeGame({ start: app.start, moves: app.moves, opponent: app.opponent, starts: app.starts, hints: app.hints, lang: app.lang });
    if (won === null && computerMoves()) {
      app.timer = setTimeout(computerMove, COMPUTER_DELAY_MS);
    }
  }

  function renderWhy(answer, state, view) {
    const parts = [];
    if (answer) {
      if (app.hints) {
        parts.push(h('p', { class: `position position-${answer.outcome}` }, t(answer.outcome === 'P' ? 'positionP' : 'positionN')));
        if (answer.remoteness !== undefined) parts.push(h('p', {}, t('remoteness', { n: answer.remoteness })));
        const best = api.best_move(state);
        if (best) parts.push(h('p', { class: 'best' }, t('bestMove', { move: describe(best.move, state) })));
        parts.push(h('p', { class: 'small' }, t('hintLegend')));
      }
      parts.push(...view.explain(answer, state, t));
    }
    $('explain').replaceChildren(...parts);
  }

  function renderHistory() {
    const items = app.moves.map((move, i) => {
      const player = (app.starts + i) % 2;
      const text = describe(move, app.states[i]);
      return h('li', {}, label(player, text));
    });
    $('history').replaceChildren(...items);
  }

  function label(player, move) {
    if (app.opponent === 'human') return t('playerMoved', { player: player + 1, move });
    return player === 0 ? t('youMoved', { move }) : t('computerMoved', { move });
  }

  function apply(move) {
    const before = current();
    const after = api.play(before, move);
    const player = mover();
    app.states.push(after);
    app.moves.push(move);
    app.undone = [];
    announce(label(player, describe(move, before)));
    render();
    const won = winner();
    if (won !== null) announce($('verdict').textContent);
  }

  function humanMove(move) {
    if (computerMoves() || winner() !== null) return;
    try {
      apply(move);
    } catch (error) {
      $('status').textContent = t('error', { error: error.message });
    }
  }

  function computerMove() {
    const state = current();
    let move = null;
    if (app.opponent === 'lose') {
      // 003: play to lose on purpose: leave the other side a winning (N) position.
      const options = api.moves(state);
      move = (options.find((r) => r.outcome === 'N') ?? options[0])?.move ?? null;
    } else {
      move = api.best_move(state)?.move ?? null;
    }
    if (move !== null) apply(move);
  }

  function newGame(start) {
    app.start = start;
    app.undone = [];
    replay([]);
    render();
  }

  // The set-up form: one input per parameter of the chosen game (from games()).
  function renderSetup() {
    const select = $('game');
    select.replaceChildren(...infos.map((g) => h('option', { value: g.id }, g.names[app.lang] ?? g.names.en)));
    select.value = app.start.game;
    renderParams();
    $('opponent').value = app.opponent;
    $('starts').value = String(app.starts);
    $('hints').checked = app.hints;
  }

  function renderParams() {
    const info = infos.find((g) => g.id === $('game').value);
    const source = app.start.game === info.id ? app.start : info.example;
    const inputs = info.parameters.map((p) => {
      const value = source[p.name] ?? p.default;
      const name = t(`param_${p.name}`);
      const id = `param-${p.name}`;
      if (p.type === 'boolean') {
        return h('label', { class: 'toggle' }, h('input', { id, type: 'checkbox', checked: Boolean(value), dataset: { param: p.name, type: p.type } }), ` ${name}`);
      }
      if (p.name === 'toMove') {
        const choice = h('select', { id, dataset: { param: p.name, type: p.type } },
          h('option', { value: '0' }, t('firstPlayer')), h('option', { value: '1' }, t('secondPlayer')));
        choice.value = String(value);
        return h('label', {}, `${name} `, choice);
      }
      if (p.type === 'choice') {
        const choice = h('select', { id, dataset: { param: p.name, type: p.type } }, ...p.choices.map((c) => h('option', { value: c }, t(`choice_${c}`))));
        choice.value = String(value);
        return h('label', {}, `${name} `, choice);
      }
      const text = Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value);
      return h('label', {}, `${name} `, h('input', { id, type: 'text', inputmode: 'numeric', value: text, size: 10, dataset: { param: p.name, type: p.type } }));
    });
    $('params').replaceChildren(...inputs);
    $('roll').hidden = info.id !== 'dice';
  }

  function readParams() {
    const state = { game: $('game').value };
    for (const input of $('params').querySelectorAll('[data-param]')) {
      const { param, type } = input.dataset;
      if (type === 'boolean') state[param] = input.checked;
      else if (type === 'choice') state[param] = input.value;
      else if (input.value.trim() === '') continue;
      else if (input.value.includes(',') || type === 'counts' || type === 'faces') {
        state[param] = input.value.split(',').map((s) => number(s.trim()));
      } else state[param] = number(input.value.trim());
    }
    // One die has no rule: the rule choice is for two dice only.
    if (state.game === 'dice' && !Array.isArray(state.top)) delete state.rule;
    return state;
  }

  const number = (text) => (/^\d+$/.test(text) && Number(text) <= Number.MAX_SAFE_INTEGER ? Number(text) : text);

  function translatePage() {
    document.documentElement.lang = app.lang;
    $('lang').value = app.lang;
    for (const element of document.querySelectorAll('[data-t]')) element.textContent = t(element.dataset.t);
  }

  $('game').addEventListener('change', renderParams);
  $('setup').addEventListener('submit', (event) => {
    event.preventDefault();
    app.opponent = $('opponent').value;
    app.starts = Number($('starts').value);
    const start = readParams();
    try {
      api.classify(start);
      newGame(start);
    } catch (error) {
      $('status').textContent = t('error', { error: error.message });
    }
  });
  function startFromForm(start) {
    app.opponent = $('opponent').value;
    app.starts = Number($('starts').value);
    try {
      api.classify(start);
    } catch (error) {
      $('status').textContent = t('error', { error: error.message });
      return false;
    }
    newGame(start);
    renderParams();
    return true;
  }
  $('random').addEventListener('click', () => {
    const game = $('game').value;
    startFromForm(randomPosition(game, app.start.game === game ? app.start : null) ?? infos.find((g) => g.id === game).example);
  });
  $('roll').addEventListener('click', () => {
    const rolled = rollOpening(readParams());
    if (startFromForm(rolled.state)) announce(t('rolled', { faces: rolled.tops.join(' + '), n: rolled.taken }));
  });
  $('undo').addEventListener('click', () => {
    // Against the computer, undo takes back the computer's reply as well.
    const steps = app.opponent !== 'human' && app.moves.length >= 2 && mover() === 0 ? 2 : 1;
    const kept = app.moves.slice(0, app.moves.length - steps);
    app.undone = [...app.moves.slice(kept.length), ...app.undone];
    replay(kept);
    render();
  });
  $('redo').addEventListener('click', () => {
    const next = app.undone.shift();
    if (!next) return;
    const rest = app.undone;
    replay([...app.moves, next]);
    app.undone = rest;
    render();
  });
  $('restart').addEventListener('click', () => newGame(app.start));
  $('hints').addEventListener('change', () => {
    app.hints = $('hints').checked;
    render();
  });
  $('lang').addEventListener('change', () => {
    app.lang = $('lang').value;
    t = translator(app.lang);
    translatePage();
    renderSetup();
    render();
  });

  try {
    api.classify(app.start);
  } catch {
    app.start = infos[0].example;
  }
  replay(fromUrl.moves);
  translatePage();
  renderSetup();
  render();
}
