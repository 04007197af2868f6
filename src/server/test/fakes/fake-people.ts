/**
 * Test people for the people-provider fakes: invented names at an organization on the reserved .example domain.
 * `fakePeople(n, domain)` gives the same people for the same arguments, so two fakes can know the same person.
 */
export type FakePerson = {
  id: string;
  firstName: string;
  lastName: string;
  title: string;
  seniority: 'executive' | 'senior' | 'junior';
  email: string;
  /** Hunter's verifier word for this address (its documented statuses). */
  hunterStatus: 'valid' | 'invalid' | 'accept_all' | 'webmail' | 'disposable' | 'unknown';
  linkedin: string;
  city: string;
  domain: string;
};

const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan', 'Kendall', 'Logan'];
const LAST = ['Abbott', 'Barlow', 'Crane', 'Dalton', 'Ellison', 'Fairley', 'Gale', 'Hollis'];
const TITLES: [string, FakePerson['seniority']][] = [
  ['Chief Technology Officer', 'executive'],
  ['VP of Sales', 'executive'],
  ['Head of Engineering', 'senior'],
  ['Sales Operations Manager', 'senior'],
  ['Account Executive', 'junior'],
];
const STATUSES: FakePerson['hunterStatus'][] = ['valid', 'valid', 'accept_all', 'valid', 'unknown', 'invalid'];

export function fakePeople(count: number, domain: string, offset = 0): FakePerson[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + offset;
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= 80 ? i : ''}`;
    const [title, seniority] = TITLES[i % TITLES.length]!;
    return {
      id: `p${String(i).padStart(4, '0')}${domain.replace(/\W/g, '')}`,
      firstName,
      lastName,
      title,
      seniority,
      email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
      hunterStatus: STATUSES[i % STATUSES.length]!,
      linkedin: `https://www.linkedin.com/in/${firstName}-${lastName}-${i}`.toLowerCase(),
      city: 'Austin',
      domain,
    };
  });
}
