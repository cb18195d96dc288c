// learn.html: the lessons (lesson.js) and the puzzles (puzzles.js). The view
// is in the URL: learn.html lists them, ?lesson=ID&step=n opens a lesson at
// a step, ?view=puzzles&level=n a stream of puzzles, ?puzzle=ID one puzzle;
// ?lang= as on every page (else the language of the page the reader came
// from, else the browser's). The solver's API is on `window` and
// `window.nimlab`, as on the playground (site/boot.js makes nimlab.ready,
// site/ready.js settles it).
import { h } from '../page/dom.js';
import { errorText, loadErrorWords, loadStrings, pickLanguage } from '../strings/index.js';
import { addReloadingPicker } from '../site/reloading-picker.js';
import { solverOnWindow, startPage } from '../site/ready.js';
import { LESSONS, PUZZLE_LEVELS as LEVELS, keyOf, lessonOf } from './lessons.js';
import { LEARN, lessonWords } from './words.js';
import { drawLesson, sourceLine } from './lesson.js';
import { lessonProgress, puzzleScore, resetProgress } from './progress.js';

const query = new URLSearchParams(location.search);
// Without ?lang=, the language of the page the reader came from (the playground's link).
const referrer = document.referrer.startsWith(location.origin) ? new URL(document.referrer).search : '';
const lang = pickLanguage(query.has('lang') ? location.search : referrer);
const $ = (id) => document.getElementById(id);

/** The URL of this view, written back as the reader moves on (a reload reopens it). */
function replaceUrl(params) {
  const search = new URLSearchParams({ ...params, lang });
  history.replaceState(null, '', `learn.html?${search}`);
}

/** The list of lessons, each with its progress, and the puzzles' levels. */
function drawList(main, t) {
  const lessons = LESSONS.map((lesson) => {
    const { done } = lessonProgress(lesson.id);
    const count = lesson.steps.length;
    const finished = lesson.steps.every((_, i) => done.includes(i));
    return h('li', { class: 'lesson-card', dataset: { lesson: lesson.id, done: String(finished) } },
      h('h3', {}, h('a', { href: `learn.html?lesson=${lesson.id}&lang=${lang}` }, t(`${keyOf(lesson)}_title`))),
      h('p', {}, t(`${keyOf(lesson)}_summary`)),
      h('p', { class: 'small' }, sourceLine(lesson, t)),
      h('p', { class: 'small steps-done' }, finished ? t('learnLessonDone') : t('learnStepsDone', { done: String(done.length), all: String(count) })));
  });
  const { solved, tried, streak, best } = puzzleScore();
  const said = h('span', { class: 'small', 'aria-live': 'polite' });
  const reset = h('button', { type: 'button', dataset: { reset: '' } }, t('learnReset'));
  // Two presses: the first asks, the second forgets.
  reset.addEventListener('click', () => {
    if (reset.dataset.asked === undefined) {
      reset.dataset.asked = '';
      reset.textContent = t('learnResetConfirm');
      return;
    }
    resetProgress();
    drawList(main, t);
    main.querySelector('[data-reset]').focus();
    main.querySelector('.progress-said').textContent = t('learnResetDone');
  });
  said.classList.add('progress-said');
  main.replaceChildren(
    h('section', { class: 'lessons', 'aria-labelledby': 'lessons-title' },
      h('h2', { id: 'lessons-title' }, t('learnLessons')),
      h('p', {}, t('learnIntro')),
      h('ol', { class: 'lesson-list' }, lessons)),
    h('section', { class: 'puzzle-levels', 'aria-labelledby': 'levels-title' },
      h('h2', { id: 'levels-title' }, t('learnPuzzles')),
      h('p', {}, t('learnPuzzlesIntro')),
      h('ul', { class: 'levels' }, LEVELS.map((n) => h('li', {}, h('a', { href: `learn.html?view=puzzles&level=${n}&lang=${lang}` }, t('learnLevel', { n: String(n) }))))),
      h('p', { class: 'score', dataset: { score: '' } }, t('learnScore', { solved: String(solved), tried: String(tried), streak: String(streak), best: String(best) }))),
    h('section', { class: 'progress', 'aria-label': t('learnProgress') }, h('p', {}, t('learnProgressKept')), h('p', {}, reset, ' ', said)));
}

await startPage({ failed: 'learnLoadFailed', lang }, async () => {
  const lessonAsked = query.get('lesson');
  const lesson = lessonAsked ? lessonOf(lessonAsked) : null;
  const puzzleView = query.has('puzzle') || query.get('view') === 'puzzles';
  const solver = solverOnWindow();
  const t = await loadStrings(lang, ['board', LEARN, ...(lesson ? [lessonWords(lesson.id)] : [])]);
  document.documentElement.lang = lang;
  addReloadingPicker(lang, 'learnLanguage', t);
  document.title = t('learnTitle');
  $('playground').href = `index.html?lang=${lang}`;
  $('lab').href = `lab.html?lang=${lang}`;
  const main = $('learn');
  const page = {
    api: await solver,
    lang,
    t,
    replaceUrl,
    go: (url) => { location.href = url; },
    // An error in the reader's language, once the words of errors have loaded (they load with the first).
    showError: (where, error) => loadErrorWords(t).then(() => {
      where.replaceChildren(h('p', { class: 'error', role: 'alert' }, errorText(error, t)));
    }),
  };
  if (puzzleView) {
    const level = Number(query.get('level'));
    // The puzzles' module loads with their view only.
    const { drawPuzzles } = await import('./puzzles.js');
    drawPuzzles(main, { level: LEVELS.includes(level) ? level : null, id: query.get('puzzle') }, page);
  } else if (lesson) {
    const step = Number(query.get('step'));
    drawLesson(main, lesson, Number.isInteger(step) && step >= 1 ? step - 1 : lessonProgress(lesson.id).at, page);
  } else {
    drawList(main, t);
    if (lessonAsked) main.prepend(h('p', { class: 'notice', role: 'alert' }, t('learnNoLesson', { id: lessonAsked })));
  }
});
