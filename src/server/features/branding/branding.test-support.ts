import type { UploadField } from '#domain/branding';
import type { TestApp } from '../../test/test-app';

/** The smallest valid PNG (1×1, transparent). */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Posts `bytes` as the multipart field `file`, as the browser's upload does. */
export async function upload(
  t: TestApp,
  cookie: string,
  field: UploadField | string,
  bytes: Uint8Array,
  options: { name?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: options.type ?? 'image/png' }),
    options.name ?? 'logo.png',
  );
  const response = await t.app.request(`/api/branding/upload?field=${field}`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: t.env.APP_URL },
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers };
}
