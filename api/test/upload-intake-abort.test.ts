import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { receiveUpload } from '../src/uploads/intake.ts';

// A client that hangs up while the server is still deciding whether to read its upload (looking up its
// session, say) must not leave a request reading forever: each would hold its closure and socket state
// until the process restarts, and an attacker could open them by the thousand for the price of a hang-up.
let server: Server;
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

it('refuses, and settles, an upload whose client left before its body was read', async () => {
  const outcome = new Promise<unknown>((resolve) => {
    server = createServer((req: IncomingMessage) => {
      // The route's own awaits happen here; the client is gone by the time it reads the body.
      req.once('close', () => {
        receiveUpload(req, { maxBytes: 1024 }).then(resolve, resolve);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/upload',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '100000' },
  });
  client.on('error', () => undefined);
  client.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n');
  // Hang up once the server has the request.
  server.once('request', () => client.destroy());
  expect(await outcome).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The upload was interrupted.' });
});
