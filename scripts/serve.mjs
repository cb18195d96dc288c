// A small static server for the repository root, with the right type for
// .wasm so that the browser can stream-compile it. Binds to localhost only.
// The element's files (everything under /www/, and under /dist/www/, the
// minified site) carry
// `Access-Control-Allow-Origin: *`, as a CDN sends them, so that a page on
// another local origin can load `<nimlab-game>` from here.
import { createServer } from 'node:http';
import { createReadStream, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './tools.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ts': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

const CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

/** Whether `file` is `base` or below it, by whole path segments. */
function within(base, file) {
  const inside = path.relative(base, file);
  return !(inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside));
}

/**
 * The file under `base` that `pathname` (still percent-encoded) names, or
 * `{status}` when it names none: 400 for an escape that does not decode,
 * 403 for a path outside `base` or into `.git`.
 */
export function resolvePath(base, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  const file = path.join(base, decoded);
  // Whole segments: `/work/main2` is not inside `/work/main`.
  if (!within(base, file)) return { status: 403 };
  const inside = path.relative(base, file);
  if (inside.split(path.sep).includes('.git')) return { status: 403 };
  const parts = inside.split(path.sep);
  return { file, www: parts[0] === 'www' || (parts[0] === 'dist' && parts[1] === 'www') };
}

function answer(response, status, text, headers = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/**
 * The path of a request's target, still percent-encoded: up to its query for
 * the usual `/path?query` (`//x` is a path, not a host, as `new URL` would
 * read it), the URL's path for an absolute target; `null` for anything else.
 */
function pathOf(target = '/') {
  if (target.startsWith('/')) return target.split(/[?#]/, 1)[0];
  try {
    return new URL(target).pathname;
  } catch {
    return null;
  }
}

/** Starts the server on `base` (the repository root); resolves to it once it listens. */
export function serve(port = 8080, host = '127.0.0.1', base = root) {
  const server = createServer((request, response) => {
    try {
      handle(base, request, response);
    } catch {
      // Whatever a request holds, it ends this answer, never the server.
      if (!response.headersSent) answer(response, 400, 'bad request');
      else response.destroy();
    }
  });
  // A request line Node cannot parse: a 400 where the socket still takes one.
  server.on('clientError', (error, socket) => {
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function handle(base, request, response) {
  const { method } = request;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    answer(response, 405, 'method not allowed: the server only reads files', { allow: 'GET, HEAD, OPTIONS' });
    return;
  }
  const pathname = pathOf(request.url);
  const found = pathname === null ? { status: 400 } : resolvePath(base, pathname);
  if (found.status) {
    answer(response, found.status, found.status === 400 ? 'bad request: malformed path' : 'forbidden');
    return;
  }
  const cors = found.www ? CORS : {};
  if (method === 'OPTIONS') {
    response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, HEAD' }).end();
    return;
  }
  let file = found.file;
  let stats;
  try {
    if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
    stats = statSync(file);
    if (!stats.isFile()) throw new Error('not a file');
  } catch {
    answer(response, 404, 'not found', cors);
    return;
  }
  // A link inside the tree may point out of it: what is served is where the
  // link leads, and that must be inside the tree too.
  if (!within(realpathSync(base), realpathSync(file))) {
    answer(response, 403, 'forbidden');
    return;
  }
  // Asked again, a file not changed since is a 304: the browser keeps what it
  // compiled of it (the wasm, the modules) instead of compiling it anew.
  const tag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  const validators = { etag: tag, 'cache-control': 'no-cache', ...cors };
  if (request.headers['if-none-match'] === tag) {
    response.writeHead(304, validators).end();
    return;
  }
  response.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-length': stats.size,
    ...validators,
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // A file that vanishes between stat and read ends this answer, not the server.
  createReadStream(file).on('error', () => response.destroy()).pipe(response);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 8080);
  await serve(port);
  console.log(`nimlab is at http://localhost:${port}/ (Ctrl-C stops it)`);
}
