import { brandingBody, DEFAULT_BRANDING, type BrandingDto, type BrandingInput } from '#domain/branding';
import { isHexColor } from '#domain/branding-colors';

/** The form's values: text fields as strings (empty for none), images as stored URLs. */
export type BrandingForm = {
  primaryColor: string;
  secondaryColor: string;
  whiteLabelEnabled: boolean;
  logoUrl: string | null;
  loginBackgroundUrl: string | null;
  customDomain: string;
  emailFooter: string;
  customCss: string;
};

export type FormErrors = Partial<Record<keyof BrandingForm, string>>;

export const formFromBranding = (branding: BrandingDto | null): BrandingForm => {
  const b = branding ?? DEFAULT_BRANDING;
  return {
    primaryColor: b.primaryColor,
    secondaryColor: b.secondaryColor,
    whiteLabelEnabled: b.whiteLabelEnabled,
    logoUrl: b.logoUrl,
    loginBackgroundUrl: b.loginBackgroundUrl,
    customDomain: b.customDomain ?? '',
    emailFooter: b.emailFooter ?? '',
    customCss: b.customCss ?? '',
  };
};

/** Checks the form with the server's own schema; returns the body or the first message per field. */
export function validateForm(
  form: BrandingForm,
): { body: BrandingInput; errors: null } | { body: null; errors: FormErrors } {
  const parsed = brandingBody.safeParse(form);
  if (parsed.success) return { body: form, errors: null };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BrandingForm;
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}

/** The colours to preview, once both are complete hex values. */
export const previewColors = (form: BrandingForm) =>
  isHexColor(form.primaryColor) && isHexColor(form.secondaryColor)
    ? { primary: form.primaryColor.toLowerCase(), secondary: form.secondaryColor.toLowerCase() }
    : null;
