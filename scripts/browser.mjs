// Starts the static server on a free port and Debian's Chromium through
// playwright-core; records console errors and any request off the origin.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from './serve.mjs';
import { root } from './tools.mjs';

export const artifacts = path.join(root, 'test-results');

export async function openBrowser() {
  const server = await serve(0);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
    ],
  });
  mkdirSync(artifacts, { recursive: true });
  // Contexts shared by the pages of the same options that open() makes, by those options.
  const shared = new Map();
  /** `page`, recording console errors, page errors and requests off the origin in `page.problems`. */
  const watched = (page) => {
    page.problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) page.problems.push(`request off the origin: ${url}`);
    });
    return page;
  };
  return {
    origin,
    browser,
    /** A new page in a context of its own (an empty cache, its own storage) that records problems (`page.problems`). */
    async page(options = {}) {
      const context = await browser.newContext(options);
      return watched(await context.newPage());
    },
    /**
     * A new page that records problems, in the context of the pages opened
     * with the same options before it: they share its cache, so a page
     * visited again keeps what it compiled.
     */
    async sharedPage(options = {}) {
      const key = JSON.stringify(options);
      if (!shared.has(key)) {
        const made = browser.newContext(options);
        shared.set(key, made);
        (await made).on('close', () => shared.delete(key));
      }
      return watched(await (await shared.get(key)).newPage());
    },
    /** Serves `body` as an HTML page of this origin, test-results/`name`.html, on `page`, and opens it. */
    async html(page, name, body, headers = {}) {
      const url = `${origin}/test-results/${name}.html`;
      await page.route(url, (route) => route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers,
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body>${body}</body></html>`,
      }));
      await page.goto(url);
    },
    /** The playground at `query` in `page`, once its solver has loaded (a page of one context keeps the files it loaded). */
    async visit(page, query = '') {
      await page.goto(`${origin}/index.html${query}`);
      await page.evaluate(() => window.nimlab.ready);
      return page;
    },
    /** The playground at `query` in a new page (of the context shared by these options), once its solver has loaded. */
    async open(query = '', options = {}) {
      return this.visit(await this.sharedPage({ viewport: { width: 1200, height: 900 }, ...options }), query);
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
