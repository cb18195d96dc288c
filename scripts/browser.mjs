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
  return {
    origin,
    browser,
    /** A new page that records console errors, page errors and foreign requests. */
    async page(options = {}) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
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
    /** The playground at `query` in a new page, once its solver has loaded. */
    async open(query = '', options = {}) {
      return this.visit(await this.page({ viewport: { width: 1200, height: 900 }, ...options }), query);
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
