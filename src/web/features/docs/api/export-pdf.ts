import { ApiError } from '../../../lib/api';

export const DOCS_PDF_FILENAME = 'scoutline-documentation.pdf';

/** Downloads the server-rendered documentation PDF (GET /api/docs/export.pdf) and saves it through the browser. */
export async function downloadDocsPdf(): Promise<void> {
  const response = await fetch('/api/docs/export.pdf', { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, `Export failed (${response.status})`, null);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = DOCS_PDF_FILENAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
