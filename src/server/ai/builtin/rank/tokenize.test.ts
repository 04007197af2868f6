import { describe, expect, it } from 'vitest';
import { buildQuery } from './query';
import { synonymsOf } from './synonyms';
import { stem, tokenize } from './tokenize';
import { config } from './test-fixtures';

describe('tokenize', () => {
  it('lower-cases, splits on non-letters, drops stop words and numbers', () => {
    expect(tokenize('The API-first SaaS, for 500 DevOps teams!')).toEqual(['api', 'first', 'saas', 'devop', 'team']);
  });

  it('stems plurals, -ies, -ing and -ed consistently', () => {
    expect(stem('companies')).toBe('company');
    expect(stem('hospitals')).toBe(stem('hospital'));
    expect(stem('banking')).toBe('bank');
    expect(stem('banks')).toBe('bank');
    expect(stem('launched')).toBe('launch');
    expect(stem('services')).toBe(stem('service'));
    expect(stem('saas')).toBe('saas');
    expect(stem('business')).toBe('business');
  });
});

describe('synonyms and query', () => {
  it('relates sales vocabulary both ways', () => {
    expect(synonymsOf('saas')).toContain(stem('software'));
    expect(synonymsOf(stem('software'))).toContain('saas');
    expect(synonymsOf(stem('fintech'))).toEqual(expect.arrayContaining([stem('payments'), stem('banking')]));
    expect(synonymsOf(stem('ecommerce'))).toContain(stem('retail'));
    expect(synonymsOf(stem('healthtech'))).toContain(stem('healthcare'));
    expect(synonymsOf(stem('devops'))).toContain(stem('developer'));
  });

  it('weighs target industries and market above the product description, synonyms at half', () => {
    const q = new Map(
      buildQuery(config({ successIndustries: 'SaaS', productDescription: 'Analytics for companies' })).map((t) => [
        t.stem,
        t,
      ]),
    );
    expect(q.get('saas')).toMatchObject({ weight: 3, viaSynonym: false });
    expect(q.get(stem('software'))).toMatchObject({ weight: 1.5, viaSynonym: true, display: 'saas' });
    expect(q.get(stem('analytics'))!.weight).toBe(1);
    expect(q.has(stem('companies'))).toBe(false);
  });

  it("leaves the product's own name, competitor names and plan words out of the query", () => {
    const q = new Set(
      buildQuery(
        config({
          productName: 'Read the Docs',
          productDescription:
            "Read the Docs is a free alternative to Coal Mine and Dead Man's Snitch, with plans for teams.",
          targetMarket: 'Engineering and docs teams',
          competitors: "Coal Mine, Dead Man's Snitch",
        }),
      )
        .filter((t) => !t.viaSynonym)
        .map((t) => t.stem),
    );
    for (const w of ['read', 'coal', 'mine', 'dead', 'man', 'snitch', 'free', 'alternative', 'plans'])
      expect(q.has(stem(w))).toBe(false);
    for (const w of ['docs', 'engineering']) expect(q.has(stem(w))).toBe(true);
  });
});
