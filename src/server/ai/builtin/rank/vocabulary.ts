import { isTokenChar } from './tokenize';

const lowerCode = (c: number) =>
  c < 128 ? (c >= 65 && c <= 90 ? c + 32 : c) : c < 192 ? c : String.fromCharCode(c).toLowerCase().charCodeAt(0);

/**
 * Word → term-id table for scanning many texts without allocating: words are hashed while the text
 * is walked char by char, so a string is only created the first time a word is seen. Two independent
 * 32-bit hashes (FNV-1a and a multiplicative one) identify a word; a 64-bit collision is negligible
 * next to the cost of comparing characters. `resolve` maps a new lower-case word to an id
 * (≥ 0 query term, −1 other word, −2 stop word).
 */
export class Vocabulary {
  private keys: (string | undefined)[] = new Array(4096);
  private hashes = new Int32Array(4096);
  private hashes2 = new Int32Array(4096);
  private ids = new Int32Array(4096);
  private size = 0;

  constructor(private readonly resolve: (word: string) => number) {}

  /** Calls `hit(id, word)` for each word with id ≥ 0; returns the count of non-stop words. */
  scan(text: string, hit: (id: number, word: string) => void): number {
    let len = 0;
    let start = -1;
    let h = 0;
    let h2 = 0;
    const n = text.length;
    for (let i = 0; i <= n; i++) {
      const c = i < n ? lowerCode(text.charCodeAt(i)) : 32;
      if (isTokenChar(c)) {
        if (start < 0) {
          start = i;
          h = 0x811c9dc5;
          h2 = 7;
        }
        h = Math.imul(h ^ c, 16777619);
        h2 = (Math.imul(h2, 31) + c) | 0;
        continue;
      }
      if (start < 0) continue;
      if (i - start > 1) {
        const slot = this.find(text, start, i, h, h2 ^ Math.imul(i - start, 0x9e3779b1));
        const id = this.ids[slot]!;
        if (id !== -2) {
          len++;
          if (id >= 0) hit(id, this.keys[slot]!);
        }
      }
      start = -1;
    }
    return len;
  }

  private find(text: string, start: number, end: number, h: number, h2: number): number {
    const mask = this.keys.length - 1;
    const { hashes, hashes2, keys } = this;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      if (hashes[slot] === h && hashes2[slot] === h2 && keys[slot] !== undefined) return slot;
      if (keys[slot] === undefined) return this.insert(text.slice(start, end).toLowerCase(), h, h2);
    }
  }

  private insert(word: string, h: number, h2: number): number {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let slot = h & mask;
    while (this.keys[slot] !== undefined) slot = (slot + 1) & mask;
    this.keys[slot] = word;
    this.hashes[slot] = h;
    this.hashes2[slot] = h2;
    this.ids[slot] = this.resolve(word);
    this.size++;
    return slot;
  }

  private grow(): void {
    const { keys, hashes, hashes2, ids } = this;
    this.keys = new Array(keys.length * 2);
    this.hashes = new Int32Array(keys.length * 2);
    this.hashes2 = new Int32Array(keys.length * 2);
    this.ids = new Int32Array(keys.length * 2);
    const mask = this.keys.length - 1;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === undefined) continue;
      let slot = hashes[i]! & mask;
      while (this.keys[slot] !== undefined) slot = (slot + 1) & mask;
      this.keys[slot] = keys[i];
      this.hashes[slot] = hashes[i]!;
      this.hashes2[slot] = hashes2[i]!;
      this.ids[slot] = ids[i]!;
    }
  }
}
