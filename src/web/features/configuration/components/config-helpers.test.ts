import { describe, expect, it } from 'vitest';
import { CONFIG_FIELDS } from '#domain/workflow';
import { ApiError } from '../../../lib/api';
import { serverMessage, ServerRefusal } from '../../../lib/server-message';
import {
  autoFillDescription,
  CONFIG_FIELD_META,
  EMPTY_CONFIG,
  initialAutoFillUrl,
  isRequiredField,
  mergeAutoFill,
  missingRequiredFields,
  toFormValues,
} from './config-helpers';

describe('CONFIG_FIELD_META', () => {
  it('labels every field with the spec names, the two first single-line', () => {
    expect(CONFIG_FIELDS.map((f) => CONFIG_FIELD_META[f].label)).toEqual([
      'Product Name',
      'Product URL',
      'Product Description',
      'Target Market',
      'Success Industries',
      'Key Decision Makers',
      'Sales Cycle',
      'Pricing Model',
      'Metrics/KPIs',
      'Overall Feedback',
      'Competitors',
    ]);
    expect(CONFIG_FIELDS.filter((f) => !CONFIG_FIELD_META[f].multiline)).toEqual(['productName', 'productUrl']);
  });

  it('marks the four required fields', () => {
    expect(CONFIG_FIELDS.filter(isRequiredField)).toEqual([
      'productName',
      'productUrl',
      'productDescription',
      'targetMarket',
    ]);
  });
});

describe('toFormValues', () => {
  it('turns nulls and absent fields into empty strings and drops extra keys', () => {
    const values = toFormValues({ productName: 'DocuFlow', competitors: null });
    expect(values).toEqual({ ...EMPTY_CONFIG, productName: 'DocuFlow' });
    expect(toFormValues(null)).toEqual(EMPTY_CONFIG);
    expect(Object.keys(toFormValues({ id: 'x' } as never))).toEqual([...CONFIG_FIELDS]);
  });
});

describe('missingRequiredFields', () => {
  it('lists blank or whitespace-only required fields in form order', () => {
    expect(missingRequiredFields(EMPTY_CONFIG)).toEqual([
      'productName',
      'productUrl',
      'productDescription',
      'targetMarket',
    ]);
    expect(
      missingRequiredFields({ ...EMPTY_CONFIG, productName: 'A', productUrl: '  ', targetMarket: 'SaaS' }),
    ).toEqual(['productUrl', 'productDescription']);
  });

  it('is empty when the four are there, whatever the optional ones hold', () => {
    expect(
      missingRequiredFields({
        ...EMPTY_CONFIG,
        productName: 'A',
        productUrl: 'https://a.io',
        productDescription: 'd',
        targetMarket: 't',
      }),
    ).toEqual([]);
  });
});

describe('mergeAutoFill', () => {
  const current = { ...EMPTY_CONFIG, productName: 'Typed by me', salesCycle: '3 months' };

  it('fills only the non-empty returned fields and keeps the rest', () => {
    const { values, filled } = mergeAutoFill(current, {
      productName: 'DocuFlow',
      productDescription: '  Docs platform  ',
      salesCycle: '',
      competitors: '   ',
      pricingModel: null,
      unknownField: 'ignored',
    });
    expect(filled).toEqual(['productName', 'productDescription']);
    expect(values).toEqual({ ...current, productName: 'DocuFlow', productDescription: 'Docs platform' });
  });

  it('fills nothing from an empty config and does not mutate the input', () => {
    const copy = { ...current };
    expect(mergeAutoFill(current, {}).filled).toEqual([]);
    expect(current).toEqual(copy);
  });
});

describe('autoFillDescription', () => {
  it('counts the filled fields', () => {
    expect(autoFillDescription(9)).toBe('Filled 9 fields from your website. Please review them before saving.');
    expect(autoFillDescription(1)).toBe('Filled 1 field from your website. Please review it before saving.');
  });
});

describe('initialAutoFillUrl', () => {
  it('prefers the saved product URL, then the sign-up website', () => {
    expect(initialAutoFillUrl('https://docuflow.io', 'https://other.io')).toBe('https://docuflow.io');
    expect(initialAutoFillUrl('  ', 'https://other.io')).toBe('https://other.io');
    expect(initialAutoFillUrl(null, null)).toBe('');
  });
});

describe('serverMessage', () => {
  it('uses the message of a 4xx answer and of a refusal', () => {
    expect(serverMessage(new ApiError(402, 'Insufficient credits', { message: 'Insufficient credits' }))).toBe(
      'Insufficient credits',
    );
    expect(serverMessage(new ServerRefusal('Could not read the website'))).toBe('Could not read the website');
  });

  it('ignores generic 5xx bodies, bodies without a message and other errors', () => {
    expect(serverMessage(new ApiError(500, 'Something went wrong.', { message: 'Something went wrong.' }))).toBeNull();
    expect(serverMessage(new ApiError(404, 'Request failed (404)', null))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
