import type { ServerResponse } from 'node:http';
import { sendJson, startScriptedServer, type ScriptedRequest, type ScriptedServer } from './scripted-json-server';

/**
 * One scripted answer, used by one request (in order):
 * `{ json }` → a chat completion whose content is JSON.stringify(json); `{ text }` → content as given;
 * `{ status, body, headers }` → that HTTP error; `{ raw }` → a 200 whose body is not a chat completion;
 * `{ delayMs }` waits first (alone: then an empty completion), e.g. to outlast a client timeout.
 */
export type FakeBehaviour = {
  json?: unknown;
  text?: string;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: string;
  delayMs?: number;
};

/** A request the fake received; `body` is the parsed JSON (or the raw text when it was not JSON). */
export type FakeRequest = ScriptedRequest;

/** The running fake: its base URL, the requests it saw, the behaviour queue and close(). */
export type FakeOpenAiServer = ScriptedServer<FakeBehaviour, FakeRequest>;

function completion(model: string, content: string) {
  const completionTokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-fake-${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: completionTokens, total_tokens: 100 + completionTokens },
  };
}

function answer(res: ServerResponse, behaviour: FakeBehaviour, request: FakeRequest): void {
  const model = typeof request.body?.model === 'string' ? request.body.model : 'fake-model';
  if (behaviour.status !== undefined) {
    const body = behaviour.body ?? {
      error: { message: `fake error ${behaviour.status}`, type: 'fake_error', code: null },
    };
    return sendJson(res, behaviour.status, body, behaviour.headers);
  }
  if (behaviour.raw !== undefined) return sendJson(res, 200, behaviour.raw, behaviour.headers);
  const content = behaviour.json !== undefined ? JSON.stringify(behaviour.json) : (behaviour.text ?? '');
  sendJson(res, 200, completion(model, content), behaviour.headers);
}

/** A fake OpenAI-compatible server on 127.0.0.1 (random port): POST /v1/chat/completions answers from a queue. */
export function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  return startScriptedServer<FakeBehaviour>({
    route: '/v1/chat/completions',
    refuse: (res, request, reason) =>
      sendJson(res, reason === 'no route' ? 404 : 500, {
        error: {
          message:
            reason === 'no route'
              ? `no route ${request.method} ${request.path}`
              : 'fake-openai-server: no scripted behaviour left',
        },
      }),
    answer,
  });
}
