// Serves a production build on 127.0.0.1 the way a static host does: the site under /Pulsarr/,
// brotli/gzip compression done once per file, long caching for hashed assets, and the 404 page
// for unknown paths.
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import { promisify } from 'node:util';
import compressible from 'compressible';
import handler from 'serve-handler';

const BASE = '/Pulsarr/';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding a static host would send for this Accept-Encoding header: brotli, then gzip. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses each response body once, at the highest quality, and answers later requests from
 * memory: what a static host (or a CDN) does with precompressed files. Compressing on every
 * request at brotli 11 would take seconds for the larger files and make the server, not the
 * site, the slowest part of every measurement.
 */
function compressOnce() {
  /** @type {Map<string, Promise<Buffer>>} */
  const cache = new Map();
  const compress = (encoding, body) =>
    encoding === 'br'
      ? brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzip(body, { level: 9 });

  return (req, res, next) => {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding || req.method !== 'GET' || req.headers.range) {
      next();
      return;
    }
    const key = `${encoding} ${req.url}`;
    const writeHead = res.writeHead.bind(res);
    const end = res.end.bind(res);
    const chunks = [];
    let status;
    let headers = {};
    res.writeHead = (code, headersArgument) => {
      status = code;
      headers = { ...headersArgument };
      return res;
    };
    res.write = (chunk, chunkEncoding) => {
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8'),
      );
      return true;
    };
    res.end = (chunk, chunkEncoding) => {
      if (chunk && typeof chunk !== 'function') res.write(chunk, chunkEncoding);
      const body = Buffer.concat(chunks);
      const all = { ...Object.fromEntries(Object.entries(res.getHeaders())), ...headers };
      const type = String(Object.entries(all).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '');
      status ??= res.statusCode;
      if (body.length === 0 || !compressible(type)) {
        writeHead(status, headers);
        end(body);
        return res;
      }
      // Status and body of a path never change while a build is served, so the key is the request.
      let compressed = cache.get(key);
      if (!compressed) {
        compressed = compress(encoding, body);
        cache.set(key, compressed);
      }
      compressed.then(
        (data) => {
          for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
          res.removeHeader('Content-Length');
          writeHead(status, {
            ...headers,
            'Content-Encoding': encoding,
            'Content-Length': data.length,
            Vary: 'Accept-Encoding',
          });
          end(data);
        },
        (error) => {
          cache.delete(key);
          res.destroy(error);
        },
      );
      return res;
    };
    next();
  };
}

/**
 * @param {{ dir: string, port?: number, onRequest?: (url: string) => void }} options `onRequest` hears the
 *   path of every request, for tests that check what a client asked for.
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ dir, port = 0, onRequest }) {
  const root = path.resolve(dir);
  const compress = compressOnce();
  const server = http.createServer((req, res) => {
    onRequest?.(req.url ?? '');
    compress(req, res, () => {
      if (!req.url?.startsWith(BASE)) {
        // The host's root belongs to someone else (a GitHub Pages user site): "/" leads to the
        // docs, anything else there, /robots.txt included, is not ours and not found.
        if (req.url === '/') {
          res.statusCode = 302;
          res.setHeader('Location', BASE);
        } else {
          res.statusCode = 404;
        }
        res.end();
        return;
      }
      req.url = req.url.slice(BASE.length - 1);
      handler(req, res, {
        public: root,
        cleanUrls: true,
        trailingSlash: false,
        headers: [
          { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        ],
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        origin: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
