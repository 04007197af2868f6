import { describe, expect, it } from 'vitest';
import { whyThisContact } from './why-contact';

describe('whyThisContact', () => {
  it('leaves out a reason that restates the introduction, keeps the ones that add something', () => {
    expect(
      whyThisContact('Daniel Okafor is CTO & Co-founder at Brightpath (executive level).', [
        'CTO & Co-founder (executive level). The title matches "CTOs" in your key decision makers.',
        'The title matches "CTOs" in your key decision makers.',
      ]),
    ).toBe(
      'Daniel Okafor is CTO & Co-founder at Brightpath (executive level). The title matches "CTOs" in your key decision makers.',
    );
  });

  it('keeps the introduction alone when the reasons add nothing', () => {
    expect(
      whyThisContact('Ada is VP Engineering at Acme (director level).', ['VP Engineering (director level).', '']),
    ).toBe('Ada is VP Engineering at Acme (director level).');
  });
});
