// The playground's own words (the page, the set-up form, the console box, the
// Embed dialog), kept beside it in strings/<lang>/playground.js: a part of the
// strings that loadStrings (strings/index.js) takes, as the Lab does too.
export const PLAYGROUND = { name: 'playground', load: (lang) => import(`./strings/${lang}/playground.js`) };
