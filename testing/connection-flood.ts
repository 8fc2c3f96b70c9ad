// A flood of idle connections, run as its own process so the test's own file descriptors are not the
// limit: `node --import tsx testing/connection-flood.ts <tcp|ws> <host> <port> <count>`.
//   tcp: TCP connections that never send a byte (a slowloris, or clients that vanished mid-connect).
//   ws:  WebSocket upgrades to /socket that, once upgraded, never say hello.
// Prints one JSON line when every connection has been tried ({tried, open, upgraded, refused: {status:
// count}, closedByServer, errors}) and another with the same counts when stdin closes, then exits.
import { connect, type Socket } from 'node:net';

const [mode, host, portText, countText] = process.argv.slice(2);
const port = Number(portText);
const count = Number(countText);
const IN_FLIGHT = 200;

const counts = { tried: 0, open: 0, upgraded: 0, refused: {} as Record<string, number>, closedByServer: 0, errors: 0 };
const sockets = new Set<Socket>();
let stopping = false;

function openOne(): Promise<void> {
  return new Promise((resolve) => {
    counts.tried += 1;
    const socket = connect({ host, port });
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    socket.on('error', () => {
      counts.errors += 1;
      settle();
    });
    socket.on('close', () => {
      if (sockets.delete(socket) && !stopping) counts.closedByServer += 1;
      counts.open = sockets.size;
      settle();
    });
    socket.on('connect', () => {
      sockets.add(socket);
      counts.open = sockets.size;
      if (mode === 'tcp') return settle();
      socket.write(
        `GET /socket HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      let head = '';
      const onData = (chunk: Buffer) => {
        head += chunk.toString('latin1');
        if (!head.includes('\r\n')) return;
        socket.off('data', onData);
        const status = head.split(' ')[1] ?? '?';
        if (status === '101') counts.upgraded += 1;
        else counts.refused[status] = (counts.refused[status] ?? 0) + 1;
        // Keep reading (and ignoring) whatever the server sends, as a real peer's kernel would.
        socket.resume();
        settle();
      };
      socket.on('data', onData);
    });
  });
}

let next = 0;
async function worker(): Promise<void> {
  while (next < count) {
    next += 1;
    await openOne();
  }
}
await Promise.all(Array.from({ length: IN_FLIGHT }, () => worker()));
console.log(JSON.stringify({ phase: 'tried', ...counts }));

process.stdin.resume();
process.stdin.on('end', () => {
  stopping = true;
  console.log(JSON.stringify({ phase: 'stopped', ...counts }));
  for (const socket of sockets) socket.destroy();
  process.exit(0);
});
