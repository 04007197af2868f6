// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SourceChooser } from './source-chooser';

const renderChooser = (canDiscover: boolean, onChange = vi.fn()) => {
  render(
    <MemoryRouter>
      <SourceChooser value="directory" onChange={onChange} hasImports canDiscover={canDiscover} disabled={false} />
    </MemoryRouter>,
  );
  return onChange;
};

describe('SourceChooser: Discover new organizations', () => {
  afterEach(cleanup);

  it('is disabled without a connected provider, with one line pointing to Integrations', () => {
    renderChooser(false);
    expect((screen.getByLabelText(/^Discover new organizations/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('discover-unavailable').textContent).toMatch(
      /owners and admins connect one on the Integrations tab/,
    );
    expect(screen.getByRole('link', { name: 'Integrations tab' }).getAttribute('href')).toBe(
      '/dashboard/company?tab=integrations',
    );
  });

  it('can be chosen once a provider is connected', () => {
    const onChange = renderChooser(true);
    expect(screen.queryByTestId('discover-unavailable')).toBeNull();
    fireEvent.click(screen.getByLabelText(/^Discover new organizations/));
    expect(onChange).toHaveBeenCalledWith('discover');
  });
});
