import { describe, expect, it } from 'vitest';
import type { PersonProfile } from '../../../providers/types';
import {
  educationLine,
  employmentLine,
  filledFields,
  mergeSections,
  profileDate,
  providerSections,
} from './enrichment-sections';

const AT = '2026-11-25T10:00:00.000Z';
const profile = (over: Partial<PersonProfile>): PersonProfile => ({
  provider: 'apollo',
  recordId: 'r1',
  name: 'Maria Costa',
  email: null,
  linkedinUrl: null,
  location: null,
  employment: [],
  education: [],
  skills: [],
  fetchedAt: AT,
  ...over,
});
const page = { source: 'web', label: 'brightpath.example/team', url: 'https://brightpath.example/team', at: AT };

describe('people-provider sections in words', () => {
  it('writes dates and periods as the provider gave them, inventing none', () => {
    expect(profileDate('2021-03-01')).toBe('Mar 2021');
    expect(profileDate('2016-06')).toBe('Jun 2016');
    expect(profileDate('2008')).toBe('2008');
    expect(profileDate(null)).toBeNull();
    const job = {
      organization: 'Apollo',
      title: 'Founder & CEO',
      startDate: '2016-01-01',
      endDate: null,
      current: true,
    };
    expect(employmentLine(job)).toBe('Founder & CEO, Apollo · Jan 2016 – present');
    expect(employmentLine({ ...job, current: false })).toBe('Founder & CEO, Apollo · from Jan 2016');
    expect(employmentLine({ ...job, startDate: null, current: false })).toBe('Founder & CEO, Apollo');
    expect(
      educationLine({
        school: 'Rice University',
        degrees: ['bachelors'],
        majors: ['economics'],
        startDate: '2008',
        endDate: '2012',
      }),
    ).toBe('Rice University · bachelors, economics · 2008 – 2012');
    expect(educationLine({ school: 'INSEAD', degrees: [], majors: [], startDate: null, endDate: null })).toBe('INSEAD');
  });

  it('takes each section from the first provider that said something, with that provider as its source', () => {
    const apollo = profile({
      employment: [{ organization: 'Acme', title: 'CTO', startDate: null, endDate: null, current: true }],
      location: 'Austin, Texas',
    });
    const pdl = profile({
      provider: 'pdl',
      recordId: null,
      employment: [{ organization: 'Other', title: 'CTO', startDate: null, endDate: null, current: true }],
      education: [{ school: 'Rice University', degrees: [], majors: [], startDate: null, endDate: null }],
      skills: ['python', 'python', 'sql'],
    });
    const s = providerSections([
      { profile: apollo, at: AT },
      { profile: pdl, at: '2026-11-01T00:00:00.000Z' },
    ]);
    expect(s.professionalBackground).toEqual({
      text: 'CTO, Acme · current',
      source: { source: 'apollo', label: 'Apollo', recordId: 'r1', at: AT },
    });
    expect(s.educationBackground?.source).toEqual({
      source: 'pdl',
      label: 'People Data Labs',
      at: '2026-11-01T00:00:00.000Z',
    });
    expect(s.skillsExpertise?.text).toBe('python, sql');
    expect(s.location?.text).toBe('Austin, Texas');
    expect(providerSections([{ profile: profile({}), at: AT }])).toEqual({
      professionalBackground: null,
      educationBackground: null,
      skillsExpertise: null,
      location: null,
    });
  });

  it('puts the provider part before what the pages said, each with its own source; empty stays empty', () => {
    const s = providerSections([
      {
        profile: profile({
          skills: ['saas'],
          employment: [{ organization: 'Acme', title: null, startDate: null, endDate: null, current: false }],
        }),
        at: AT,
      },
    ]);
    const { texts, sources } = mergeSections(
      {
        professionalBackground: 'She founded Brightpath.',
        companyContext: 'CEO at Brightpath.',
        educationBackground: '  ',
      },
      { professionalBackground: [page], companyContext: [page] },
      s,
    );
    expect(texts).toEqual({
      professionalBackground: 'Acme\n\nShe founded Brightpath.',
      educationBackground: null,
      skillsExpertise: 'saas',
      recentAchievements: null,
      companyContext: 'CEO at Brightpath.',
      personalInterests: null,
    });
    expect(sources.professionalBackground!.map((x) => x.source)).toEqual(['apollo', 'web']);
    expect(sources.skillsExpertise!.map((x) => x.source)).toEqual(['apollo']);
    expect(sources.educationBackground).toBeUndefined();
  });

  it('fills the location only where the contact has none, keeping the other fields’ sources', () => {
    const s = providerSections([{ profile: profile({ location: 'Austin, Texas' }), at: AT }]);
    const title = { source: 'web', label: 'x', at: AT };
    expect(filledFields({ location: null, fieldSources: { title } }, s)).toEqual({
      location: 'Austin, Texas',
      fieldSources: { title, location: { source: 'apollo', label: 'Apollo', recordId: 'r1', at: AT } },
    });
    expect(filledFields({ location: 'Lisbon', fieldSources: {} }, s)).toEqual({});
  });
});
