import { describe, expect, it } from 'vitest';
import { isShoutingColumn, properCaseName } from './proper-case';

describe('properCaseName', () => {
  it('title-cases ALL-CAPS company names the way people write them', () => {
    const cases: [string, string][] = [
      ['ALBERTSONS COS.', 'Albertsons Cos.'],
      ['LABORATORY CORP. OF AMERICA', 'Laboratory Corp. of America'],
      ["MCDONALD'S", "McDonald's"],
      ["O'REILLY AUTOMOTIVE", "O'Reilly Automotive"],
      ["DICK'S SPORTING GOODS", "Dick's Sporting Goods"],
      ["LAND O'LAKES", "Land O'Lakes"],
      ['SHERWIN-WILLIAMS', 'Sherwin-Williams'],
      ['FREEPORT-MCMORAN', 'Freeport-McMoran'],
      ['AMAZON.COM', 'Amazon.com'],
      ['THRIVENT FINANCIAL FOR LUTHERANS', 'Thrivent Financial for Lutherans'],
      ['THE HOME DEPOT', 'The Home Depot'],
      ['DR PEPPER SNAPPLE GROUP', 'Dr Pepper Snapple Group'],
      ['ST. JUDE MEDICAL', 'St. Jude Medical'],
      ['PAYPAL HOLDINGS', 'PayPal Holdings'],
      ['  ACME    ROBOTICS  ', 'Acme Robotics'],
    ];
    for (const [input, output] of cases) expect(properCaseName(input), input).toBe(output);
  });

  it('keeps acronyms, initials, ampersand names and numbers', () => {
    const cases: [string, string][] = [
      ['IBM', 'IBM'],
      ['AT&T', 'AT&T'],
      ['3M', '3M'],
      ['BB&T CORP.', 'BB&T Corp.'],
      ['J.B. HUNT TRANSPORT SERVICES', 'J.B. Hunt Transport Services'],
      ['PNC FINANCIAL SERVICES GROUP', 'PNC Financial Services Group'],
      ['CH2M HILL', 'CH2M Hill'],
      ['L-3 COMMUNICATIONS', 'L-3 Communications'],
      ['PHILLIPS 66', 'Phillips 66'],
      ['US FOODS HOLDING', 'US Foods Holding'],
      ['MCI', 'MCI'],
      ['S&P GLOBAL', 'S&P Global'],
    ];
    for (const [input, output] of cases) expect(properCaseName(input), input).toBe(output);
  });

  it('leaves mixed-case names alone', () => {
    for (const name of ['theDailyMuse', 'eBay', 'AbbVie', 'A. O. Smith', 'PIxate', 'iHeartMedia'])
      expect(properCaseName(name)).toBe(name);
  });

  it('title-cases people without the company acronym rules', () => {
    expect(properCaseName('GRACE HOPPER', 'person')).toBe('Grace Hopper');
    expect(properCaseName("SHAQUILLE O'NEAL", 'person')).toBe("Shaquille O'Neal");
    expect(properCaseName('MARTIN LUTHER KING JR', 'person')).toBe('Martin Luther King Jr');
    expect(properCaseName('JOHN D. ROCKEFELLER III', 'person')).toBe('John D. Rockefeller III');
    expect(properCaseName('TSZ LAM', 'person')).toBe('Tsz Lam');
  });
});

describe('isShoutingColumn', () => {
  it('is true only when most names are ALL CAPS', () => {
    expect(isShoutingColumn(['ALBERTSONS COS.', 'MICRON TECHNOLOGY', '3M', ''])).toBe(true);
    expect(isShoutingColumn(['Adobe', 'EMC', 'IBM', 'Apple', 'Intel'])).toBe(false);
    expect(isShoutingColumn(['', null, undefined, '123'])).toBe(false);
  });
});
