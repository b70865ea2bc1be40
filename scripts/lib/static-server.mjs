// Serves a production build on 127.0.0.1 the way a static host does: the site under /Pulsarr/,
// brotli/gzip compression, long caching for hashed assets, and the 404 page for unknown paths.
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const BASE = '/Pulsarr/';

/**
 * @param {{ dir: string, port?: number }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ dir, port = 0 }) {
  const root = path.resolve(dir);
  // Static hosts compress their files once, at the highest brotli quality (the package's default is 4).
  const compress = compression({ threshold: 0, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } });
  const server = http.createServer((req, res) => {
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
        headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
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
