import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { renderMetrics } from './metrics.ts';
import { sendText } from './respond.ts';

/**
 * The web server's private listener (the "health port", METRICS_PORT): `/metrics` for Prometheus, and
 * `/healthz` and `/readyz` like the main port, so probes may use either. It is never routed by the
 * Ingress; the chart exposes it only to the ServiceMonitor and to networkPolicy.metricsFrom.
 */
export function createHealthServer(state: { isClosing: () => boolean }): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/healthz') return sendText(res, 200, 'ok');
    if (pathname === '/readyz') return state.isClosing() ? sendText(res, 503, 'closing') : sendText(res, 200, 'ok');
    if (pathname !== '/metrics') return sendText(res, 404, 'Not Found');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed');
    }
    renderMetrics().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => sendText(res, 500, 'metrics unavailable'),
    );
  });
}
