import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { createHealthServer } from './health-server.ts';
import { closeServer, listen } from './listener.ts';
import { instrumentWebServer, markRoute } from './metrics.ts';
import { sendText } from './respond.ts';
import { compressBody, narrowAcceptEncoding, negotiateEncoding } from './encoding.ts';
import { renderConfigScript, validateRuntimeConfig } from './runtime-config.ts';
import { securityHeaders } from './security-headers.ts';
import { headTags } from '../src/shell/head-tags.ts';
import { apiQueryFor } from './api-query.ts';
import { createPageHtml } from './page-html.ts';
import { resolvePage } from './page-head.ts';
import { matchPageRoute } from './page-routes.ts';
import { isRoomPath, roomModulePreloads } from './room-preloads.ts';

export interface WebServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /**
   * The private health port serving `/metrics`, `/healthz` and `/readyz` (0 picks a free port). Left
   * out, no second listener starts: for running the app locally, where nothing scrapes it.
   */
  metricsPort?: number;
  host?: string;
  /** The Vite build output (holds index.html and assets/). */
  distDir: string;
  apiUrl: string;
  socketUrl: string;
  /** GraphQL queries as GET in the browser (PUBLIC_GRAPHQL_GET); mutations stay POST. */
  useGetForQueries?: boolean;
  /**
   * The site's public address (PUBLIC_WEB_URL), for canonical and preview URLs in page heads. Left out,
   * the request's Host header stands in for it (local runs, tests).
   */
  publicUrl?: string;
  /**
   * Where this server asks the API for page heads (INTERNAL_API_URL), e.g. the API's in-cluster service;
   * defaults to apiUrl, the browser's address of the API.
   */
  internalApiUrl?: string;
  /** How long a page waits for the API to write its head; past it the generic head is sent. */
  headTimeoutMs?: number;
}

export interface RunningWebServer {
  /** The port actually listened on. */
  port: number;
  /** The health port actually listened on, when one was asked for. */
  metricsPort?: number;
  /** Stops both listeners: stops accepting, lets in-flight responses finish, then drops idle keep-alive connections. */
  close: () => Promise<void>;
}

// Vite puts every content-hashed file under /assets/: its URL changes whenever its bytes do.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, /learn/*.md, preview.png) revalidates on each use so a deploy shows at once.
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: static files (the build's brotli or gzip copy where the client takes one),
 * index.html for page URLs with each page's own head (from the
 * API for games and profiles) and a 404 status for addresses no page answers, `/config.js` generated
 * from the runtime config, and health endpoints; and, on the separate health port, metrics of
 * the main port's requests. `/metrics` is not a page: the public port answers it 404. Importing this
 * module starts nothing.
 */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const config = validateRuntimeConfig({
    apiUrl: options.apiUrl,
    socketUrl: options.socketUrl,
    useGetForQueries: options.useGetForQueries,
  });
  const distDir = resolve(options.distDir);
  // Read once: a missing build should stop start-up, not fail every request.
  const pageHtml = createPageHtml(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const roomPreloads = roomModulePreloads(distDir);
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const headApiUrl = (options.internalApiUrl ?? config.apiUrl).replace(/\/+$/, '');
  const configScript = Buffer.from(renderConfigScript(config));
  const headers = securityHeaders(config);
  let closing = false;

  const files = sirv(distDir, {
    etag: true,
    // Page URLs never map to files (`/privacy` must not find `privacy.html`); the fallback below handles them.
    extensions: [],
    dotfiles: false,
    // The build writes brotli and gzip copies beside each text file (web/build/precompress.ts): sent as the
    // client accepts them, with Vary: Accept-Encoding so a shared cache keeps each coding apart.
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
  });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const pathname = pathnameOf(req.url);
    if (pathname === '/healthz' || pathname === '/readyz') {
      markRoute(res, 'health');
      if (pathname === '/healthz') return sendText(res, 200, 'ok');
      return closing ? sendText(res, 503, 'closing') : sendText(res, 200, 'ok');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    if (pathname === null) return sendText(res, 400, 'Bad Request');
    // Metrics live on the private health port only; here the address is neither a file nor a page.
    if (pathname === '/metrics') return sendText(res, 404, 'Not Found');
    if (pathname === '/config.js') {
      markRoute(res, 'config');
      return sendBody(res, 'text/javascript; charset=utf-8', configScript);
    }
    // The home page is a page like any other, not the file index.html.
    if (pathname === '/' || pathname === '/index.html') {
      markRoute(res, 'page');
      return void sendPage(req, res, '/');
    }
    // A miss under /assets/ stays `asset`: its 4xx rate is how stale chunks after a deploy show up.
    markRoute(res, pathname.startsWith('/assets/') ? 'asset' : 'file');
    // A file listed at start-up can be gone when it is read (files replaced under a running server): its
    // stream's error would otherwise be unhandled and end the process. The request is answered or cut short.
    res.once('pipe', (source) =>
      source.once('error', () => {
        if (!res.headersSent) sendText(res, 404, 'Not Found');
        else res.destroy();
      }),
    );
    narrowAcceptEncoding(req);
    files(req, res, () => {
      if (isPageRequest(req, pathname)) {
        markRoute(res, 'page');
        return void sendPage(req, res, pathname);
      }
      if (!pathname.startsWith('/assets/')) markRoute(res, 'other');
      sendText(res, 404, 'Not Found');
    });
  };

  /** index.html with the page's head, under the page's status: 404 for an address that names nothing. */
  const sendPage = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    try {
      const page = await resolvePage(matchPageRoute(pathname), apiQueryFor(headApiUrl, req, options.headTimeoutMs), config.apiUrl);
      const tags = headTags(page.head, { origin: publicOrigin ?? requestOrigin(req), pathname: page.canonicalPath ?? pathname });
      const notFound = page.status === 404;
      const preloads = !notFound && isRoomPath(pathname) ? roomPreloads : [];
      sendBody(res, 'text/html; charset=utf-8', pageHtml(tags, notFound ? 404 : undefined, preloads), page.status);
    } catch {
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
    }
  };

  const server = createServer(handle);
  instrumentWebServer(server);
  const health = options.metricsPort === undefined ? undefined : createHealthServer({ isClosing: () => closing });
  const port = await listen(server, options.port, options.host);
  let metricsPort: number | undefined;
  try {
    if (health) metricsPort = await listen(health, options.metricsPort!, options.host);
  } catch (error) {
    // A taken health port must not leave the main port open behind a failed start.
    await closeServer(server);
    throw error;
  }

  return {
    port,
    metricsPort,
    close: async () => {
      if (closing) return;
      closing = true;
      await Promise.all([closeServer(server), health ? closeServer(health) : undefined]);
    },
  };
}

/**
 * A page URL gets index.html so the client router can render it (its own 404 page included). Missing
 * files under /assets/ and requests that do not accept HTML (scripts, images, fetches) get a real 404,
 * so a stale chunk never receives HTML that would then be cached as if it were JavaScript.
 */
export function isPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (pathname.startsWith('/assets/')) return false;
  const accept = req.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** The decoded path of a request URL, or null when it cannot be decoded. */
function pathnameOf(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

// A Host header is what the visitor typed; anything that is not a plain host name is not trusted into HTML.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The site's origin as the visitor reached it, for when no public URL is configured. */
function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const protocol = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return HOST.test(host) ? `${protocol}://${host}` : 'http://localhost';
}

/** A generated body (a page, /config.js), compressed as the client accepts it; revalidated on each use. */
function sendBody(res: ServerResponse, contentType: string, body: Buffer, status = 200) {
  if (res.headersSent || res.destroyed) return;
  const sent = compressBody(body, negotiateEncoding(res.req.headers['accept-encoding']));
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': sent.body.length,
    'Cache-Control': REVALIDATE,
    Vary: 'Accept-Encoding',
    ...(sent.coding ? { 'Content-Encoding': sent.coding } : {}),
  });
  res.end(res.req.method === 'HEAD' ? undefined : sent.body);
}
