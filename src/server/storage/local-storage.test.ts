import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';
import { createLocalStorage, resolveStorageKey } from './local-storage';

describe('local file storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'scoutline-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes and reads files by key, creating folders', async () => {
    const storage = createLocalStorage(root);
    await storage.put('company-1/logo-1.png', Uint8Array.from([1, 2, 3]));
    expect(await storage.get('company-1/logo-1.png')).toEqual(Uint8Array.from([1, 2, 3]));
    await storage.put('company-1/logo-1.png', Uint8Array.from([4]));
    expect(await storage.get('company-1/logo-1.png')).toEqual(Uint8Array.from([4]));
    expect(await storage.get('company-1/missing.png')).toBeNull();
    expect(await storage.get('company-1')).toBeNull();
  });

  it('refuses keys that could leave the root', async () => {
    await writeFile(path.join(path.dirname(root), 'outside.txt'), 'secret').catch(() => undefined);
    for (const key of [
      '../outside.txt',
      'a/../../outside.txt',
      '/etc/passwd',
      'a//b',
      '',
      '.hidden',
      'a/..',
      'a\\..\\b',
      'a/b\0c',
    ]) {
      expect(resolveStorageKey(root, key), key).toBeNull();
    }
    const storage = createLocalStorage(root);
    expect(await storage.get('../outside.txt')).toBeNull();
    await expect(storage.put('../escape.png', Uint8Array.from([1]))).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('detectImageType', () => {
  const bytes = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
  it('knows PNG, JPEG, GIF and WebP by their magic numbers', () => {
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(detectImageType(bytes('GIF87a..'))).toBe('gif');
    expect(detectImageType(bytes('RIFF\0\0\0\0WEBPVP8L'))).toBe('webp');
  });
  it('refuses SVG, HTML, truncated and other RIFF files', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(bytes('<html>'))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x89, 0x50]))).toBeNull();
    expect(detectImageType(bytes('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
