import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  BRANDING_MSG,
  brandingBody,
  MAX_UPLOAD_BYTES,
  UPLOAD_FIELDS,
  type BrandingResponse,
  type HostBrandingResponse,
  type UploadResponse,
} from '#domain/branding';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson } from '../../validate';
import { brandingDto, findBranding, isDomainClaimedByOther, upsertBranding } from './branding.queries';
import { getHostBranding, isOwnUpload, storeBrandingImage } from './branding.service';

const managers = requireCompany({ roles: ['owner', 'admin'] });
const uploadQuery = z.object({ field: z.enum(UPLOAD_FIELDS, BRANDING_MSG.badField) });
// The multipart envelope (boundaries, headers) on top of the largest image we accept.
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: (c) => c.json({ error: 'INVALID_INPUT', message: BRANDING_MSG.tooLarge }, 413),
});

/**
 * White-label branding: any member reads the company's branding (it themes their workspace); owners and admins change it.
 * Public: the sign-in page on a company's custom domain reads that company's public branding by the Host header.
 */
export const brandingRoutes = new Hono<AppEnv>()
  .get('/branding/by-host', async (c) => {
    // Host only: the app has no trust-proxy setting, so X-Forwarded-Host (client-controlled) is ignored.
    const branding = await getHostBranding(c.get('deps').database.db, c.req.header('host'));
    c.header('cache-control', 'no-store');
    return c.json<HostBrandingResponse>({ branding });
  })
  .get('/branding', requireCompany(), async (c) => {
    const companyId = c.get('company').id;
    const row = await withTenant(c.get('deps').database.db, companyId, (tx) => findBranding(tx, { companyId }));
    return c.json<BrandingResponse>({ branding: row ? brandingDto(row) : null });
  })
  .put('/branding', managers, async (c) => {
    const settings = await parseJson(c, brandingBody);
    const companyId = c.get('company').id;
    for (const [url, field] of [
      [settings.logoUrl, 'logo'],
      [settings.loginBackgroundUrl, 'login_background'],
    ] as const) {
      if (url && !isOwnUpload(url, { companyId, field })) throw new AppError('INVALID_INPUT', BRANDING_MSG.badImageUrl);
    }
    const deps = c.get('deps');
    if (
      settings.customDomain &&
      (await isDomainClaimedByOther(deps.database.db, { domain: settings.customDomain, companyId }))
    ) {
      throw new AppError('CONFLICT', BRANDING_MSG.domainTaken);
    }
    const row = await withTenant(deps.database.db, companyId, (tx) =>
      upsertBranding(tx, { companyId, settings, now: deps.clock.now() }),
    );
    return c.json<BrandingResponse>({ branding: brandingDto(row) });
  })
  .post('/branding/upload', managers, uploadLimit, async (c) => {
    const parsed = uploadQuery.safeParse({ field: c.req.query('field') });
    if (!parsed.success) throw new AppError('INVALID_INPUT', BRANDING_MSG.badField);
    const { field } = parsed.data;
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new AppError('INVALID_INPUT', BRANDING_MSG.noFile);
    }
    const deps = c.get('deps');
    const url = await storeBrandingImage(deps.env.STORAGE_DIR, {
      companyId: c.get('company').id,
      field,
      file: body.file,
      now: deps.clock.now(),
    });
    return c.json<UploadResponse>({ url, field }, 201);
  });
