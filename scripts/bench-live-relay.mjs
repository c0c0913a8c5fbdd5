// The floor for scripts/bench-live.mjs: a bare `ws` server that holds the same sockets and pushes each
// message it is handed over HTTP (POST, `{ members, message }`) to the sockets of those members, with
// nothing else on the way (no database, no checks). `node scripts/bench-live-relay.mjs PORT`.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const byUser = new Map();
const server = http.createServer((request, response) => {
  if (request.method !== 'POST') return response.end('relay');
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const { members, message } = JSON.parse(body);
    const frame = JSON.stringify({ type: 'message', message });
    for (const userId of members) for (const socket of byUser.get(userId) ?? []) socket.send(frame);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(message));
  });
});
// A socket names its person in its first frame, as the server's sockets do with a token.
new WebSocketServer({ server, path: '/msg/websocket' }).on('connection', (socket) => {
  socket.once('message', (data) => {
    const userId = JSON.parse(data.toString()).token;
    const sockets = byUser.get(userId) ?? new Set();
    sockets.add(socket);
    byUser.set(userId, sockets);
    socket.on('close', () => sockets.delete(socket));
    socket.send(JSON.stringify({ type: 'ready', userID: userId }));
  });
});
server.listen(Number(process.argv[2]), '127.0.0.1');
