// The playground: set up a game, play it against the computer or a friend,
// with hints and the explanation of the position. The playing itself is
// game-session.js, shared with <nimlab-game>. The strings of a language and
// the drawing of a game load when they are first shown.
import { h } from './dom.js';
import { loadGame } from './games/index.js';
import { loadStrings, pickLanguage, translator } from './strings.js';
import { readGame, writeGame } from './url-state.js';
import { randomPosition, rollOpening } from './random-position.js';
import { startGame } from './game-session.js';
import { showEmbedDialog } from './embed-dialog.js';

const $ = (id) => document.getElementById(id);

const FIRST_GAME = 'kayles';

/**
 * Starts the page once `solver` (a promise of the API) has loaded; the
 * strings and the drawing of the first game load while the wasm compiles.
 * Resolves when the board is drawn.
 */
export async function startPlayground(solver) {
  const fromUrl = readGame();
  const app = { lang: pickLanguage() };
  const strings = loadStrings(app.lang, ['playground']);
  loadGame(fromUrl.start?.game ?? FIRST_GAME, app.lang).catch(() => {}); // waited for below
  const api = await solver;
  const infos = api.games();
  let start = fromUrl.start ?? infos.find((g) => g.id === FIRST_GAME)?.example ?? infos[0].example;
  try {
    api.classify(start);
  } catch {
    start = infos[0].example;
  }
  await Promise.all([strings, loadGame(start.game, app.lang)]);
  let t = translator(app.lang);

  // ?embed=1: the game alone, for an iframe; its Why panel only with hints.
  const embedded = new URLSearchParams(location.search).get('embed') === '1';
  $('why').hidden = embedded && !fromUrl.hints;
  translatePage();
  const game = startGame(document, {
    api,
    lang: app.lang,
    start,
    moves: fromUrl.moves,
    opponent: fromUrl.opponent,
    starts: fromUrl.starts,
    hints: fromUrl.hints,
    onChange: (game) => writeGame({ start: game.start, moves: game.moves, opponent: game.opponent, starts: game.starts, hints: game.hints, lang: app.lang }),
  });

  // The set-up form: one input per parameter of the chosen game (from games()).
  function renderSetup() {
    const select = $('game');
    select.replaceChildren(...infos.map((g) => h('option', { value: g.id }, g.names[app.lang] ?? g.names.en)));
    select.value = game.start.game;
    renderParams();
    $('opponent').value = game.opponent;
    $('starts').value = String(game.starts);
    $('hints').checked = game.hints;
  }

  function renderParams() {
    const info = infos.find((g) => g.id === $('game').value);
    const source = game.start.game === info.id ? game.start : info.example;
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
    // The rule is for two dice only: it shows once the top names two faces.
    const top = $('param-top');
    const rule = $('param-rule')?.closest('label');
    if (top && rule) {
      const follow = () => { rule.hidden = !top.value.includes(','); };
      top.addEventListener('input', follow);
      follow();
    }
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

  /**
   * Starts the position set up in the form, once its game's drawing has
   * loaded; resolves to false, with the reason shown, when the solver
   * refuses the position or the drawing cannot load.
   */
  async function startFromForm(position) {
    try {
      api.classify(position);
      await game.newGame(position, { opponent: $('opponent').value, starts: Number($('starts').value) });
    } catch (error) {
      $('status').textContent = t('error', { error: error.message });
      return false;
    }
    return game.start === position;
  }

  $('game').addEventListener('change', () => {
    renderParams();
    // The drawing is fetched now, so that New game does not wait for it.
    loadGame($('game').value, app.lang).catch(() => {});
  });
  $('setup').addEventListener('submit', (event) => {
    event.preventDefault();
    startFromForm(readParams());
  });
  $('random').addEventListener('click', async () => {
    const id = $('game').value;
    if (await startFromForm(randomPosition(id, game.start.game === id ? game.start : null) ?? infos.find((g) => g.id === id).example)) renderParams();
  });
  $('roll').addEventListener('click', async () => {
    const rolled = rollOpening(readParams());
    if (await startFromForm(rolled.state)) {
      renderParams();
      game.announce(t('rolled', { faces: rolled.tops.join(' + '), n: rolled.taken }));
    }
  });
  $('embed').addEventListener('click', () => showEmbedDialog(game, t));
  // A person reaching for the menu is about to choose: fetch the strings in every language.
  $('lang').addEventListener('focus', () => {
    for (const option of $('lang').options) {
      Promise.all([loadStrings(option.value, ['playground']), loadGame(game.start.game, option.value)]).catch(() => {});
    }
  }, { once: true });
  // The page changes language only once the new strings are in: never half translated.
  $('lang').addEventListener('change', async () => {
    const lang = $('lang').value;
    try {
      await Promise.all([loadStrings(lang, ['playground']), loadGame(game.start.game, lang)]);
    } catch (error) {
      if ($('lang').value === lang) $('lang').value = app.lang;
      $('status').textContent = t('error', { error: error.message });
      return;
    }
    if ($('lang').value !== lang) return; // another language was chosen meanwhile
    app.lang = lang;
    t = translator(lang);
    translatePage();
    renderSetup();
    game.setLanguage(lang);
  });

  renderSetup();
}
