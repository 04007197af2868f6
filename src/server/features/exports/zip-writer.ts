import { Readable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

/**
 * A streaming ZIP writer (PKWARE APPNOTE.TXT 6.3.x, sections 4.3 and 4.4): each entry is deflated as its content
 * arrives and written with general-purpose bit 3 (sizes and CRC-32 in a data descriptor after the data), so nothing
 * is held but the central directory (a few dozen bytes an entry). No ZIP64: entries and the archive stay under 4 GB.
 */
export type ZipEntry = { name: string; content: string | AsyncIterable<string> };

const FLAGS = 0x0808; // bit 3: data descriptor; bit 11: names in UTF-8
const DEFLATE = 8;
const VERSION = 20;

function dosTime(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

function localHeader(name: Buffer, time: number, day: number) {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(time, 10);
  b.writeUInt16LE(day, 12);
  // CRC-32 and sizes (14-25) are zero: they follow the data in the descriptor.
  b.writeUInt16LE(name.length, 26);
  return Buffer.concat([b, name]);
}

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

function centralEntry(e: Written, time: number, day: number) {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(time, 12);
  b.writeUInt16LE(day, 14);
  b.writeUInt32LE(e.crc >>> 0, 16);
  b.writeUInt32LE(e.compressed, 20);
  b.writeUInt32LE(e.size, 24);
  b.writeUInt16LE(e.name.length, 28);
  b.writeUInt32LE(e.offset, 42);
  return Buffer.concat([b, e.name]);
}

async function* textChunks(content: ZipEntry['content']) {
  if (typeof content === 'string') yield content;
  else yield* content;
}

/** The archive's bytes, entry by entry, as the reader asks for them. */
export async function* zipBytes(entries: ZipEntry[], now = new Date()): AsyncGenerator<Buffer> {
  const { time, day } = dosTime(now);
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name, time, day);
    yield header;
    const record: Written = { name, crc: 0, compressed: 0, size: 0, offset };
    offset += header.length;
    const plain = Readable.from(
      (async function* () {
        for await (const text of textChunks(entry.content)) {
          const bytes = Buffer.from(text, 'utf8');
          record.crc = crc32(bytes, record.crc);
          record.size += bytes.length;
          yield bytes;
        }
      })(),
    );
    for await (const chunk of plain.pipe(createDeflateRaw()) as AsyncIterable<Buffer>) {
      record.compressed += chunk.length;
      yield chunk;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(record.crc >>> 0, 4);
    descriptor.writeUInt32LE(record.compressed, 8);
    descriptor.writeUInt32LE(record.size, 12);
    yield descriptor;
    offset += record.compressed + descriptor.length;
    written.push(record);
  }
  const directory = Buffer.concat(written.map((e) => centralEntry(e, time, day)));
  yield directory;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield end;
}
