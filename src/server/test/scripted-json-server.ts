import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal } from './listen-local';

/** A request a scripted server received; `body` is the parsed JSON (or the raw text when it was not JSON). */
export type ScriptedRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: any };

/** A running scripted server: its base URL, the requests it saw, the behaviour queue and close(). */
export type ScriptedServer<Behaviour, Request extends ScriptedRequest> = {
  /** Base URL including /v1, for AI_BASE_URL. */
  baseUrl: string;
  requests: Request[];
  enqueue: (...behaviours: Behaviour[]) => void;
  /** Behaviours not yet used. */
  pending: () => number;
  close: () => Promise<void>;
};

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type ScriptedServerOptions<Behaviour, Request extends ScriptedRequest> = {
  /** The one POST path it serves, e.g. /v1/chat/completions. */
  route: string;
  /** Extends the recorded request (e.g. with a slot for the reply). */
  record?: (request: ScriptedRequest) => Request;
  /** Answers another path, or a request arriving after the queue ran out. */
  refuse: (res: ServerResponse, request: Request, reason: 'no route' | 'no behaviour left') => void;
  answer: (res: ServerResponse, behaviour: Behaviour, request: Request) => void;
};

/**
 * A local HTTP server on 127.0.0.1 (random port) that answers POST `route` from a queue of scripted
 * behaviours, one per request and in order; `{ delayMs }` waits first (e.g. to outlast a client timeout).
 */
export async function startScriptedServer<
  Behaviour extends { delayMs?: number },
  Request extends ScriptedRequest = ScriptedRequest,
>(options: ScriptedServerOptions<Behaviour, Request>): Promise<ScriptedServer<Behaviour, Request>> {
  const requests: Request[] = [];
  const queue: Behaviour[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const respond = (res: ServerResponse, behaviour: Behaviour, request: Request) => {
    if (res.destroyed || res.writableEnded) return;
    options.answer(res, behaviour, request);
  };
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const base: ScriptedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: await readBody(req),
      };
      const request = options.record ? options.record(base) : (base as Request);
      requests.push(request);
      if (req.method !== 'POST' || path !== options.route) return options.refuse(res, request, 'no route');
      const behaviour = queue.shift();
      if (!behaviour) return options.refuse(res, request, 'no behaviour left');
      if (!behaviour.delayMs) return respond(res, behaviour, request);
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond(res, behaviour, request);
      }, behaviour.delayMs);
      timers.add(timer);
    })();
  });
  const listening = await listenLocal(server);
  return {
    baseUrl: `http://127.0.0.1:${listening.port}/v1`,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    pending: () => queue.length,
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return listening.close();
    },
  };
}
