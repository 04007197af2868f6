import { describe, expect, it } from 'vitest';
import { CONFIG_FIELDS } from '#domain/workflow';
import {
  analysisBody,
  analysisCompleteDescription,
  countByFit,
  filterByFit,
  fitFilterLabel,
  FIT_FILTERS,
  incompleteDescription,
  missingConfigLabels,
  sizeLabel,
  sortByFit,
  sourceLabel,
  toggleTileFilter,
  websiteHref,
  websiteLabel,
  type TargetOrganization,
} from './targeting-helpers';

const org = (name: string, fitScore: number, fitCategory: TargetOrganization['fitCategory']) => ({
  name,
  fitScore,
  fitCategory,
});
const ORGS = [
  org('Gamma', 40, 'okay'),
  org('Alpha', 90, 'great'),
  org('Beta', 90, 'great'),
  org('Delta', 60, 'good'),
  org('Eps', 10, 'poor'),
  org('Zeta', 80, 'great'),
];

describe('countByFit', () => {
  it('counts every category and all', () => {
    expect(countByFit(ORGS)).toEqual({ all: 6, great: 3, good: 1, okay: 1, poor: 1 });
    expect(countByFit([])).toEqual({ all: 0, great: 0, good: 0, okay: 0, poor: 0 });
  });
});

describe('filterByFit and sortByFit', () => {
  it('keeps one category, or all', () => {
    expect(filterByFit(ORGS, 'great').map((o) => o.name)).toEqual(['Alpha', 'Beta', 'Zeta']);
    expect(filterByFit(ORGS, 'all')).toHaveLength(6);
    expect(filterByFit(ORGS, 'all')).not.toBe(ORGS);
  });

  it('orders by fit score descending, ties in the server order (more evidence first), without mutating', () => {
    const before = ORGS.map((o) => o.name);
    expect(sortByFit(ORGS).map((o) => o.name)).toEqual(['Alpha', 'Beta', 'Zeta', 'Delta', 'Gamma', 'Eps']);
    expect(sortByFit([org('Zulu', 70, 'good'), org('Able', 70, 'good')]).map((o) => o.name)).toEqual(['Zulu', 'Able']);
    expect(ORGS.map((o) => o.name)).toEqual(before);
  });
});

describe('toggleTileFilter', () => {
  it('selects a category, and the active tile returns to all', () => {
    expect(toggleTileFilter('all', 'great')).toBe('great');
    expect(toggleTileFilter('good', 'great')).toBe('great');
    expect(toggleTileFilter('great', 'great')).toBe('all');
  });
});

describe('fit filter labels', () => {
  it('reads All then the four categories', () => {
    expect(FIT_FILTERS.map(fitFilterLabel)).toEqual(['All', 'Great Fit', 'Good Fit', 'Okay Fit', 'Poor Fit']);
  });
});

describe('missingConfigLabels and incompleteDescription', () => {
  it('names the blank required fields', () => {
    expect(
      missingConfigLabels({ productName: 'A', productUrl: '', productDescription: null, targetMarket: 'SaaS' }),
    ).toEqual(['Product URL', 'Product Description']);
    expect(
      missingConfigLabels({ productName: 'A', productUrl: 'u', productDescription: 'd', targetMarket: 't' }),
    ).toEqual([]);
  });

  it('joins them in a sentence', () => {
    expect(incompleteDescription(['Target Market'])).toBe(
      'Please fill in Target Market in the AI configuration on the dashboard.',
    );
    expect(incompleteDescription(['Product Name', 'Product URL', 'Target Market'])).toBe(
      'Please fill in Product Name, Product URL and Target Market in the AI configuration on the dashboard.',
    );
  });
});

describe('display helpers', () => {
  it('formats the size from the range and the head count', () => {
    expect(sizeLabel({ sizeRange: '1001-5000', employeeCount: 3200 })).toBe('1001-5000 employees (3,200)');
    expect(sizeLabel({ sizeRange: '51-200', employeeCount: null })).toBe('51-200 employees');
    expect(sizeLabel({ sizeRange: null, employeeCount: 12 })).toBe('12 employees');
    expect(sizeLabel({ sizeRange: null, employeeCount: null })).toBeNull();
  });

  it('links only http(s) websites, adding https to bare domains', () => {
    expect(websiteHref('stripe.com')).toBe('https://stripe.com/');
    expect(websiteHref('http://www.acme.io/about')).toBe('http://www.acme.io/about');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteLabel('https://www.stripe.com/')).toBe('stripe.com');
  });

  it('tags the source and words the completion toast', () => {
    expect(sourceLabel('directory')).toBe('Directory');
    expect(sourceLabel('import')).toBe('Imported');
    expect(analysisCompleteDescription(12)).toBe('Found 12 organizations.');
  });
});

describe('analysisBody', () => {
  it('sends the source and exactly the configuration fields', () => {
    const body = analysisBody({ productName: 'DocuFlow', id: 'session-1', status: 'configured' } as never, 'directory');
    expect(Object.keys(body)).toEqual(['source', ...CONFIG_FIELDS]);
    expect(body).toMatchObject({ source: 'directory', productName: 'DocuFlow', competitors: '' });
  });
});
