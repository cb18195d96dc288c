// Holds what a game's drawing claims to the solver (docs/DESIGN.md, "A game's
// drawing"), position by position, inside the real page: the Why panel's
// `data-outcome` and `data-move` with the answer revealed and hidden, the
// board's controls with hints, the rule line, and in Chinese, no English.
// A test file calls checkTruth for its games; it returns the problems found.

// Words allowed to stay in Latin letters in Chinese: names, and "mod".
export const NAMES = /\b(HTML|iframe|XOR|Grundy|Sprague|Schwenk|Wythoff|Kayles|Sibert|Conway|Plambeck|Siegel|Bouton|Zeckendorf|Fibonacci|Dawson|mod|nimlab|F12|CSV|JSON|SVG|CDN|jsDelivr|npm|zip|wasm|application|KB)\b/g;

/**
 * Checks the drawing of `game` in `lang` on each of `states` in `page` (the
 * playground, its solver loaded). Resolves to a list of problems, each naming
 * the state; empty when every claim agrees with the solver.
 */
export function checkTruth(page, { game, lang, states }) {
  return page.evaluate(async ({ game, lang, states, names }) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const { moveKey } = await import('/www/page/dom.js');
    const view = await loadGame(game, lang);
    const t = translator(lang);
    const latin = new RegExp(names, 'g');
    const problems = [];
    const text = (node) => node.textContent.replace(/\s+/g, ' ');
    const restates = (said) => /(?:^|(?<![+⊕×−-])[\s(（：:，,])([^\s=()（）：:，,]+) = \1(?=$|[.。,，;；)）]|\s(?![+⊕×−=-]))/.exec(said)?.[0].trim() ?? null;
    const english = (words) => (lang === 'en' ? [] : (words.replace(latin, '').match(/[A-Za-z]{2,}/g) ?? []));
    for (const state of states) {
      const where = `${lang} ${JSON.stringify(state)}`;
      const say = (problem) => problems.push(`${where}: ${problem}`);
      try {
        const answer = classify(state);
        void answer.explanation;
        let legal = null;
        try {
          legal = moves(state);
        } catch (error) {
          if (error.code !== 'too-large') throw error;
        }
        const left = new Map((legal ?? []).map((r) => [moveKey(r.move), r.outcome]));

        const hidden = document.createElement('div');
        hidden.append(...view.explain(answer, state, t, { reveal: false }));
        if (hidden.querySelector('[data-move]')) say('a move is shown before it is asked for');
        const shown = document.createElement('div');
        shown.append(...view.explain(answer, state, t, { reveal: true }));
        for (const panel of [hidden, shown]) {
          for (const claim of panel.querySelectorAll('[data-outcome]')) {
            if (claim.dataset.outcome !== answer.outcome) say(`"${text(claim)}" claims ${claim.dataset.outcome}, the position is ${answer.outcome}`);
          }
          // An element of a misère quotient (<var>ab</var>) is a symbol, not an English word.
          const prose = panel.cloneNode(true);
          for (const symbol of prose.querySelectorAll('var')) symbol.remove();
          const words = english(text(prose));
          if (words.length) say(`English in the Why panel: ${words.join(' ')}`);
          // Words a reader understands: no equation that restates itself ("4 = 4"), no "group(s)".
          const restated = restates(text(panel));
          if (restated) say(`the Why panel restates "${restated}"`);
          if (/\w\(s\)/.test(text(panel))) say(`a plural left as (s): ${text(panel).match(/\S*\w\(s\)\S*/)[0]}`);
        }
        const recommended = [...shown.querySelectorAll('[data-move]')];
        if (answer.outcome === 'N' && legal?.length && recommended.length === 0) say('no winning move is shown when revealed');
        for (const element of recommended) {
          const outcome = left.get(element.dataset.move);
          if (legal && outcome === undefined) say(`recommends an illegal move ${element.dataset.move}`);
          else if (answer.outcome === 'N' && outcome === 'N') say(`recommends ${element.dataset.move}, which leaves an N-position`);
        }

        const board = document.createElement('div');
        view.render(board, {
          state, legal, hints: legal ? new Map(legal.map((r) => [moveKey(r.move), r])) : null, disabled: false, t,
          playerName: (p) => `${p}`, onMove: () => {},
        });
        for (const control of board.querySelectorAll('[data-move]')) {
          const outcome = left.get(control.dataset.move);
          if (legal && outcome === undefined) say(`the board offers an illegal move ${control.dataset.move}`);
          else if (legal && control.dataset.outcome !== outcome) say(`the board marks ${control.dataset.move} as ${control.dataset.outcome}, it leaves ${outcome}`);
        }
        const boardWords = english(text(board));
        if (boardWords.length) say(`English on the board: ${boardWords.join(' ')}`);

        const rule = view.rule(state, t);
        if (typeof rule !== 'string' || rule.trim() === '' || /[{}]/.test(rule)) say(`the rule line is "${rule}"`);
        if (english(rule).length) say(`English in the rule line: ${rule}`);
        for (const r of legal ?? []) {
          const said = view.describe(r.move, t, state);
          if (typeof said !== 'string' || said.trim() === '' || /[{}]/.test(said)) say(`the move ${moveKey(r.move)} is described as "${said}"`);
          else if (english(said).length) say(`English in a move: ${said}`);
        }
      } catch (error) {
        say(`threw ${error.message}`);
      }
      if (problems.length > 20) break;
    }
    return problems;
  }, { game, lang, states, names: NAMES.source });
}

/** What practice() says of each state as the position a move left: a sentence, in the language. */
export function practiceSays(page, { game, lang, states }) {
  return page.evaluate(async ({ game, lang, states, names }) => {
    const { loadGame } = await import('/www/games/index.js');
    const { translator } = await import('/www/strings/index.js');
    const view = await loadGame(game, lang);
    const t = translator(lang);
    const latin = new RegExp(names, 'g');
    const problems = [];
    for (const state of states) {
      const said = view.practice(state, classify(state), t);
      const restated = /(?:^|(?<![+⊕×−-])[\s(（：:，,])([^\s=()（）：:，,]+) = \1(?=$|[.。,，;；)）]|\s(?![+⊕×−=-]))/.exec(said);
      if (typeof said !== 'string' || said.trim() === '' || /[{}]/.test(said)) problems.push(`${JSON.stringify(state)}: "${said}"`);
      else if (restated || /\w\(s\)/.test(said)) problems.push(`${JSON.stringify(state)}: restated or (s) in "${said}"`);
      else if (lang !== 'en' && /[A-Za-z]{2,}/.test(said.replace(latin, ''))) problems.push(`${JSON.stringify(state)}: English in "${said}"`);
    }
    return problems.slice(0, 10);
  }, { game, lang, states, names: NAMES.source });
}
