// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOC_SECTIONS } from '#domain/docs-content';
import { DocsPage } from './docs-page';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const sections = () => screen.queryAllByTestId('doc-section').map((s) => s.dataset.section);

describe('DocsPage', () => {
  it('shows every section, the roles, limits, fit bands and retention figures', () => {
    render(<DocsPage />);
    expect(sections()).toEqual(DOC_SECTIONS.map((s) => s.id));
    for (const text of [
      'Owner',
      'Viewer',
      '1000 requests per hour.',
      '10,000 requests per hour.',
      '8-10: Excellent',
      '1-4: Lower priority',
      'Backups',
      '30 days.',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('filters sections and FAQs as you type and highlights the matches', async () => {
    render(<DocsPage />);
    fireEvent.change(screen.getByLabelText('Search documentation'), { target: { value: 'RETENTION' } });
    expect(sections()).toEqual(['data-retention']);
    expect(screen.getByTestId('search-summary').textContent).toBe('1 section and 0 FAQs match “RETENTION”.');
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toContain('Retention');
    fireEvent.change(screen.getByLabelText('Search documentation'), { target: { value: 'no such words' } });
    expect(screen.getByText('Nothing matches “no such words”.')).toBeTruthy();
  });

  it('shows the FAQs and six tutorial placeholders that say videos are coming', async () => {
    const user = userEvent.setup();
    render(<DocsPage />);
    await user.click(screen.getByRole('tab', { name: 'FAQs' }));
    expect(screen.getAllByTestId('faq').length).toBeGreaterThanOrEqual(5);
    await user.click(screen.getByRole('tab', { name: 'Video Tutorials' }));
    expect(screen.getAllByTestId('tutorial-card')).toHaveLength(6);
    expect(screen.getByText(/Video tutorials are coming soon/)).toBeTruthy();
  });

  it('downloads the PDF from the server and toasts a failure', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(new Blob(['%PDF-1.3']), { status: 200 }))
      .mockResolvedValueOnce(new Response('x', { status: 500 }));
    URL.createObjectURL = vi.fn(() => 'blob:docs');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<DocsPage />);
    fireEvent.click(screen.getByTestId('export-pdf'));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Documentation exported as PDF'));
    expect(fetchMock).toHaveBeenCalledWith('/api/docs/export.pdf', { credentials: 'include' });
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('export-pdf'));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Failed to export PDF'));
  });
});
