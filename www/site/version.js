// The package's version, as package.json says it (tests/node/package.test.mjs
// holds them equal): the Embed dialog pins the CDN address to it, so a page
// gets the element's JS and its wasm of one version.
export const version = '0.2.0';
