import { z } from 'zod';
import { HEX_COLOR } from './branding-colors';
import { findUnsafeCss } from './branding-css';
import { canonicalDomain, isCustomDomain } from './custom-domain';

export const DEFAULT_PRIMARY_COLOR = '#667eea';
export const DEFAULT_SECONDARY_COLOR = '#764ba2';
export { brandedPageTitle, DEFAULT_PAGE_TITLE } from './page-title';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const MAX_EMAIL_FOOTER_CHARS = 1000;
export const MAX_CUSTOM_CSS_BYTES = 20 * 1024;

export const UPLOAD_FIELDS = ['logo', 'login_background'] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
/** What the file picker offers; the server still checks the bytes. SVG is refused: it can carry script. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A stored upload's name: `${field}-${timestamp}-${16 random hex}.${ext}` (unguessable, never a path). */
export const STORED_FILE_NAME = /^(logo|login_background)-\d{10,16}-[0-9a-f]{16}\.(png|jpg|gif|webp)$/;
export const storedFileUrl = (companyId: string, name: string) => `/api/files/${companyId}/${name}`;

/** The spec's toasts (section 8) and our validation messages. */
export const BRANDING_MSG = {
  uploaded: 'File uploaded',
  uploadFailed: { title: 'Upload failed', description: 'There was an error uploading your file.' },
  saved: 'Settings saved',
  saveFailed: { title: 'Save failed', description: 'There was an error saving your settings.' },
  notAnImage: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
  tooLarge: 'The image is larger than 2 MB.',
  noFile: 'Choose an image to upload.',
  badField: 'Upload field must be logo or login_background.',
  badColor: 'Colours must be hex values like #667eea.',
  badDomain: 'Enter a domain such as app.example.com, or leave it empty.',
  domainTaken: 'This domain is already used by another company.',
  footerTooLong: `The e-mail footer can be at most ${MAX_EMAIL_FOOTER_CHARS} characters.`,
  cssTooLarge: 'Custom CSS can be at most 20 KB.',
  unsafeCss: (found: string[]) => `Custom CSS may not contain ${found.join(', ')}.`,
  badImageUrl: 'Images must be uploaded here first.',
} as const;

const hex = z
  .string()
  .trim()
  .regex(HEX_COLOR, BRANDING_MSG.badColor)
  .transform((v) => v.toLowerCase());
const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v && v.trim() ? v : null));
const imageUrl = z
  .string()
  .max(300)
  .nullish()
  .transform((v) => v || null);

/** PUT /api/branding: the whole settings form (upserted). */
export const brandingBody = z.object({
  primaryColor: hex,
  secondaryColor: hex,
  whiteLabelEnabled: z.boolean(),
  logoUrl: imageUrl,
  loginBackgroundUrl: imageUrl,
  customDomain: z
    .string()
    .max(300, BRANDING_MSG.badDomain)
    .transform(canonicalDomain)
    .refine((v) => v === '' || isCustomDomain(v), BRANDING_MSG.badDomain)
    .nullish()
    .transform((v) => v || null),
  emailFooter: optionalText(MAX_EMAIL_FOOTER_CHARS, BRANDING_MSG.footerTooLong),
  customCss: optionalText(MAX_CUSTOM_CSS_BYTES, BRANDING_MSG.cssTooLarge)
    .refine((v) => v === null || new TextEncoder().encode(v).length <= MAX_CUSTOM_CSS_BYTES, BRANDING_MSG.cssTooLarge)
    .superRefine((v, ctx) => {
      const found = v ? findUnsafeCss(v) : [];
      if (found.length) ctx.addIssue({ code: 'custom', message: BRANDING_MSG.unsafeCss(found) });
    }),
});
export type BrandingInput = z.input<typeof brandingBody>;
export type BrandingSettings = z.output<typeof brandingBody>;

/** GET /api/branding: the company's saved branding (null when it never saved any). */
export type BrandingDto = BrandingSettings & { updatedAt: string };
export type BrandingResponse = { branding: BrandingDto | null };
export type UploadResponse = { url: string; field: UploadField };

/**
 * GET /api/branding/by-host: what a signed-out visitor on a company's custom domain may see
 * (null when the host is no enabled custom domain). Never the CSS, the footer or an id field.
 */
export type HostBrandingDto = {
  companyName: string;
  logoUrl: string | null;
  loginBackgroundUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
};
export type HostBrandingResponse = { branding: HostBrandingDto | null };

export const DEFAULT_BRANDING: BrandingSettings = {
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  whiteLabelEnabled: false,
  logoUrl: null,
  loginBackgroundUrl: null,
  customDomain: null,
  emailFooter: null,
  customCss: null,
};
