// A worksheet of 100 <nimlab-game> elements: every game, both rules where
// there are two, three languages, four positions of seconds of work. The
// scale test holds it to counts (questions asked, tasks a board takes); the
// long-task benchmark (scripts/bench-longtasks.mjs) times the same page.

const json = (state) => JSON.stringify(state).replace(/'/g, '&#39;');

/** The 100 games of the worksheet. */
export function worksheet() {
  // Seconds of work each, the last on screen.
  const heavy = [
    { game: 'fibonacci-nim', pile: '18446744073709551615', multiplier: 90000 },
    { game: 'grundy', heaps: [30000] },
    { game: 'kayles', rows: [9, 11, 13], misere: true },
    { game: 'octal', code: '0.6', heaps: [20001] },
  ];
  const light = [
    (i) => ({ game: 'nim', heaps: [i % 7 + 1, 3, 5 + (i % 4)], misere: i % 3 === 0 }),
    (i) => ({ game: 'wythoff', heaps: [i % 9, 5 + (i % 11)] }),
    (i) => ({ game: 'subtraction', pile: 10 + i, max: 2 + (i % 4), misere: i % 2 === 0 }),
    (i) => ({ game: 'odd-even', variant: i % 2 ? 'odd-wins' : 'even-wins', pile: 9 + 2 * (i % 8), max: 3, holdings: [0, 0], toMove: 0 }),
    (i) => ({ game: 'fibonacci-nim', pile: 20 + i, multiplier: 2 + (i % 3) }),
    (i) => ({ game: 'dice', pile: 10 + i, top: 1 + (i % 6) }),
    (i) => ({ game: 'kayles', rows: [4 + (i % 9), 3], misere: i % 2 === 1 }),
    (i) => ({ game: 'octal', code: ['0.6', '0.07', '0.137', '4.7'][i % 4], heaps: [8 + (i % 13), 5] }),
    (i) => ({ game: 'grundy', heaps: [7 + (i % 20)] }),
    (i) => ({ game: 'sum', parts: [{ game: 'nim', heaps: [1 + (i % 5)] }, { game: 'kayles', rows: [3 + (i % 6)] }, { game: 'octal', code: '0.6', heaps: [6 + (i % 9)] }] }),
  ];
  const langs = ['en', 'zh-Hant', 'zh-Hans'];
  return Array.from({ length: 100 }, (_, i) => ({
    state: i % 25 === 15 ? heavy[Math.floor(i / 25)] : light[i % light.length](i),
    lang: langs[i % 3],
    hints: i % 8 === 0,
    first: i % 5 === 1,
  }));
}

/**
 * The last ON_TOP elements of the page come first on screen (CSS order), so
 * that answering in the order of the page would answer them last.
 */
export const ON_TOP = 16;

/** The worksheet's page body, the element's module at `script`. */
export const worksheetPage = (games, script = '/www/nimlab-game.js') => `<style>
    body { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); align-items: start; gap: 0 1rem; margin: 0.5rem; }
    nimlab-game:nth-last-of-type(-n+${ON_TOP}) { order: -1; }
  </style>
  <script type="module" src="${script}"></script>
  ${games.map((g, i) => `<nimlab-game id="g${i}" lang="${g.lang}"${g.hints ? ' hints' : ''}${g.first ? ' computer="first"' : ''} state='${json(g.state)}'></nimlab-game>`).join('\n  ')}`;

/**
 * Runs in the page before its scripts: records when each element first
 * shows its verdict (or a refusal), in `window.answered`, every 50 ms until
 * all have, and counts the tasks in which each element's shadow root
 * changed, in `window.boardTasks` (a MutationObserver reports once a task).
 */
export function recordAnswers() {
  window.answered = {};
  window.boardTasks = {};
  const watched = new WeakSet();
  const timer = setInterval(() => {
    const all = document.querySelectorAll('nimlab-game');
    for (const element of all) {
      if (element.shadowRoot && !watched.has(element)) {
        watched.add(element);
        window.boardTasks[element.id] = 0;
        new MutationObserver(() => { window.boardTasks[element.id] += 1; })
          .observe(element.shadowRoot, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      if (!(element.id in window.answered) && element.shadowRoot?.querySelector('#why[data-outcome], .error')) {
        window.answered[element.id] = Math.round(performance.now());
      }
    }
    if (all.length > 0 && Object.keys(window.answered).length === all.length) clearInterval(timer);
  }, 50);
}
