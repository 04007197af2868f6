import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingInput, BrandingResponse, UploadField, UploadResponse } from '#domain/branding';
import { useAuth } from '../../../app/auth-context';
import { brandingQueryKey } from '../../../app/branding/use-branding';
import { api, ApiError } from '../../../lib/api';

/** Saves (upserts) the settings; the saved branding then applies across the workspace at once. */
export function useSaveBranding() {
  const queryClient = useQueryClient();
  const { currentCompany } = useAuth();
  return useMutation({
    mutationFn: (input: BrandingInput) => api<BrandingResponse>('/branding', { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(brandingQueryKey(currentCompany?.id ?? null), data.branding),
  });
}

/** Uploads an image (multipart) into the company's storage; the URL is saved with the settings. */
export function useUploadBrandingImage() {
  return useMutation({
    mutationFn: async ({ field, file }: { field: UploadField; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(`/api/branding/upload?field=${field}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok)
        throw new ApiError(
          response.status,
          typeof json?.message === 'string' ? json.message : `Request failed (${response.status})`,
          json,
        );
      return json as UploadResponse;
    },
  });
}
