// scripts/serve.mjs: a malformed escape answers 400 and the server goes on;
// the root check compares whole path segments; the element's files carry
// CORS headers, as a CDN sends them; any request, however malformed, gets a
// 4xx and the server goes on; a method other than GET and HEAD (and the CORS
// preflight's OPTIONS) gets 405.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { serve } from '../../scripts/serve.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'nimlab-serve-'));
const base = path.join(dir, 'nimlab');
let server;
let port;

// A raw request: `fetch` would normalise the path before it leaves.
function get(rawPath, method = 'GET', headers = {}) {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

before(async () => {
  mkdirSync(path.join(base, 'www'), { recursive: true });
  writeFileSync(path.join(base, 'index.html'), '<p>the playground</p>');
  writeFileSync(path.join(base, 'www', 'nimlab-game.js'), 'export {};');
  // A sibling whose name begins with the root's name.
  mkdirSync(path.join(dir, 'nimlab-private'));
  writeFileSync(path.join(dir, 'nimlab-private', 'secret.txt'), 'secret');
  mkdirSync(path.join(base, '.git'));
  writeFileSync(path.join(base, '.git', 'config'), '[core]');
  // Links inside the tree: to a file out of it, to a folder out of it, and to a file in it.
  symlinkSync(path.join(dir, 'nimlab-private', 'secret.txt'), path.join(base, 'www', 'leak.txt'));
  symlinkSync(path.join(dir, 'nimlab-private'), path.join(base, 'www', 'private'));
  symlinkSync(path.join(base, 'www', 'nimlab-game.js'), path.join(base, 'www', 'alias.js'));
  server = await serve(0, '127.0.0.1', base);
  port = server.address().port;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test('a malformed escape answers 400, and the server goes on', async () => {
  for (const bad of ['/%E0%A4%A', '/%', '/www/%zz.js', '/a%00b']) {
    const { status } = await get(bad);
    assert.equal(status, 400, bad);
  }
  const { status, body } = await get('/index.html');
  assert.equal(status, 200);
  assert.equal(body, '<p>the playground</p>');
});

test('a path out of the root is refused, a sibling with the same prefix included', async () => {
  for (const out of ['/..%2fnimlab-private%2fsecret.txt', '/..%2f..%2fetc%2fpasswd', '/.git/config', '/www/..%2f.git%2fconfig']) {
    const { status, body } = await get(out);
    assert.equal(status, 403, out);
    assert.ok(!body.includes('secret'), out);
  }
  assert.equal((await get('/')).status, 200);
  assert.equal((await get('/missing.js')).status, 404);
});

test("the element's files carry CORS headers, as a CDN sends them", async () => {
  const element = await get('/www/nimlab-game.js', 'GET', { origin: 'http://127.0.0.1:1' });
  assert.equal(element.status, 200);
  assert.equal(element.headers['access-control-allow-origin'], '*');
  assert.match(element.headers['content-type'], /^text\/javascript/);
  assert.equal((await get('/www/nimlab-game.js', 'OPTIONS')).headers['access-control-allow-origin'], '*');
  assert.equal((await get('/index.html')).headers['access-control-allow-origin'], undefined);
});

// The bytes of a request as sent, and the status line of the answer.
function raw(text) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let got = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => { got += chunk; });
    socket.on('end', () => resolve(got.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

test('any request, however malformed, gets a 4xx and the server goes on', async () => {
  for (const target of ['//%5B', '//[', '/%5B%5D%', '//%E0%A4%A', '/..%5c..%5c', `/${'a'.repeat(5000)}`]) {
    const { status } = await get(target);
    assert.ok(status >= 400 && status < 500, `${target}: ${status}`);
  }
  // `//` is a path like any other (the root), not a host.
  assert.equal((await get('//')).status, 200);
  // Absolute targets are read for their path; anything else is refused.
  assert.equal((await raw('GET http://127.0.0.1/index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')), 'HTTP/1.1 200 OK');
  for (const line of ['GET * HTTP/1.1', 'GET http://[/ HTTP/1.1', 'GARBAGE', 'GET / HTTP/9.9 extra', 'GET /\x00 HTTP/1.1', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: x']) {
    const status = await raw(`${line}\r\nConnection: close\r\n\r\n`);
    assert.match(status, /^HTTP\/1\.1 4\d\d /, `${JSON.stringify(line)}: ${status}`);
  }
  const { status, body } = await get('/index.html');
  assert.equal(status, 200);
  assert.equal(body, '<p>the playground</p>');
});

test('methods other than GET, HEAD and the CORS preflight get 405', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'PROPFIND']) {
    const { status, headers, body } = await get('/index.html', method);
    assert.equal(status, 405, method);
    assert.equal(headers.allow, 'GET, HEAD, OPTIONS');
    assert.ok(!body.includes('playground'), `${method} answered with the file`);
  }
  assert.equal((await get('/index.html', 'HEAD')).status, 200);
  assert.equal((await get('/www/nimlab-game.js', 'OPTIONS')).status, 204);
});

test('a link inside the tree is served only where it leads inside the tree', async () => {
  for (const out of ['/www/leak.txt', '/www/private/secret.txt']) {
    const { status, body, headers } = await get(out);
    assert.equal(status, 403, out);
    assert.ok(!body.includes('secret'), out);
    assert.equal(headers['access-control-allow-origin'], undefined, out);
  }
  const inside = await get('/www/alias.js');
  assert.equal(inside.status, 200);
  assert.equal(inside.body, 'export {};');
});
