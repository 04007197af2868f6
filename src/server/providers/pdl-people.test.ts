import { describe, expect, it } from 'vitest';
import { fromPdlPerson, titleCaseWords } from './pdl-people';

describe('People Data Labs person records', () => {
  it('writes lower-cased titles, names and places as people write them', () => {
    expect(titleCaseWords('vp of sales')).toBe('VP of Sales');
    expect(titleCaseWords('head of engineering')).toBe('Head of Engineering');
    expect(titleCaseWords('chief technology officer')).toBe('Chief Technology Officer');
    expect(titleCaseWords('austin, texas, united states')).toBe('Austin, Texas, United States');
    expect(titleCaseWords("mary-jane o'neil")).toBe("Mary-Jane O'Neil");
    expect(titleCaseWords('of counsel')).toBe('Of Counsel');
    expect(titleCaseWords('acme.example')).toBe('Acme.example');
    expect(titleCaseWords(null)).toBeNull();
  });

  it('reads a person record with its work e-mail and an https LinkedIn URL', () => {
    const person = fromPdlPerson(
      {
        id: 'p1',
        full_name: 'harper abbott',
        first_name: 'harper',
        last_name: 'abbott',
        job_title: 'vp of sales',
        work_email: 'Harper.Abbott@acme.example',
        linkedin_url: 'linkedin.com/in/harper-abbott-6',
        location_name: 'austin, texas, united states',
      },
      '2026-11-25T10:00:00.000Z',
    );
    expect(person).toMatchObject({
      provider: 'pdl',
      name: 'Harper Abbott',
      title: 'VP of Sales',
      email: 'harper.abbott@acme.example',
      linkedinUrl: 'https://linkedin.com/in/harper-abbott-6',
      location: 'Austin, Texas, United States',
    });
  });
});
