import { createSocket } from 'node:dgram';
import type { FakeDnsAnswer } from './fake-dns';

const TYPE = { A: 1, MX: 15 } as const;
const RCODE = { ENOTFOUND: 3, ESERVFAIL: 2, ECONNREFUSED: 5 } as const;

/** "mx.acme.com" as DNS labels (length-prefixed, ending in a zero byte); '' is the root (a null MX). */
function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([
    ...labels.map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, 'ascii')])),
    Buffer.from([0]),
  ]);
}

/** The queried name, type and where the question ends. */
function readQuestion(msg: Buffer) {
  const labels: string[] = [];
  let at = 12;
  while (msg[at]! > 0) {
    labels.push(msg.subarray(at + 1, at + 1 + msg[at]!).toString('ascii'));
    at += msg[at]! + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(at + 1), end: at + 5 };
}

function answerRecord(type: number, rdata: Buffer) {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

/**
 * A DNS server on 127.0.0.1 (UDP, random port) answering MX and A queries from a table, the way the fake
 * resolver does: for tests of the real node:dns path and for local runs (EMAIL_DNS_SERVERS). Never a real DNS.
 */
export async function startFakeDnsServer(
  table: Record<string, FakeDnsAnswer> = {},
  otherwise: FakeDnsAnswer = { mx: ['mx.example.net'] },
) {
  const socket = createSocket('udp4');
  const lookup = (name: string): FakeDnsAnswer =>
    table[name] ??
    (name === 'gmail.com'
      ? { mx: ['gmail-smtp-in.l.google.com'] }
      : name.endsWith('.invalid')
        ? { error: 'ENOTFOUND' }
        : otherwise);
  socket.on('message', (msg, from) => {
    const { name, type, end } = readQuestion(msg);
    const found = lookup(name);
    if (found.error === 'ETIMEOUT') return;
    const records =
      found.error !== undefined
        ? []
        : type === TYPE.MX
          ? (found.mx ?? []).map((host, i) =>
              answerRecord(TYPE.MX, Buffer.concat([Buffer.from([0, 10 * (i + 1)]), encodeName(host)])),
            )
          : type === TYPE.A
            ? (found.a ?? []).map((ip) => answerRecord(TYPE.A, Buffer.from(ip.split('.').map(Number))))
            : [];
    const nxdomain = found.error === undefined && !found.mx && !found.a ? RCODE.ENOTFOUND : 0;
    const rcode = found.error && found.error !== 'ENODATA' ? RCODE[found.error as keyof typeof RCODE] : nxdomain;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(msg.readUInt16BE(0), 0);
    header.writeUInt16BE(0x8180 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(records.length, 6);
    socket.send(Buffer.concat([header, msg.subarray(12, end), ...records]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return { address: `127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}
