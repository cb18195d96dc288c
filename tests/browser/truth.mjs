// Holds what a game's drawing claims to the solver (docs/DESIGN.md, "A game's
// drawing"), position by position, inside the real page: the Why panel's
// `data-outcome` and `data-move` with the answer revealed and hidden, and the
// board's controls with hints. The claims do not depend on the language, so
// they are checked once, in English, on every position given; the words are
// checked in each language: the rule line, each move described, what
// practice says, no equation restating itself, no "(s)", and in Chinese no
// English. Each language's words are read on the positions that say, in
// English, a sentence no position before them said (its numbers taken out),
// so that every sentence a game can say is read in every language without
// drawing every position three times.
// A test file calls checkTruth for its games; it returns the problems found.

// Words allowed to stay in Latin letters in Chinese: names, and "mod".
export const NAMES = /\b(HTML|iframe|XOR|Grundy|Sprague|Schwenk|Wythoff|Kayles|Sibert|Conway|Plambeck|Siegel|Bouton|Zeckendorf|Fibonacci|Dawson|mod|nimlab|F12|CSV|JSON|SVG|CDN|jsDelivr|npm|zip|wasm|application|KB)\b/g;

/**
 * Checks the drawing of `game` (loading `load`, a state whose parts' strings
 * it needs, first) on each of `states` in `page` (the playground, its solver
 * loaded): its claims in English, its words in English and each of `langs`.
 * Resolves to {problems, wordings}: the problems, each naming the language
 * and state (empty when all holds), and on how many states the words were
 * read in each language.
 */
export function checkTruth(page, { game, states, load = null, langs = ['zh-Hant', 'zh-Hans'] }) {
  return page.evaluate(async ({ game, states, load, langs, names }) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const { moveKey } = await import('/www/page/dom.js');
    const latin = new RegExp(names, 'g');
    const problems = [];
    const text = (node) => node.textContent.replace(/\s+/g, ' ');
    const restates = (said) => /(?:^|(?<![+⊕×−-])[\s(（：:，,])([^\s=()（）：:，,]+) = \1(?=$|[.。,，;；)）]|\s(?![+⊕×−=-]))/.exec(said)?.[0].trim() ?? null;

    /** The view and translator of `game` in `lang`, its strings loaded. */
    const viewIn = async (lang) => {
      if (load) await loadGame(load, lang);
      return { view: await loadGame(game, lang), t: translator(lang) };
    };

    /** Everything `view` draws and says of `state`: the Why panel hidden and revealed, the board with hints, the rule, each move, practice. */
    const draw = ({ view, t }, state) => {
      const answer = classify(state);
      void answer.explanation;
      let legal = null;
      try {
        legal = moves(state);
      } catch (error) {
        if (error.code !== 'too-large') throw error;
      }
      const hidden = document.createElement('div');
      hidden.append(...view.explain(answer, state, t, { reveal: false }));
      const shown = document.createElement('div');
      shown.append(...view.explain(answer, state, t, { reveal: true }));
      const board = document.createElement('div');
      view.render(board, {
        state, legal, hints: legal ? new Map(legal.map((r) => [moveKey(r.move), r])) : null, disabled: false, t,
        playerName: (p) => `${p}`, onMove: () => {},
      });
      return {
        answer, legal, hidden, shown, board,
        rule: view.rule(state, t),
        described: (legal ?? []).map((r) => [moveKey(r.move), view.describe(r.move, t, state)]),
        // As the position a move left.
        practice: view.practice ? view.practice(state, answer, t) : '',
      };
    };

    /** The claims of `drawn` against the solver's answer and moves. */
    const claims = ({ answer, legal, hidden, shown, board }, say) => {
      const left = new Map((legal ?? []).map((r) => [moveKey(r.move), r.outcome]));
      if (hidden.querySelector('[data-move]')) say('a move is shown before it is asked for');
      for (const panel of [hidden, shown]) {
        for (const claim of panel.querySelectorAll('[data-outcome]')) {
          if (claim.dataset.outcome !== answer.outcome) say(`"${text(claim)}" claims ${claim.dataset.outcome}, the position is ${answer.outcome}`);
        }
      }
      const recommended = [...shown.querySelectorAll('[data-move]')];
      if (answer.outcome === 'N' && legal?.length && recommended.length === 0) say('no winning move is shown when revealed');
      for (const element of recommended) {
        const outcome = left.get(element.dataset.move);
        if (legal && outcome === undefined) say(`recommends an illegal move ${element.dataset.move}`);
        else if (answer.outcome === 'N' && outcome === 'N') say(`recommends ${element.dataset.move}, which leaves an N-position`);
      }
      for (const control of board.querySelectorAll('[data-move]')) {
        const outcome = left.get(control.dataset.move);
        if (legal && outcome === undefined) say(`the board offers an illegal move ${control.dataset.move}`);
        else if (legal && control.dataset.outcome !== outcome) say(`the board marks ${control.dataset.move} as ${control.dataset.outcome}, it leaves ${outcome}`);
      }
    };

    /** The sentences of `said` with their numbers (and lists of numbers) taken out: the shapes of its wording. */
    const shapes = (said) => said.replace(/\d+/g, '#').replace(/#(?:[\s,，、]+#)+/g, '#')
      .split(/(?<=[.。:：;；!?])\s*/).map((part) => part.trim()).filter(Boolean);

    /** Checks the words of `drawn` in `lang`; returns the shapes of its wording. */
    const words = (lang, { hidden, shown, board, rule, described, practice }, say) => {
      const english = (said) => (lang === 'en' ? [] : (said.replace(latin, '').match(/[A-Za-z]{2,}/g) ?? []));
      const unsaid = (said) => typeof said !== 'string' || said.trim() === '' || /[{}]/.test(said);
      for (const panel of [hidden, shown]) {
        // An element of a misère quotient (<var>ab</var>) is a symbol, not an English word.
        const prose = panel.cloneNode(true);
        for (const symbol of prose.querySelectorAll('var')) symbol.remove();
        const found = english(text(prose));
        if (found.length) say(`English in the Why panel: ${found.join(' ')}`);
        // Words a reader understands: no equation that restates itself ("4 = 4"), no "group(s)".
        const restated = restates(text(panel));
        if (restated) say(`the Why panel restates "${restated}"`);
        if (/\w\(s\)/.test(text(panel))) say(`a plural left as (s): ${text(panel).match(/\S*\w\(s\)\S*/)[0]}`);
      }
      const onBoard = english(text(board));
      if (onBoard.length) say(`English on the board: ${onBoard.join(' ')}`);
      if (unsaid(rule)) say(`the rule line is "${rule}"`);
      else if (english(rule).length) say(`English in the rule line: ${rule}`);
      for (const [key, said] of described) {
        if (unsaid(said)) say(`the move ${key} is described as "${said}"`);
        else if (english(said).length) say(`English in a move: ${said}`);
      }
      if (practice !== '') {
        if (unsaid(practice)) say(`practice says "${practice}"`);
        else if (restates(practice) || /\w\(s\)/.test(practice)) say(`practice restates or has (s): "${practice}"`);
        else if (english(practice).length) say(`English in practice: ${practice}`);
      }
      return [text(hidden), text(shown), text(board), rule, ...described.map(([, said]) => said), practice].flatMap(shapes);
    };

    // Every state in English: the claims and the words; kept, each state that says a sentence none before it said.
    const english = await viewIn('en');
    const said = new Set();
    const wordings = [];
    for (const state of states) {
      const say = (problem) => problems.push(`en ${JSON.stringify(state)}: ${problem}`);
      try {
        const drawn = draw(english, state);
        claims(drawn, say);
        const fresh = words('en', drawn, say).filter((shape) => !said.has(shape));
        if (fresh.length) wordings.push(state);
        for (const shape of fresh) said.add(shape);
      } catch (error) {
        say(`threw ${error.message}`);
      }
      if (problems.length > 20) return { problems, wordings: 0 };
    }
    // Each language's words, on the states kept.
    for (const lang of langs) {
      const view = await viewIn(lang);
      for (const state of wordings) {
        const say = (problem) => problems.push(`${lang} ${JSON.stringify(state)}: ${problem}`);
        try {
          words(lang, draw(view, state), say);
        } catch (error) {
          say(`threw ${error.message}`);
        }
        if (problems.length > 20) break;
      }
    }
    return { problems, wordings: wordings.length };
  }, { game, states, load, langs, names: NAMES.source });
}
