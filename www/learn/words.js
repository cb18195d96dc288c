// The words of learn.html, kept beside it in strings/<lang>/: the page's own
// (`learn`: the lists, the questions, the replies, the lessons' titles) and
// each lesson's steps (`lesson-<id>`), loaded with the lesson.
export const LEARN = { name: 'learn', load: (lang) => import(`./strings/${lang}/learn.js`) };

/** The words of the lesson `id`'s steps. */
export const lessonWords = (id) => ({ name: `lesson-${id}`, load: (lang) => import(`./strings/${lang}/lesson-${id}.js`) });
