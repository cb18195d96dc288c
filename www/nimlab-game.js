// <nimlab-game>: one game to play on any page. Its attributes (state, lang,
// opponent, computer, hints, practice) and events (move, gameover) are in README.md,
// "On another page". It lives in a shadow root styled by game.css and
// nimlab-game.css; the wasm loads once a page (solver.js), and the element
// only its own game's drawing and strings in its own language (games/index.js).
import { h } from './dom.js';
import { loadSolver } from './solver.js';
import { analyse, refusalText, startGame } from './game-session.js';
import { loadGame } from './games/index.js';
import { errorText, languages, loadErrorWords, loadStrings, matchLanguage, pickLanguage, translator } from './strings.js';

const STYLESHEETS = [new URL('nimlab-game.css', import.meta.url).href, new URL('game.css', import.meta.url).href];

/** The page language an element speaks: its own or nearest `lang` as people write it (zh-TW, zh-CN), else the browser's. */
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

/** The game id of the `state` attribute, if it names one. */
function gameOf(text) {
  try {
    const { game } = JSON.parse(text);
    return typeof game === 'string' ? game : null;
  } catch {
    return null;
  }
}

export class NimlabGame extends HTMLElement {
  static observedAttributes = ['state', 'lang', 'opponent', 'computer', 'hints', 'practice'];

  #root;
  #styled;
  #content;
  #game = null;
  #setup = null;
  /** The Why panel unfolded (true), folded (false), or as the element's width has it (null) until the reader chooses. */
  #whyOpen = null;
  /** Counts calls of #update: a load that a later change overtook draws nothing. */
  #asked = 0;

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
    this.#asked += 1;
    const asked = this.#asked;
    queueMicrotask(() => {
      if (asked === this.#asked) this.#load(asked);
    });
  }

  // The strings, the wasm, the styles and the game's drawing load side by side.
  async #load(asked) {
    const lang = languageOf(this);
    const text = this.getAttribute('state');
    const strings = loadStrings(lang, ['board']);
    const id = gameOf(text);
    // The game first: a take-and-break game or a sum loads the full engine instead of the base one.
    const loads = Promise.all([id && loadGame(JSON.parse(text), lang), loadSolver(), this.#styled]).then(([, api]) => [api]);
    loads.catch(() => {}); // awaited below, unless the strings fail first
    let t = null;
    try {
      t = await strings;
      if (asked !== this.#asked) return;
      if (!this.#game) this.#show(h('p', { class: 'loading', lang }, t('loading')));
      const [api] = await loads;
      if (asked !== this.#asked || !this.isConnected) return;
      await this.#play(api, lang, text, asked);
    } catch (error) {
      if (asked !== this.#asked) return;
      // Without its strings the element can only say it in English.
      const said = t ? t('loadFailed', { error: errorText(error, t) }) : `nimlab could not load: ${error.message}`;
      this.#show(h('p', { class: 'error', role: 'alert', lang }, said));
    }
  }

  /** The state's analysis from the Worker (which checks it), asked again when another board stopped the Worker. */
  async #check(state, asked) {
    for (;;) {
      try {
        return await analyse(state);
      } catch (error) {
        if (!error.cancelled || asked !== this.#asked) throw error;
      }
    }
  }

  #show(...children) {
    this.#content.replaceChildren(...children);
  }

  // Nothing in here throws to the host page: a refused state or a failure shows inside the element.
  async #play(api, lang, text, asked) {
    const t = translator(lang);
    const opponent = this.getAttribute('opponent');
    const setup = {
      text,
      opponent: opponent === 'human' || opponent === 'lose' ? opponent : 'computer',
      starts: this.getAttribute('computer') === 'first' ? 1 : 0,
    };
    const hints = this.hasAttribute('hints');
    const practice = this.hasAttribute('practice');
    // The Why panel is always there (without hints it explains the position and names no move until asked):
    // unfolded beside the board on a wide element, folded on a narrow one, until the reader chooses.
    const open = this.#whyOpen ?? this.getBoundingClientRect().width >= WIDE_REM * rootRem();
    // Only a new position or new players start over; a new language, hints or practice keep the moves.
    const same = this.#setup && ['text', 'opponent', 'starts'].every((key) => this.#setup[key] === setup[key]);
    const moves = same && this.#game ? this.#game.moves : [];
    const reveal = same && this.#game ? this.#game.reveal : false;
    this.#game?.stop();
    this.#game = null;
    this.#setup = setup;

    const { state, error } = parseState(setup.text, t);
    let refused = error;
    if (!refused) {
      try {
        await this.#check(state, asked);
      } catch (problem) {
        await loadErrorWords(t);
        refused = refusalText(problem, state, t);
      }
    }
    if (asked !== this.#asked || !this.isConnected) return;
    if (refused) {
      this.#show(h('p', { class: 'error', role: 'alert', lang, dataset: { refused: '' } }, refused));
      return;
    }

    this.#show(...board(t, lang, open));
    this.#content.querySelector('#why-box').addEventListener('toggle', ({ target }) => {
      this.#whyOpen = target.open;
    });
    const fire = (type) => (detail) => this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    this.#game = startGame(this.#content, {
      api, lang, start: state, moves, opponent: setup.opponent, starts: setup.starts, hints, practice, reveal,
      onMove: fire('move'),
      onGameOver: fire('gameover'),
    });
  }
}

/** Wide enough for the Why panel beside the board (nimlab-game.css's container query), in rem. */
const WIDE_REM = 44;
const rootRem = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** The parts game-session.js draws into, named and ordered as in index.html; the Why panel unfolded when `open`. */
function board(t, lang, open) {
  return [
    h('section', { class: 'board', lang, 'aria-labelledby': 'title' },
      h('h2', { id: 'title', class: 'board-title' }),
      h('p', { id: 'versus', class: 'versus' }),
      h('p', { id: 'rule', class: 'rule' }),
      h('p', { id: 'status', class: 'status' }),
      h('div', { class: 'play' }, h('div', { id: 'view', class: 'view' }), h('div', { id: 'value-history', class: 'value-history' })),
      h('p', { id: 'verdict', class: 'verdict', hidden: true }),
      h('div', { class: 'controls' },
        h('button', { id: 'undo', type: 'button' }, t('undo')),
        h('button', { id: 'redo', type: 'button' }, t('redo')),
        h('button', { id: 'restart', type: 'button' }, t('restart'))),
      h('h3', { class: 'visually-hidden' }, t('historyTitle')),
      h('ol', { id: 'history', class: 'history' }),
      h('p', { id: 'practice', class: 'practice', 'aria-live': 'polite', hidden: true })),
    h('section', { id: 'why', class: 'why', lang, 'aria-labelledby': 'why-title' },
      h('details', { id: 'why-box', open },
        h('summary', {}, h('h2', { id: 'why-title' }, t('why'))),
        h('button', { id: 'reveal', type: 'button', hidden: true }, t('reveal')),
        h('div', { id: 'explain' }))),
    h('div', { id: 'announce', class: 'visually-hidden', 'aria-live': 'polite' }),
  ];
}

if (!customElements.get('nimlab-game')) customElements.define('nimlab-game', NimlabGame);
