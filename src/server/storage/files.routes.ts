import { Hono } from 'hono';
import { STORED_FILE_NAME, type ImageExtension } from '#domain/branding';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { IMAGE_CONTENT_TYPES } from './image-type';
import { createLocalStorage } from './local-storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Serves uploaded branding images. Public on purpose: logos appear in e-mails and on pages
 * before sign-in. Names carry 64 random bits, so a URL cannot be guessed, only shared.
 */
export const fileRoutes = new Hono<AppEnv>().get('/files/:companyId/:name', async (c) => {
  const { companyId, name } = c.req.param();
  const match = STORED_FILE_NAME.exec(name);
  if (!UUID.test(companyId) || !match) throw new AppError('NOT_FOUND', 'Not found');
  const bytes = await createLocalStorage(c.get('deps').env.STORAGE_DIR).get(`${companyId.toLowerCase()}/${name}`);
  if (!bytes) throw new AppError('NOT_FOUND', 'Not found');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': IMAGE_CONTENT_TYPES[match[2] as ImageExtension],
    'content-length': String(bytes.byteLength),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    // Each upload gets a new name, so a name's bytes never change.
    'cache-control': 'public, max-age=31536000, immutable',
  });
});
