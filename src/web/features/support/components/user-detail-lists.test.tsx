import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrganizationsList, PitchesList } from './user-detail-lists';

const organization = (n: number) => ({
  id: `o${n}`,
  name: `Org ${n}`,
  industry: null,
  sizeRange: null,
  fitScore: 50,
  fitCategory: 'okay',
  aiReasoning: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('back office user lists', () => {
  afterEach(cleanup);

  it('says how many the user has in all when the list was cut', () => {
    render(<OrganizationsList organizations={[organization(1), organization(2)]} total={240} />);
    expect(screen.getByText('Showing 2 of 240.')).toBeTruthy();
  });

  it('says nothing more when the list is whole', () => {
    render(<OrganizationsList organizations={[organization(1)]} total={1} />);
    expect(screen.queryByText(/Showing/)).toBeNull();
    render(
      <PitchesList
        pitches={[
          {
            id: 'p',
            solutionProduct: 'Docs',
            solutionPriority: null,
            pitchContent: 'Hi',
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ]}
        total={1}
      />,
    );
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
