import { describe, expect, it } from 'vitest';
import {
  containsPhrase,
  currencyAmounts,
  extractNumbers,
  nameKey,
  numbersSupported,
  stripUnsupportedCurrency,
  valueSupported,
} from './grounding';

describe('extractNumbers', () => {
  it('normalises separators, decimals and scale words', () => {
    expect(extractNumbers('1,200 staff, $12.5M ARR, 3k users, 2 billion rows, founded 2012')).toEqual([
      1200, 12_500_000, 3000, 2_000_000_000, 2012,
    ]);
  });

  it('ignores digits inside words', () => {
    expect(extractNumbers('B2B SaaS on S3 in Q4')).toEqual([]);
  });
});

describe('numbersSupported', () => {
  it('matches the same amount written differently', () => {
    expect(numbersSupported('$40M', 'raised $40 million in Series C')).toBe(true);
    expect(numbersSupported('1200 employees', 'we employ 1,200 people')).toBe(true);
  });

  it('rejects a number the text does not contain', () => {
    expect(numbersSupported('$50M revenue', 'raised $40 million')).toBe(false);
  });
});

describe('containsPhrase', () => {
  it('is case-, accent- and whitespace-insensitive on word boundaries', () => {
    expect(containsPhrase('Teams switch from  GLOBEX and José Núñez', 'globex')).toBe(true);
    expect(containsPhrase('Led by José Núñez', 'Jose Nunez')).toBe(true);
    expect(containsPhrase('Globexia is different', 'Globex')).toBe(false);
    expect(containsPhrase('anything', '  ')).toBe(false);
  });
});

describe('valueSupported', () => {
  const page = 'Founded in 2012 and headquartered in Austin, Texas, we employ 1,200 people in retail analytics.';

  it('accepts values whose numbers or words are on the page', () => {
    expect(valueSupported('2012', page)).toBe(true);
    expect(valueSupported('1200 employees', page)).toBe(true);
    expect(valueSupported('Austin, Texas', page)).toBe(true);
    expect(valueSupported('Retail analytics', page)).toBe(true);
  });

  it('rejects invented numbers and words', () => {
    expect(valueSupported('$300M', page)).toBe(false);
    expect(valueSupported('2010', page)).toBe(false);
    expect(valueSupported('Dallas, Texas', page)).toBe(false);
    expect(valueSupported('', page)).toBe(false);
  });
});

describe('currency', () => {
  it('finds currency amounts in several notations', () => {
    expect(currencyAmounts('Save $50,000 or €2M, maybe 10 million USD; 40 people')).toEqual([
      '$50,000',
      '€2M',
      '10 million USD',
    ]);
  });

  it('drops only the sentences with amounts the sources lack', () => {
    const text = 'They raised $40M last year. This could save them $2M annually. Demand is growing.';
    expect(stripUnsupportedCurrency(text, 'raised $40 million')).toBe('They raised $40M last year. Demand is growing.');
  });

  it('keeps line structure of text without amounts', () => {
    expect(stripUnsupportedCurrency('Subject: Hi\n\nBody line.', '')).toBe('Subject: Hi\n\nBody line.');
  });
});

describe('nameKey', () => {
  it('folds case, accents and punctuation', () => {
    expect(nameKey('  José  NÚÑEZ, ')).toBe('jose nunez');
    expect(nameKey('Dr. Jane Doe')).toBe(nameKey('Jane Doe'));
  });
});
