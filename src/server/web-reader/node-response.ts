import type { IncomingMessage } from 'node:http';
import { pipeline, Readable, type Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The encodings a request may accept, the ones toResponse can undo (as fetch does). */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

const NULL_BODY = new Set([101, 204, 205, 304]);

/** Wraps a node:http response as a fetch Response whose body streams (decompressed) as it arrives. */
export function toResponse(res: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  const status = res.statusCode ?? 0;
  if (NULL_BODY.has(status) || method === 'HEAD') {
    res.resume();
    return new Response(null, { status, statusText: res.statusMessage, headers });
  }
  const decoder = decoderFor(headers.get('content-encoding'));
  const body = decoder ? pipeline(res, decoder, () => undefined) : res;
  const stream = Readable.toWeb(body) as NodeReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>;
  return new Response(stream, { status, statusText: res.statusMessage, headers });
}

function decoderFor(encoding: string | null): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}
