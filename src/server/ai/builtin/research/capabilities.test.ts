import { describe, expect, it } from 'vitest';
import { config } from '../rank/test-fixtures';
import { nameFeature, parseCategory, productCapabilities } from './capabilities';
import { clip, phraseList } from './sources';

const names = (productName: string, productDescription: string) =>
  productCapabilities(config({ productName, productDescription })).map((c) => c.name);

describe('product capabilities, named like a sales engineer would', () => {
  it('names feature-list items cleanly, with the product category filling in what they are about', () => {
    expect(
      names(
        'Docsmith',
        'Docsmith is a documentation building and hosting platform aimed at helping developers creating documentation from code with versioned documentation, integrated search, pull request previews and more.',
      ),
    ).toEqual(['Versioned documentation hosting', 'Integrated docs search', 'Pull request previews']);
    expect(
      names(
        'DocuFlow',
        'Developer documentation platform that turns OpenAPI specs into interactive API reference docs with search and analytics.',
      ),
    ).toEqual(['Interactive API reference docs', 'Docs search', 'Docs analytics']);
  });

  it('turns imperative headlines and descriptive adjectives into capability names, and skips positioning', () => {
    expect(
      names(
        'pingcron',
        "Monitor and Get Notified When Your Cron Jobs Fail. Free alternative to Cronitor and Dead Man's Snitch. pingcron is a free and open source service.",
      ),
    ).toEqual(['Cron job monitoring', 'Cron job failure alerts']);
    expect(
      names(
        'Hostbox',
        'Hostbox is a self-hostable web productivity suite. Real-time collaborative web productivity suite behind the firewall.',
      ),
    ).toEqual(['Self-hosted web productivity suite', 'Real-time collaboration behind the firewall']);
    expect(
      names('CareSync', 'Hospital scheduling and patient flow software that reduces wait times and nurse overtime.'),
    ).toEqual(['Hospital scheduling', 'Patient flow']);
  });

  it('never returns "and more", a sentence or a name longer than six words', () => {
    for (const description of [
      'Widgets.',
      'A tool with logs, traces, metrics, and much more.',
      'We help companies of every size grow faster with our amazing platform that does everything you need.',
    ]) {
      for (const name of names('Acme', description)) {
        expect(name).not.toMatch(/\band (?:much )?more\b|[.!?]$/);
        expect(name.split(/\s+/).length).toBeLessThanOrEqual(6);
      }
    }
  });

  it('parses a product category and names one feature', () => {
    expect(parseCategory('a documentation building and hosting platform')).toEqual({
      object: 'documentation',
      activities: ['building', 'hosting'],
    });
    expect(nameFeature('real-time analytics', { object: 'product', activities: [] })).toBe(
      'Real-time product analytics',
    );
    expect(nameFeature('pull request previews and more', { object: 'documentation', activities: ['hosting'] })).toBe(
      'Pull request previews',
    );
  });
});

describe('clip', () => {
  it('cuts at a word boundary, never inside a word', () => {
    const text = 'Their profile mentions integrations with every major identity provider and directory service';
    for (let max = 10; max < text.length; max += 7) {
      const out = clip(text, max);
      expect(out.length).toBeLessThanOrEqual(max + 1);
      const kept = out.replace(/…$/, '');
      expect(text.startsWith(kept)).toBe(true);
      expect(text[kept.length] === undefined || text[kept.length] === ' ').toBe(true);
    }
    expect(clip('short', 10)).toBe('short');
  });

  it('shows matched words as the reader sees them', () => {
    expect(phraseList(['source', 'open', 'code'], 'It is open source if you can run modified code.')).toBe(
      'open source and code',
    );
    expect(phraseList(['pull', 'request'], 'Submit a pull request to the docs!')).toBe('pull request');
  });
});
