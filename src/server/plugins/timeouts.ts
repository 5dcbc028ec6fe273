import http from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * How long a client may take, so that slow or stalled connections (slowloris) cannot hold the server's
 * sockets. Headers and idle keep-alive connections are Node's own timeouts. A request body cannot have
 * one fixed deadline: a 500 MB site upload over a modest line takes minutes, a JSON body a moment. So a
 * body gets REQUEST_TIMEOUT_MS, and past that may go on only while it arrives at BODY_MIN_BYTES_PER_S on
 * average (a real upload does; a client trickling bytes does not).
 */
export function serverTimeoutOptions(config: Config): Partial<FastifyServerOptions> & { http: http.ServerOptions } {
  return {
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks the headers deadline on this interval (30 s by default, too coarse for a 10 s limit).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.HEADERS_TIMEOUT_MS / 4))),
    },
    // Node's whole-request deadline would cut big uploads; the body watchdog below replaces it.
    requestTimeout: 0,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // A socket with no traffic either way (a client that stopped reading its answer): closed.
    connectionTimeout: config.SOCKET_IDLE_TIMEOUT_MS,
    clientErrorHandler,
  };
}

const STATUS_LINE: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
};

/** Errors Node raises before a request exists (timeouts, malformed HTTP): the API's `{ message }` shape. */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = STATUS_LINE[err.code ?? ''] ?? [400, 'Malformed request'];
  answerAndClose(socket, status, message);
}

function answerAndClose(socket: Socket, status: number, message: string, canAnswer = true) {
  // Only on a connection with no answer in progress; either way it is closed.
  if (canAnswer && socket.writable && !(socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage?.headersSent) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

interface Pending {
  request: FastifyRequest;
  reply: FastifyReply;
  socket: Socket;
  startedAt: number;
  startBytes: number;
}

/** Closes connections whose request body arrives too slowly (see serverTimeoutOptions). Answers how many requests it watches. */
export function registerBodyTimeout(app: FastifyInstance, config: Pick<Config, 'REQUEST_TIMEOUT_MS' | 'BODY_MIN_BYTES_PER_S'>): { watching(): number } {
  // By request: an answered request whose body has arrived leaves at once (onResponse below), so a busy
  // server does not keep every request of the last second alive for this check (their garbage then
  // outlived the young generation and cost the garbage collector a share of every request).
  const pending = new Map<FastifyRequest, Pending>();
  let timer: NodeJS.Timeout | undefined;
  const every = Math.max(50, Math.min(1000, Math.floor(config.REQUEST_TIMEOUT_MS / 4)));

  const check = () => {
    const now = Date.now();
    for (const p of pending.values()) {
      // Still watched after an early answer (a 401 before the upload was read): the rest is read and
      // discarded, and a client trickling it must not hold the connection either.
      if (p.request.raw.complete || p.socket.destroyed) {
        pending.delete(p.request);
        continue;
      }
      const elapsed = now - p.startedAt;
      if (elapsed < config.REQUEST_TIMEOUT_MS) continue;
      const rate = ((p.socket.bytesRead - p.startBytes) * 1000) / elapsed;
      if (rate >= config.BODY_MIN_BYTES_PER_S) continue;
      pending.delete(p.request);
      p.request.log.info({ elapsedMs: elapsed, bytesPerSecond: Math.round(rate) }, 'request body too slow: connection closed');
      answerAndClose(p.socket, 408, 'The request took too long to arrive', !p.reply.raw.headersSent);
    }
    if (!pending.size) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    const { headers } = request;
    const hasBody = (headers['content-length'] !== undefined && headers['content-length'] !== '0') || headers['transfer-encoding'] !== undefined;
    // Injected requests (tests) have no network socket; a request without a body has nothing left to wait for.
    if (socket instanceof Socket && hasBody && !request.raw.complete) {
      pending.set(request, { request, reply, socket, startedAt: Date.now(), startBytes: socket.bytesRead });
      timer ??= setInterval(check, every).unref();
    }
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.raw.complete) pending.delete(request);
    done();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    pending.clear();
  });
  return { watching: () => pending.size };
}
