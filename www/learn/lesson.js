// One lesson on the page: its steps as a list (each [data-step] with
// data-done, the current one aria-current="step"), the current step drawn in
// full (its words, then its board, figure or task), and Next ([data-next]),
// which goes on once the step is done or when it only tells. Steps are drawn
// when shown, never before: a step ahead holds its task (data-task) and
// nothing else. What is done is kept (progress.js) and the step shown is in
// the URL (&step=n, from 1).
import { h } from '../page/dom.js';
import { LESSONS, keyOf } from './lessons.js';
import { drawGame, drawTask } from './task.js';
import { lessonProgress, markStepDone, markStepShown } from './progress.js';

/** A step's words: paragraphs separated by a blank line. */
const paragraphs = (text) => text.split(/\n\n+/).map((p) => h('p', {}, p));

/** The text of `key` in `t`, or null when the strings have none. */
const optional = (t, key) => {
  const text = t(key);
  return text === key ? null : text;
};

/** The words naming the articles a lesson follows. */
export function sourceLine(lesson, t) {
  if (!lesson.articles.length) return t('learnSourceTheory');
  return t('learnSource', { articles: lesson.articles.map((key) => t(key)).join(t('learnArticleSeparator')) });
}

/**
 * Draws the lesson `lesson` into `main`, at step `at` (from 0).
 * `page`: {api, lang, t, go(url)} (go: another view of learn.html).
 */
export function drawLesson(main, lesson, at, page) {
  const { t } = page;
  const key = keyOf(lesson);
  const count = lesson.steps.length;
  let current = null;
  let handle = null;
  let drawing = 0;

  const title = h('h2', { id: 'lesson-title', tabindex: -1 }, t(`${key}_title`));
  const list = h('ol', { class: 'steps' });
  const nav = h('nav', { class: 'step-nav', 'aria-label': t('learnStepsNav') });
  const items = lesson.steps.map((step, i) => {
    const item = h('li', { class: 'step', dataset: { step: String(i) }, hidden: true });
    if (step.task) item.dataset.task = JSON.stringify(step.task);
    list.append(item);
    return item;
  });
  const dots = lesson.steps.map((_, i) => h('button', { type: 'button', class: 'dot', onclick: () => show(i, true) }, String(i + 1)));
  nav.append(...dots);
  main.replaceChildren(
    h('p', { class: 'crumbs' }, h('a', { href: `learn.html?lang=${page.lang}`, dataset: { lessons: '' } }, t('learnAllLessons'))),
    h('section', { class: 'lesson', 'aria-labelledby': 'lesson-title', dataset: { lessonView: lesson.id } },
      title, h('p', { class: 'source small' }, sourceLine(lesson, t)), nav, list));

  /** The first step not done: every step up to it may be shown. */
  const reachable = () => {
    const { done } = lessonProgress(lesson.id);
    const next = lesson.steps.findIndex((_, i) => !done.includes(i));
    return next === -1 ? count - 1 : next;
  };

  function mark() {
    const { done } = lessonProgress(lesson.id);
    const open = reachable();
    items.forEach((item, i) => {
      item.dataset.done = String(done.includes(i));
      if (i === current) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    });
    dots.forEach((dot, i) => {
      const isDone = done.includes(i);
      dot.disabled = i > open && !isDone;
      dot.classList.toggle('done', isDone);
      if (i === current) dot.setAttribute('aria-current', 'step');
      else dot.removeAttribute('aria-current');
      dot.setAttribute('aria-label', t(isDone ? 'learnStepDoneLabel' : 'learnStepLabel', { n: String(i + 1), all: String(count) }));
    });
  }

  /** The control that goes on: to the next step, the next lesson, or back to the list. */
  function nextControl(i) {
    const later = LESSONS[LESSONS.indexOf(lesson) + 1];
    const label = i < count - 1 ? t('learnNext') : later ? t('learnNextLesson', { title: t(`${keyOf(later)}_title`) }) : t('learnFinish');
    return h('button', {
      type: 'button', class: 'next', dataset: { next: '' },
      onclick: () => {
        if (!lesson.steps[i].task) markStepDone(lesson.id, i);
        if (i < count - 1) show(i + 1, true);
        else page.go(later ? `learn.html?lesson=${later.id}&lang=${page.lang}` : `learn.html?lang=${page.lang}`);
      },
    }, label);
  }

  async function show(i, focus) {
    if (i === current && handle) return;
    handle?.stop();
    handle = null;
    items[current]?.replaceChildren();
    if (current !== null) items[current].hidden = true;
    current = i;
    drawing += 1;
    const mine = drawing;
    markStepShown(lesson.id, i);
    page.replaceUrl({ lesson: lesson.id, step: String(i + 1) });
    const step = lesson.steps[i];
    const item = items[i];
    const stepKey = `${key}_s${i + 1}`;
    const heading = h('h3', { tabindex: -1 }, t('learnStepLabel', { n: String(i + 1), all: String(count) }));
    const stage = h('div', { class: 'stage' });
    const next = nextControl(i);
    const done = () => lessonProgress(lesson.id).done.includes(i);
    next.disabled = Boolean(step.task) && !done();
    item.replaceChildren(heading, ...paragraphs(t(stepKey)), stage, h('p', { class: 'step-next' }, next));
    item.hidden = false;
    mark();
    if (focus) heading.focus();
    let drawn = null;
    try {
      if (step.task) {
        drawn = await drawTask(stage, step.task, {
          ...page,
          hint: optional(t, `${stepKey}_hint`),
          done: optional(t, `${stepKey}_done`),
          onSolved: () => {
            markStepDone(lesson.id, i);
            next.disabled = false;
            mark();
            next.focus();
          },
        });
      } else if (step.play) {
        drawn = await drawGame(stage, step.play, { ...page, skill: step.skill });
      } else if (step.figure) {
        stage.replaceChildren(h('p', { class: 'small' }, t('learnWorking')));
        // A figure's module loads with the first step that has one.
        const { drawFigure } = await import('./figures.js');
        const figure = await drawFigure(step.figure, page.lang, t);
        if (mine === drawing) stage.replaceChildren(figure ?? '');
      }
    } catch (error) {
      if (mine === drawing) page.showError(stage, error);
    }
    // A step left while it was being drawn lets go of what it drew.
    if (mine === drawing) handle = drawn;
    else drawn?.stop();
  }

  show(Math.min(Math.max(at, 0), count - 1), false);
  return { stop: () => handle?.stop() };
}
