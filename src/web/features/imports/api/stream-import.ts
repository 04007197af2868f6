import type { AccountMapping } from '#domain/csv/account-mapping';
import type { ImportResult } from '#domain/csv/import-schemas';
import { ApiError } from '../../../lib/api';

/** Where a streamed import stands: the share of the file the server has read, then the merge. */
export type StreamProgress = {
  phase: 'reading' | 'merging';
  sent: number;
  total: number;
};

/**
 * Sends an accounts file past 5 MB as the request body itself (the server reads it as it arrives, so the
 * upload's progress is the import's progress); XMLHttpRequest because fetch reports no upload progress.
 */
export function streamAccountsImport(
  file: File,
  mapping: AccountMapping,
  onProgress: (p: StreamProgress) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/imports/accounts/stream?${new URLSearchParams({ mapping: JSON.stringify(mapping) })}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.upload.onprogress = (event) => onProgress({ phase: 'reading', sent: event.loaded, total: file.size });
    xhr.upload.onload = () => onProgress({ phase: 'merging', sent: file.size, total: file.size });
    xhr.onerror = () => reject(new ApiError(0, 'The connection was lost during the import', null));
    xhr.onload = () => {
      let json: Record<string, unknown> | null;
      try {
        json = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as ImportResult);
      const message = typeof json?.message === 'string' ? json.message : `Request failed (${xhr.status})`;
      reject(new ApiError(xhr.status, message, json));
    };
    xhr.send(file);
  });
}

/** The first `bytes` of a file up to its last complete line: enough for the preview and the mapping. */
export async function headOfFile(file: File, bytes = 1024 * 1024): Promise<string> {
  const text = await file.slice(0, bytes).text();
  const cut = text.lastIndexOf('\n');
  return cut > 0 ? text.slice(0, cut + 1) : text;
}
