// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactProfileSections } from './contact-profile-sections';
import type { Contact } from './types';

const AT = '2026-11-25T10:00:00Z';
const apollo = { source: 'apollo', label: 'Apollo', recordId: 'a1', at: AT };
const pdl = { source: 'pdl', label: 'People Data Labs', at: '2026-11-24T10:00:00Z' };
const team = { source: 'web', label: 'brightpath.example/team', url: 'https://brightpath.example/team/', at: AT };

const enriched = {
  id: 'k1',
  name: 'Maria Costa',
  enrichmentStatus: 'completed',
  enrichedAt: AT,
  updatedAt: AT,
  fieldSources: {},
  aiReasoning: null,
  bestApproach: null,
  professionalBackground:
    'CEO & Co-founder, brightpath.example · Mar 2021 – present\n\nMaria Costa founded Brightpath after eight years at Shopwise.',
  educationBackground: 'Rice University · bachelors, computer science · 2008 – 2012',
  skillsExpertise: null,
  recentAchievements: null,
  companyContext: null,
  personalInterests: null,
  profileSources: { professionalBackground: [apollo, team], educationBackground: [pdl] },
} as unknown as Contact;

describe('the deep-research profile', () => {
  afterEach(cleanup);

  it('shows each section with each source and its date, and links a page that names the person', () => {
    render(<ContactProfileSections contact={enriched} />);
    const background = screen.getByTestId('profile-professionalBackground');
    expect(within(background).getByText(/Mar 2021 – present/)).toBeTruthy();
    expect(within(background).getByTestId('section-source').textContent).toBe(
      'Source: Apollo · Nov 25, 2026; brightpath.example/team · Nov 25, 2026',
    );
    expect(within(background).getByRole('link', { name: 'brightpath.example/team' }).getAttribute('href')).toBe(
      'https://brightpath.example/team/',
    );
    const education = screen.getByTestId('profile-educationBackground');
    expect(within(education).getByTestId('section-source').textContent).toBe('Source: People Data Labs · Nov 24, 2026');
  });

  it('says "Not available from public sources" for a section with nothing, with no source', () => {
    render(<ContactProfileSections contact={enriched} />);
    for (const id of ['skillsExpertise', 'recentAchievements', 'companyContext', 'personalInterests']) {
      const section = screen.getByTestId(`profile-${id}`);
      expect(within(section).getByText('Not available from public sources')).toBeTruthy();
      expect(within(section).queryByTestId('section-source')).toBeNull();
    }
    expect(screen.getByText('Skills & Expertise')).toBeTruthy();
    expect(screen.getByText('Education & Credentials')).toBeTruthy();
  });
});
