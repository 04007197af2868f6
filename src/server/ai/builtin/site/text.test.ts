import { describe, expect, it } from 'vitest';
import { clip, humanList, joinWithin, splitSentences } from './text';

describe('splitSentences', () => {
  it('splits at sentence ends and lines, not at abbreviations or initials', () => {
    expect(
      splitSentences(
        'He earned his M.S. in computer science at U.C. Berkeley. Then he joined AeroFS! Did it work?\nNew line here',
      ),
    ).toEqual([
      'He earned his M.S. in computer science at U.C. Berkeley.',
      'Then he joined AeroFS!',
      'Did it work?',
      'New line here',
    ]);
    expect(splitSentences('Mark S. Miller designed E. Dr. Smith agreed.')).toEqual([
      'Mark S. Miller designed E. Dr. Smith agreed.',
    ]);
    expect(splitSentences('Priced at $10/user/month. Special pricing for non-profits.')).toEqual([
      'Priced at $10/user/month.',
      'Special pricing for non-profits.',
    ]);
  });
});

describe('text helpers', () => {
  it('clips at a word boundary with an ellipsis', () => {
    expect(clip('one two three four', 12)).toBe('one two…');
    expect(clip('short', 12)).toBe('short');
  });

  it('joins values while they fit', () => {
    expect(joinWithin(['aaaa', 'bbbb', 'cccc'], '; ', 10)).toBe('aaaa; bbbb');
  });

  it('writes human lists', () => {
    expect(humanList(['a'])).toBe('a');
    expect(humanList(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
