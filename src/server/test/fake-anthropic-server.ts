import type { ServerResponse } from 'node:http';
import { sendJson, startScriptedServer, type ScriptedRequest, type ScriptedServer } from './scripted-json-server';

/**
 * One scripted answer, used by one request (in order):
 * `{ json }` → the structured answer in the form the request asked for: a `tool_use` block of the forced
 * `json` tool when the request declares one (the AI SDK's jsonTool mode), else a text block holding
 * JSON.stringify(json) (output_config.format json_schema mode); `{ text }` → one text block as given;
 * `{ status, errorType?, message?, body?, headers? }` → that HTTP error, by default in Anthropic's shape
 * `{ type: 'error', error: { type, message } }`; `{ raw }` → a 200 whose body is not a message;
 * `{ delayMs }` waits first (alone: then an empty text answer), e.g. to outlast a client timeout.
 */
export type FakeAnthropicBehaviour = {
  json?: unknown;
  text?: string;
  status?: number;
  errorType?: string;
  message?: string;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: string;
  delayMs?: number;
};

/**
 * A request the fake received; `body` is the parsed JSON (or the raw text when it was not JSON);
 * `reply` is the status and body it answered with (unset while a delayed answer is pending).
 */
export type FakeAnthropicRequest = ScriptedRequest & { reply?: { status: number; body: any } };

/** The running fake: its base URL (including /v1: the SDK appends /messages), the requests it saw, the behaviour queue and close(). */
export type FakeAnthropicServer = ScriptedServer<FakeAnthropicBehaviour, FakeAnthropicRequest>;

/** Anthropic's error `type` for an HTTP status (https://docs.anthropic.com/en/api/errors). */
export function anthropicErrorType(status: number): string {
  const types: Record<number, string> = {
    400: 'invalid_request_error',
    401: 'authentication_error',
    402: 'billing_error',
    403: 'permission_error',
    404: 'not_found_error',
    413: 'request_too_large',
    429: 'rate_limit_error',
    504: 'timeout_error',
    529: 'overloaded_error',
  };
  return types[status] ?? 'api_error';
}

let sequence = 0;
const fakeId = (prefix: string) => `${prefix}_fake${(++sequence).toString().padStart(6, '0')}`;

/** Answers like Anthropic (with a request-id) and notes the reply on the recorded request. */
const reply = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  request?: FakeAnthropicRequest,
) => {
  if (request) request.reply = { status, body };
  sendJson(res, status, body, { 'request-id': fakeId('req'), ...headers });
};

const errorBody = (type: string, message: string) => ({ type: 'error', error: { type, message } });

type ContentBlock = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: unknown };

/** A Messages API response (non-streaming) with the given content blocks. */
function message(model: string, content: ContentBlock[]) {
  const outputTokens = Math.max(1, Math.ceil(JSON.stringify(content).length / 4));
  return {
    id: fakeId('msg'),
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: 100,
      output_tokens: outputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

/** The forced tool the request declares (tool_choice `tool` or `any` with a single tool), if any. */
function forcedToolName(body: any): string | undefined {
  const tools: any[] = Array.isArray(body?.tools) ? body.tools : [];
  const choice = body?.tool_choice;
  if (choice?.type === 'tool') return choice.name;
  if (choice?.type === 'any' && tools.length === 1) return tools[0]?.name;
  return undefined;
}

function content(behaviour: FakeAnthropicBehaviour, body: any): ContentBlock[] {
  if (behaviour.json === undefined) return [{ type: 'text', text: behaviour.text ?? '' }];
  const tool = forcedToolName(body);
  if (tool) return [{ type: 'tool_use', id: fakeId('toolu'), name: tool, input: behaviour.json }];
  return [{ type: 'text', text: JSON.stringify(behaviour.json) }];
}

function answer(res: ServerResponse, behaviour: FakeAnthropicBehaviour, request: FakeAnthropicRequest): void {
  const { body } = request;
  if (behaviour.status !== undefined) {
    const type = behaviour.errorType ?? anthropicErrorType(behaviour.status);
    const fallback = errorBody(type, behaviour.message ?? `fake ${type} (${behaviour.status})`);
    return reply(res, behaviour.status, behaviour.body ?? fallback, behaviour.headers, request);
  }
  if (behaviour.raw !== undefined) return reply(res, 200, behaviour.raw, behaviour.headers, request);
  const model = typeof body?.model === 'string' ? body.model : 'fake-model';
  reply(res, 200, message(model, content(behaviour, body)), behaviour.headers, request);
}

/** A fake Anthropic Messages API on 127.0.0.1 (random port): POST /v1/messages answers from a queue. */
export function startFakeAnthropicServer(): Promise<FakeAnthropicServer> {
  return startScriptedServer<FakeAnthropicBehaviour, FakeAnthropicRequest>({
    route: '/v1/messages',
    refuse: (res, request, reason) =>
      reason === 'no route'
        ? reply(res, 404, errorBody('not_found_error', `no route ${request.method} ${request.path}`), {}, request)
        : reply(res, 500, errorBody('api_error', 'fake-anthropic-server: no scripted behaviour left'), {}, request),
    answer,
  });
}
