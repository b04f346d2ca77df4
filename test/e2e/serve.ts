/**
 * A small static server for the production build, as a real host would serve it: correct types
 * (the web app manifest, the service worker), gzip for text, hashed assets cached for a year and
 * everything else revalidated (so a new service worker is found). It binds 127.0.0.1 on a random
 * free port, counts what it serves, and can play dead ("down") to prove the app runs offline.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt']);

export interface ServedRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  readonly origin: string;
  /** Every request answered so far, in order. */
  readonly served: readonly ServedRequest[];
  /** While down, every request is answered 503 (and still recorded). */
  setDown(down: boolean): void;
  /** Serves `body` for `path` instead of the file (e.g. a changed sw.js to offer an update). */
  override(path: string, body: string | Buffer | null): void;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1; port 0 (default) picks a free one. */
export async function serveStatic(root: string, port = 0): Promise<StaticServer> {
  const served: ServedRequest[] = [];
  const overrides = new Map<string, string | Buffer>();
  let down = false;

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<number> => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (down) {
      response.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      response.end('offline (the e2e test switched the server off)');
      return 503;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return 405;
    }
    const relative = path.endsWith('/') ? `${path}index.html` : path;
    const file = normalize(join(root, relative));
    if (!file.startsWith(normalize(root) + sep)) {
      response.writeHead(403);
      response.end();
      return 403;
    }
    const extension = extname(file);
    const override = overrides.get(path);
    let size: number;
    try {
      size = override === undefined ? (await stat(file)).size : Buffer.byteLength(override);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      response.end('not found');
      return 404;
    }
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      // Hashed file names never change content; the rest (index.html, sw.js, the manifest, icons)
      // is revalidated on each visit so an update is seen.
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    if (gzip) headers['content-encoding'] = 'gzip';
    else headers['content-length'] = String(size);
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return 200;
    }
    const source = override === undefined ? createReadStream(file) : null;
    if (gzip) {
      const zip = createGzip();
      zip.pipe(response);
      if (source) source.pipe(zip);
      else zip.end(override);
    } else if (source) {
      source.pipe(response);
    } else {
      response.end(override);
    }
    return 200;
  };

  const server = createServer((request, response) => {
    answer(request, response).then(
      (status) => served.push({ method: request.method ?? 'GET', path: request.url ?? '/', status }),
      (error: unknown) => {
        served.push({ method: request.method ?? 'GET', path: request.url ?? '/', status: 500 });
        if (!response.headersSent) response.writeHead(500);
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${actualPort}`;
  return {
    url: `${origin}/`,
    origin,
    served,
    setDown(value) {
      down = value;
    },
    override(path, body) {
      if (body === null) overrides.delete(path);
      else overrides.set(path, body);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
