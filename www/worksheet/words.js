// The words a student sees on a worksheet (also in the download), kept beside
// it in strings/<lang>/sheet.js; the builder's are builder.js's WORKSHEET.
export const SHEET = { name: 'sheet', load: (lang) => import(`./strings/${lang}/sheet.js`) };
