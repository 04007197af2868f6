import { describe, expect, it } from 'vitest';
import { inlineSite } from './fixture-sites.test-data';
import { audienceClauses, extractIndustries } from './industries';

const site = (home: string, ...more: { path: string; html: string }[]) =>
  inlineSite([{ path: '/', html: `<title>Docsmith</title>${home}` }, ...more]);

describe('success industries: only where the site says its customers or users are', () => {
  it('ignores industry words in showcases, testimonial titles, FAQs and legal pages', () => {
    const showcase = site(
      '<h2>For open source projects</h2><p>Always free for open source and community projects.</p>' +
        '<h3>Godot Engine</h3><p>Game Engine</p><p>Godot Engine is a free and open source 2D and 3D game engine.</p>' +
        '<h3>Jupyter</h3><p>Data Science Environment</p>' +
        '<blockquote>Docsmith made our builds painless.</blockquote><p>Max Example</p><p>Software and Game Developer</p><p>Scientific Software Developer</p>',
      {
        path: '/enterprise/',
        html: '<h3>Do you sign DPAs?</h3><p>Yes. We will work with your legal team to put the right paperwork in place.</p>',
      },
      {
        path: '/terms/',
        html: '<p>These terms apply to law firms, hospitals and banks.</p>',
      },
    );
    expect(extractIndustries(showcase)).toBe('Open source');
  });

  it('reads industries from "trusted by", "built for", "customers in" and "for …" statements', () => {
    const statements = site(
      '<p>Built for product teams at B2B SaaS companies.</p><p>Trusted by 1,200 companies in fintech, healthcare and e-commerce.</p>' +
        '<p>Our customers include hospitals and law firms.</p><p>Special pricing available for non-profits.</p>',
    );
    expect(extractIndustries(statements).split(', ').sort()).toEqual([
      'Financial services',
      'Healthcare',
      'Legal',
      'Non-profit',
      'Retail & e-commerce',
      'Software & SaaS',
    ]);
  });

  it('cuts an audience clause at the end of its clause', () => {
    expect(
      audienceClauses('We build tools. Trusted by teams in fintech and retail; our office is in a gaming district.'),
    ).toEqual(['Trusted by teams in fintech and retail']);
    expect(audienceClauses('Godot Engine is a 2D and 3D game engine.')).toEqual([]);
  });
});
