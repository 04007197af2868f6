/**
 * The career of a fake person as enrichment providers document it: Apollo's people/match `employment_history`
 * (api_fixtures/apollo/samples/v1_people_match…) and PDL's person record `experience`, `education`, `skills`
 * (api_fixtures/peopledatalabs/common-types.d.ts). Invented, the same for the same person in both fakes.
 */
import type { FakePerson } from './fake-people';

const EARLIER = ['Northwind Traders', 'Globex Systems', 'Initech'];
const SCHOOLS = ['University of Texas at Austin', 'Rice University', 'Baylor University'];
const SKILLS = [
  ['saas', 'team leadership', 'b2b sales'],
  ['kubernetes', 'platform engineering', 'python'],
];

const indexOf = (p: FakePerson) => Number(p.id.slice(1, 5));

export function fakeCareer(p: FakePerson) {
  const i = indexOf(p);
  return {
    jobs: [
      { organization: p.domain, title: p.title, start: '2021-03-01', end: null, current: true },
      {
        organization: EARLIER[i % EARLIER.length]!,
        title: 'Senior Consultant',
        start: '2016-06-01',
        end: '2021-02-01',
        current: false,
      },
    ],
    school: {
      name: SCHOOLS[i % SCHOOLS.length]!,
      degree: 'bachelors',
      major: 'computer science',
      start: '2008',
      end: '2012',
    },
    skills: SKILLS[i % SKILLS.length]!,
  };
}

/** Apollo's `employment_history` entries (as in the published people/match sample). */
export const apolloEmploymentHistory = (p: FakePerson) =>
  fakeCareer(p).jobs.map((j, k) => ({
    _id: `${p.id}-job${k}`,
    created_at: null,
    current: j.current,
    degree: null,
    description: null,
    emails: null,
    end_date: j.end,
    grade_level: null,
    kind: null,
    major: null,
    organization_id: null,
    organization_name: j.organization,
    raw_address: null,
    start_date: j.start,
    title: j.title,
    updated_at: null,
    id: `${p.id}-job${k}`,
    key: `${p.id}-job${k}`,
  }));

/** PDL's experience, education and skills of a person record (lower case, dates as YYYY-MM or YYYY). */
export function pdlCareer(p: FakePerson) {
  const career = fakeCareer(p);
  return {
    experience: career.jobs.map((j) => ({
      company: { name: j.organization.toLowerCase(), website: j.organization.includes('.') ? j.organization : null },
      title: { name: j.title.toLowerCase(), levels: [], role: null },
      start_date: j.start.slice(0, 7),
      end_date: j.end ? j.end.slice(0, 7) : null,
      is_primary: j.current,
      location_names: ['austin, texas, united states'],
    })),
    education: [
      {
        school: { name: career.school.name.toLowerCase(), type: 'post-secondary institution' },
        degrees: [career.school.degree],
        majors: [career.school.major],
        minors: [],
        gpa: null,
        start_date: career.school.start,
        end_date: career.school.end,
      },
    ],
    skills: career.skills,
  };
}
