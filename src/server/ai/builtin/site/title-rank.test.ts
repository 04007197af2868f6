import { describe, expect, it } from 'vitest';
import { REAL_TITLES } from './real-titles.test-data';
import { levelOfTitle, titleRank } from './title-rank';

describe('titleRank on real titles, as people read them', () => {
  it('has at least 200 real titles', () => {
    expect(REAL_TITLES.length).toBeGreaterThanOrEqual(200);
  });

  it('reads every one of them as a person does', () => {
    const wrong = REAL_TITLES.filter(([title, rank]) => titleRank(title) !== rank).map(
      ([title, rank]) => `${title}: ${titleRank(title)}, not ${rank}`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('titleRank rules on small cases', () => {
  it.each([
    ['Executive Chair', 'board_c_level'],
    ['Chair of the Board', 'board_c_level'],
    ['Vice President', 'vp'],
    ['Assistant to the President', 'individual'],
    ['Executive Assistant', 'individual'],
    ['Head of People', 'head'],
    ['Principal Engineer', 'principal_lead'],
    ['Engineering Manager', 'manager'],
    ['Partner Marketing Manager', 'manager'],
    ['Product Owner', 'individual'],
    ['', 'individual'],
    [null, 'individual'],
  ] as const)('%j → %s', (title, rank) => {
    expect(titleRank(title)).toBe(rank);
  });

  it('maps ranks to the four stored levels, senior and staff individual contributors as senior', () => {
    expect(levelOfTitle('Executive Chair')).toBe('executive');
    expect(levelOfTitle('SVP Marketing')).toBe('director');
    expect(levelOfTitle('Head of Engineering')).toBe('director');
    expect(levelOfTitle('Director, Platform')).toBe('director');
    expect(levelOfTitle('Lead Engineer')).toBe('senior');
    expect(levelOfTitle('Customer Success Manager')).toBe('senior');
    expect(levelOfTitle('Senior Software Engineer')).toBe('senior');
    expect(levelOfTitle('Software Engineer')).toBe('other');
    expect(levelOfTitle('Senior Intern')).toBe('other');
  });
});
