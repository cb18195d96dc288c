// <nimlab-game>: one game to play on any page, e.g.
//   <script type="module" src="https://example.org/nimlab/www/nimlab-game.js"></script>
//   <nimlab-game state='{"game":"kayles","rows":[12],"misere":true}' lang="zh-Hant" hints></nimlab-game>
// Attributes (shared/API.md, "Embedding"): state (JSON, required), lang,
// opponent (computer | human), computer (second | first), hints.
// Events, bubbling out of the shadow root: `move` {state, move, player} after
// every move, `gameover` {state, winner} when a move ends the game; player
// and winner are 0 for the person (player 1 of two people), 1 for the
// computer (player 2).
//
// Everything lives in an open shadow root styled by game.css and
// nimlab-game.css from next to this module; the solver's wasm is loaded once
// for all the elements of a page (solver.js), from next to this module too.
import { h } from './dom.js';
import { loadSolver } from './solver.js';
import { startGame } from './game-session.js';
import { languages, matchLanguage, pickLanguage, translator } from './strings.js';

const STYLESHEETS = ['nimlab-game.css', 'game.css'].map((name) => new URL(name, import.meta.url).href);

/** The page language an element speaks: its own or nearest `lang`, else the browser's. */
function languageOf(element) {
  const asked = element.closest('[lang]')?.getAttribute('lang');
  if (languages.includes(asked)) return asked;
  return matchLanguage(asked) ?? pickLanguage('', navigator.languages ?? []);
}

/** The starting position of the `state` attribute, or the reason there is none. */
function parseState(text, t) {
  if (text === null || text.trim() === '') return { error: t('stateMissing') };
  try {
    return { state: JSON.parse(text) };
  } catch (error) {
    return { error: t('stateNotJson', { error: error.message }) };
  }
}

export class NimlabGame extends HTMLElement {
  static observedAttributes = ['state', 'lang', 'opponent', 'computer', 'hints'];

  #root;
  #styled;
  #content;
  #game = null;
  #setup = null;
  #pending = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    const links = STYLESHEETS.map((href) => h('link', { rel: 'stylesheet', href }));
    // Draw nothing until the styles are in, so a page never flashes unstyled coins.
    this.#styled = Promise.all(links.map((link) => new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    })));
    this.#content = h('div', { class: 'game' });
    this.#root.append(...links, this.#content);
  }

  connectedCallback() {
    this.#update();
  }

  disconnectedCallback() {
    this.#game?.stop();
  }

  attributeChangedCallback(_name, before, after) {
    if (before !== after && this.isConnected) this.#update();
  }

  /** The position on the board now, as the API's state object (null before the game starts). */
  get position() {
    return this.#game?.current() ?? null;
  }

  // Several attributes set one after another redraw once.
  #update() {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(async () => {
      const t = translator(languageOf(this));
      if (!this.#game) this.#show(h('p', { class: 'loading' }, t('loading')));
      let api;
      try {
        [api] = await Promise.all([loadSolver(), this.#styled]);
      } catch (error) {
        this.#pending = false;
        this.#show(h('p', { class: 'error', role: 'alert' }, t('loadFailed', { error: error.message })));
        return;
      }
      this.#pending = false;
      if (this.isConnected) this.#play(api);
    });
  }

  #show(...children) {
    this.#content.replaceChildren(...children);
  }

  #play(api) {
    const lang = languageOf(this);
    const t = translator(lang);
    const setup = {
      text: this.getAttribute('state'),
      opponent: this.getAttribute('opponent') === 'human' ? 'human' : 'computer',
      starts: this.getAttribute('computer') === 'first' ? 1 : 0,
    };
    const hints = this.hasAttribute('hints');
    // Only a new position or new players start over; a new language or hints keep the moves.
    const same = this.#setup && ['text', 'opponent', 'starts'].every((key) => this.#setup[key] === setup[key]);
    const moves = same && this.#game ? this.#game.moves : [];
    this.#game?.stop();
    this.#game = null;
    this.#setup = setup;

    const { state, error } = parseState(setup.text, t);
    let refused = error;
    if (!refused) {
      try {
        api.classify(state);
      } catch (problem) {
        refused = t('badState', { error: problem.message });
      }
    }
    if (refused) {
      this.#show(h('p', { class: 'error', role: 'alert', lang }, refused));
      return;
    }

    this.#show(...board(t, lang, hints));
    const fire = (type) => (detail) => this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    this.#game = startGame(this.#content, {
      api, lang, start: state, moves, opponent: setup.opponent, starts: setup.starts, hints,
      onMove: fire('move'),
      onGameOver: fire('gameover'),
    });
  }
}

/** The parts game-session.js draws into, named as in index.html. */
function board(t, lang, hints) {
  return [
    h('section', { class: 'board', lang, 'aria-label': t('board') },
      h('p', { id: 'status', class: 'status' }),
      h('div', { id: 'view', class: 'view' }),
      h('p', { id: 'verdict', class: 'verdict', hidden: true }),
      h('div', { class: 'controls' },
        h('button', { id: 'undo', type: 'button' }, t('undo')),
        h('button', { id: 'redo', type: 'button' }, t('redo')),
        h('button', { id: 'restart', type: 'button' }, t('restart'))),
      h('h3', { class: 'visually-hidden' }, t('historyTitle')),
      h('ol', { id: 'history', class: 'history' })),
    h('section', { id: 'why', class: 'why', lang, hidden: !hints, 'aria-label': t('why') },
      h('h2', {}, t('why')),
      h('div', { id: 'explain' })),
    h('div', { id: 'announce', class: 'visually-hidden', 'aria-live': 'polite' }),
  ];
}

if (!customElements.get('nimlab-game')) customElements.define('nimlab-game', NimlabGame);
