// The Lab's own words, kept beside it in strings/<lang>/: its rule view
// (`lab`) and its atlas (`atlas`), parts of the strings that loadStrings
// (strings/index.js) takes.
export const LAB = { name: 'lab', load: (lang) => import(`./strings/${lang}/lab.js`) };
export const ATLAS = { name: 'atlas', load: (lang) => import(`./strings/${lang}/atlas.js`) };
