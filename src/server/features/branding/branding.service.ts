import { randomBytes } from 'node:crypto';
import {
  BRANDING_MSG,
  MAX_UPLOAD_BYTES,
  STORED_FILE_NAME,
  storedFileUrl,
  type HostBrandingDto,
  type UploadField,
} from '#domain/branding';
import { domainFromHostHeader } from '#domain/custom-domain';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { detectImageType } from '../../storage/image-type';
import { createLocalStorage } from '../../storage/local-storage';
import { findBranding, findEnabledBrandingByDomain } from './branding.queries';

/** Stores an uploaded image for the company after checking its real type and size; returns its URL. */
export async function storeBrandingImage(
  storageDir: string,
  { companyId, field, file, now }: { companyId: string; field: UploadField; file: unknown; now: Date },
): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw new AppError('INVALID_INPUT', BRANDING_MSG.noFile);
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError('INVALID_INPUT', BRANDING_MSG.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectImageType(bytes);
  if (!ext) throw new AppError('INVALID_INPUT', BRANDING_MSG.notAnImage);
  const name = `${field}-${now.getTime()}-${randomBytes(8).toString('hex')}.${ext}`;
  await createLocalStorage(storageDir).put(`${companyId}/${name}`, bytes);
  return storedFileUrl(companyId, name);
}

/** True when `url` names a file uploaded for this company in this field (anything else is refused). */
export function isOwnUpload(url: string, { companyId, field }: { companyId: string; field: UploadField }): boolean {
  const prefix = storedFileUrl(companyId, '');
  if (!url.startsWith(prefix)) return false;
  const name = url.slice(prefix.length);
  return STORED_FILE_NAME.test(name) && name.startsWith(`${field}-`);
}

/** The footer the company's outgoing e-mails end with (null when none is saved). Plain text: escape it for HTML. */
export async function getCompanyEmailFooter(db: Db, companyId: string): Promise<string | null> {
  const row = await withTenant(db, companyId, (tx) => findBranding(tx, { companyId }));
  return row?.emailFooter?.trim() || null;
}

/** The public branding of the company whose enabled custom domain the Host header names, or null. */
export async function getHostBranding(db: Db, host: string | undefined): Promise<HostBrandingDto | null> {
  const domain = domainFromHostHeader(host);
  const row = domain ? await findEnabledBrandingByDomain(db, { domain }) : null;
  if (!row) return null;
  // Only the company's own uploads are ever shown (saving checks this; a stray value is dropped here).
  const own = (url: string | null, field: UploadField) =>
    url && isOwnUpload(url, { companyId: row.companyId, field }) ? url : null;
  return {
    companyName: row.companyName,
    logoUrl: own(row.logoUrl, 'logo'),
    loginBackgroundUrl: own(row.loginBackgroundUrl, 'login_background'),
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
  };
}
