// <nimlab-game>: one game to play on any page. Its attributes (state, lang,
// opponent, computer, skill, hints, practice) and events (move, gameover) are in README.md,
// "On another page". It lives in a shadow root styled by board/game.css and
// nimlab-game.css; the wasm loads once a page (solver/solver.js), and the element
// only its own game's drawing and strings in its own language (games/index.js).
// However many a page holds, one Worker answers them all, those on screen
// first (solver/analyses.js); an element taken off the page drops what it asked.
import { h } from './page/dom.js';
import { loadSolver, nextTask } from './solver/solver.js';
import { startGame } from './board/session.js';
import { refusalText } from './board/why.js';
import { watcher } from './solver/analyses.js';
import { loadGame } from './games/index.js';
import { errorText, languages, loadErrorWords, loadStrings, matchLanguage, pickLanguage, translator } from './strings/index.js';

/** How long a board waits for the analysis of its start before it is drawn without it. */
const CHECK_WAIT_MS = 250;

/** The longest `state` attribute read: a longer one is refused before it is parsed (no long task on the host page). */
const MAX_STATE_LENGTH = 100_000;

const STYLESHEETS = [new URL('nimlab-game.css', import.meta.url).href, new URL('board/game.css', import.meta.url).href];

/** The page language an element speaks: its own or nearest `lang` as people write it (zh-TW, zh-CN), else the browser's. */
function languageOf(element) {
  const asked = element.closest('[lang]')?.getAttribute('lang');
  if (languages.includes(asked)) return asked;
  return matchLanguage(asked) ?? pickLanguage('', navigator.languages ?? []);
}

/** The starting position of the `state` attribute, or why there is none: `{key, values}` of a string. */
function readState(text) {
  if (text === null || text.trim() === '') return { refused: { key: 'stateMissing' } };
  if (text.length > MAX_STATE_LENGTH) return { refused: { key: 'stateTooLong', values: { length: text.length, max: MAX_STATE_LENGTH } } };
  try {
    return { state: JSON.parse(text) };
  } catch (error) {
    return { refused: { key: 'stateNotJson', values: { error: error.message } } };
  }
}

/** The game id of a parsed `state`, if it names one. */
const gameOf = (state) => (typeof state?.game === 'string' ? state.game : null);

export class NimlabGame extends HTMLElement {
  static observedAttributes = ['state', 'lang', 'opponent', 'computer', 'skill', 'hints', 'practice'];

  #root;
  #styled = null;
  #content;
  #game = null;
  #setup = null;
  /** The Why panel unfolded (true), folded (false), or as the element's width has it (null) until the reader chooses. */
  #whyOpen = null;
  /** Whether the element is wide enough for the Why panel beside the board, once laid out (null before). */
  #wide = null;
  /** What holds this element's analyses while it is on the page (solver/analyses.js). */
  #watcher = null;
  /** Counts calls of #update: a load that a later change overtook draws nothing. */
  #asked = 0;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#content = h('div', { class: 'game' });
  }

  // The styles go in with the first load, in the element's own task, not
  // in the one that upgrades every element of the page at once.
  #mount() {
    if (this.#styled) return;
    const links = STYLESHEETS.map((href) => h('link', { rel: 'stylesheet', href }));
    // Draw nothing until the styles are in, so a page never flashes unstyled coins.
    this.#styled = Promise.all(links.map((link) => new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    })));
    this.#root.append(...links, this.#content);
  }

  // Whether each element is on screen, for the order of the questions.
  static #seen = globalThis.IntersectionObserver && new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const watching = entry.target.#watcher;
      if (watching) watching.visible = entry.isIntersecting;
    }
  });

  // Each element's width, read when the page is laid out anyway (reading it
  // while drawing would lay out a page of a hundred boards again for each).
  static #sized = globalThis.ResizeObserver && new ResizeObserver((entries) => {
    for (const entry of entries) entry.target.#sizedTo(entry.contentRect.width);
  });

  /** Unfolds the Why panel of a wide element, folds a narrow one's, until the reader chooses. */
  #sizedTo(width) {
    // Only a width across the line counts: the panel unfolding changes the height.
    const wide = width >= WIDE_REM * rootRem();
    if (wide === this.#wide) return;
    this.#wide = wide;
    // At the next frame: a panel unfolded inside the observer's callback
    // would resize what it observes there (a "ResizeObserver loop" error).
    requestAnimationFrame(() => {
      const box = this.#content.querySelector('#why-box');
      if (this.#whyOpen === null && box && box.open !== this.#wide) box.open = this.#wide;
    });
  }

  connectedCallback() {
    this.#watcher ??= watcher();
    NimlabGame.#seen?.observe(this);
    NimlabGame.#sized?.observe(this);
    this.#update();
  }

  disconnectedCallback() {
    NimlabGame.#seen?.unobserve(this);
    NimlabGame.#sized?.unobserve(this);
    // Stopped, not forgotten: put back in the page, it goes on with the same moves.
    this.#game?.stop();
    this.#watcher?.release();
    this.#watcher = null;
    // Whatever was loading for it draws nothing.
    this.#asked += 1;
  }

  attributeChangedCallback(_name, before, after) {
    if (before !== after && this.isConnected) this.#update();
  }

  /** The position on the board now, as the API's state object (null before the game starts). */
  get position() {
    return this.#game?.current() ?? null;
  }

  // Several attributes set one after another redraw once; each element in a
  // task of its own, so that a page of many never makes one long task.
  #update() {
    this.#asked += 1;
    const asked = this.#asked;
    // The game on the board plays no more (the computer's reply, the analysis); its moves are kept for #play.
    this.#game?.stop();
    nextTask().then(() => {
      if (asked === this.#asked) this.#load(asked);
    });
  }

  // The strings, the wasm, the styles and the game's drawing load side by side.
  async #load(asked) {
    this.#mount();
    const lang = languageOf(this);
    const text = this.getAttribute('state');
    const strings = loadStrings(lang, ['board']);
    const read = readState(text);
    // The analysis of the start is asked at once, while the rest loads (a
    // take-and-break game or a sum asks for the full engine, instead of the base one).
    if (!read.refused) this.#watcher.show(read.state, [read.state])?.catch(() => {});
    const loads = Promise.all([gameOf(read.state) && loadGame(read.state, lang), loadSolver(), this.#styled]).then(([, api]) => [api]);
    loads.catch(() => {}); // awaited below, unless the strings fail first
    let t = null;
    try {
      t = await strings;
      if (asked !== this.#asked) return;
      if (!this.#game) this.#show(h('p', { class: 'loading', lang }, t('loading')));
      const [api] = await loads;
      // Every element waited for the same loads: each goes on in a task of its own.
      await nextTask();
      if (asked !== this.#asked || !this.isConnected) return;
      await this.#play(api, lang, text, read, asked);
    } catch (error) {
      if (asked !== this.#asked) return;
      // Without its strings the element can only say it in English.
      const said = t ? t('loadFailed', { error: errorText(error, t) }) : `nimlab could not load: ${error.message}`;
      this.#show(h('p', { class: 'error', role: 'alert', lang }, said));
    }
  }

  #show(...children) {
    this.#content.replaceChildren(...children);
  }

  // Nothing in here throws to the host page: a refused state or a failure shows inside the element.
  async #play(api, lang, text, read, asked) {
    const t = translator(lang);
    const opponent = this.getAttribute('opponent');
    const setup = {
      text,
      opponent: opponent === 'human' || opponent === 'lose' ? opponent : 'computer',
      starts: this.getAttribute('computer') === 'first' ? 1 : 0,
    };
    const hints = this.hasAttribute('hints');
    const practice = this.hasAttribute('practice');
    // The computer's skill, from 0 to 1 (perfect play, the default): a new one keeps the moves.
    const skillText = this.getAttribute('skill');
    const skill = skillText === null ? 1 : skillText.trim() === '' ? NaN : Number(skillText);
    // The Why panel is always there (without hints it explains the position and names no move until asked):
    // unfolded beside the board on a wide element, folded on a narrow one, until the reader chooses.
    const open = this.#whyOpen ?? this.#wide ?? false;
    // Only a new position or new players start over; a new language, hints or practice keep the moves.
    const same = this.#setup && ['text', 'opponent', 'starts'].every((key) => this.#setup[key] === setup[key]);
    const moves = same && this.#game ? this.#game.moves : [];
    const reveal = same && this.#game ? this.#game.reveal : false;
    // Who moved first is the game's too: practice's offer to move second changed it.
    const starts = same && this.#game ? this.#game.starts : setup.starts;
    this.#game?.stop();
    this.#game = null;
    this.#setup = setup;

    const { state } = read;
    let refused = read.refused && t(read.refused.key, read.refused.values);
    if (!refused && !(skill >= 0 && skill <= 1)) {
      await loadErrorWords(t);
      refused = t('error_notBetween', { field: 'skill', min: 0, max: 1, value: JSON.stringify(skillText) });
    }
    if (!refused) {
      try {
        api.over(state); // reads the state (no search): one it cannot read is refused at once
      } catch (problem) {
        await loadErrorWords(t);
        refused = refusalText(problem, state, t);
      }
    }
    // The analysis of the start (asked in #load), which the board waits for a
    // moment, so that a quick one is drawn once; a slow one is drawn from the
    // state, its analysis under way with Stop (and refused on the board by
    // the session if it fails).
    const checked = refused ? null : this.#watcher.show(state, [state])
      .then(() => null, (problem) => problem);
    const early = checked && await Promise.race([checked, new Promise((wake) => { setTimeout(wake, CHECK_WAIT_MS); })]);
    if (asked !== this.#asked || !this.isConnected || early?.cancelled) return;
    if (early) {
      await loadErrorWords(t);
      refused = refusalText(early, state, t);
    }
    if (refused) {
      this.#show(h('p', { class: 'error', role: 'alert', lang, dataset: { refused: '' } }, refused));
      return;
    }

    this.#show(...board(t, lang, open));
    this.#content.querySelector('#why-box').addEventListener('toggle', ({ target }) => {
      // The reader's choice; not the width's (#sizedTo), until the reader has chosen.
      if (this.#whyOpen !== null || target.open !== (this.#wide ?? false)) this.#whyOpen = target.open;
    });
    const fire = (type) => (detail) => this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    this.#game = startGame(this.#content, {
      api, lang, start: state, moves, opponent: setup.opponent, skill, starts, hints, practice, reveal,
      watcher: this.#watcher,
      onMove: fire('move'),
      onGameOver: fire('gameover'),
    });
  }
}

/** Wide enough for the Why panel beside the board (nimlab-game.css's container query), in rem. */
const WIDE_REM = 44;
const rootRem = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** The parts board/session.js draws into, named and ordered as in index.html; the Why panel unfolded when `open`. */
function board(t, lang, open) {
  return [
    h('section', { class: 'board', lang, 'aria-labelledby': 'title' },
      h('h2', { id: 'title', class: 'board-title' }),
      h('p', { id: 'versus', class: 'versus' }),
      h('p', { id: 'rule', class: 'rule' }),
      h('p', { id: 'status', class: 'status' }),
      h('div', { class: 'play' }, h('div', { id: 'view', class: 'view' }), h('div', { id: 'value-history', class: 'value-history' })),
      h('p', { id: 'practice', class: 'practice', 'aria-live': 'polite', hidden: true }),
      h('p', { id: 'verdict', class: 'verdict', hidden: true }),
      h('div', { class: 'controls' },
        h('button', { id: 'undo', type: 'button' }, t('undo')),
        h('button', { id: 'redo', type: 'button' }, t('redo')),
        h('button', { id: 'restart', type: 'button' }, t('restart'))),
      h('h3', { class: 'visually-hidden' }, t('historyTitle')),
      h('ol', { id: 'history', class: 'history' })),
    h('section', { id: 'why', class: 'why', lang, 'aria-labelledby': 'why-title' },
      h('details', { id: 'why-box', open },
        h('summary', {}, h('h2', { id: 'why-title' }, t('why'))),
        h('button', { id: 'reveal', type: 'button', hidden: true }, t('reveal')),
        h('div', { id: 'explain' }))),
    h('div', { id: 'announce', class: 'visually-hidden', 'aria-live': 'polite' }),
  ];
}

if (!customElements.get('nimlab-game')) customElements.define('nimlab-game', NimlabGame);
