import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  MAX_CUSTOM_CSS_BYTES,
  MAX_EMAIL_FOOTER_CHARS,
  type UploadField,
} from '#domain/branding';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { BrandingForm, FormErrors } from '../lib/branding-form';
import { ColorField } from './color-field';
import { ImageUploadField } from './image-upload-field';

type SectionProps = {
  form: BrandingForm;
  errors: FormErrors;
  set: <K extends keyof BrandingForm>(key: K, value: BrandingForm[K]) => void;
};

const FieldError = ({ id, error, hint }: { id: string; error?: string; hint: string }) => (
  <p id={id} className={error ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
    {error ?? hint}
  </p>
);

export function ColorsSection({ form, errors, set }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Brand Colors</CardTitle>
        <CardDescription>Buttons, links, highlights and gradients across the workspace.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <ColorField
          id="primary-color"
          label="Primary Color"
          value={form.primaryColor}
          defaultValue={DEFAULT_PRIMARY_COLOR}
          error={errors.primaryColor}
          onChange={(v) => set('primaryColor', v)}
        />
        <ColorField
          id="secondary-color"
          label="Secondary Color"
          value={form.secondaryColor}
          defaultValue={DEFAULT_SECONDARY_COLOR}
          error={errors.secondaryColor}
          onChange={(v) => set('secondaryColor', v)}
        />
      </CardContent>
    </Card>
  );
}

type AssetsProps = {
  form: BrandingForm;
  uploading: UploadField | null;
  onFile: (field: UploadField, file: File) => void;
  onRemove: (field: UploadField) => void;
};

export function AssetsSection({ form, uploading, onFile, onRemove }: AssetsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo and Login Background</CardTitle>
        <CardDescription>PNG, JPEG, GIF or WebP, up to 2 MB each. Saved with the settings.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ImageUploadField
          id="logo-upload"
          label="Logo"
          hint="Shown in the sidebar when white-label is on."
          url={form.logoUrl}
          uploading={uploading === 'logo'}
          onFile={(f) => onFile('logo', f)}
          onRemove={() => onRemove('logo')}
        />
        <ImageUploadField
          id="login-background-upload"
          label="Login Background"
          hint="A wide image works best."
          url={form.loginBackgroundUrl}
          wide
          uploading={uploading === 'login_background'}
          onFile={(f) => onFile('login_background', f)}
          onRemove={() => onRemove('login_background')}
        />
      </CardContent>
    </Card>
  );
}

export function DomainEmailSection({ form, errors, set }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Domain and E-mail</CardTitle>
        <CardDescription>
          Your own address for the workspace, and the footer of e-mails your company sends.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="custom-domain">Custom Domain</Label>
          <Input
            id="custom-domain"
            placeholder="app.yourcompany.com"
            value={form.customDomain}
            onChange={(e) => set('customDomain', e.target.value)}
            aria-invalid={Boolean(errors.customDomain)}
            aria-describedby="custom-domain-hint"
            autoComplete="off"
            spellCheck={false}
          />
          <FieldError
            id="custom-domain-hint"
            error={errors.customDomain}
            hint="A hostname only, without https:// or a path. Point its DNS to this server."
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="email-footer">Email Footer</Label>
          <Textarea
            id="email-footer"
            rows={3}
            maxLength={MAX_EMAIL_FOOTER_CHARS}
            placeholder="Acme Corp · 1 Main Street · Springfield"
            value={form.emailFooter}
            onChange={(e) => set('emailFooter', e.target.value)}
            aria-invalid={Boolean(errors.emailFooter)}
            aria-describedby="email-footer-hint"
          />
          <FieldError
            id="email-footer-hint"
            error={errors.emailFooter}
            hint={`Added to the e-mails your company sends, such as invitations. ${form.emailFooter.length}/${MAX_EMAIL_FOOTER_CHARS}`}
          />
        </div>
      </CardContent>
    </Card>
  );
}

export function CustomCssSection({ form, errors, set }: SectionProps) {
  const size = new TextEncoder().encode(form.customCss).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom CSS</CardTitle>
        <CardDescription>
          Applied across your workspace for every member (not on this page, so you can always undo it).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor="custom-css" className="sr-only">
          Custom CSS
        </Label>
        <Textarea
          id="custom-css"
          rows={6}
          spellCheck={false}
          className="font-mono text-xs md:text-xs"
          placeholder=".card { border-radius: 0.25rem; }"
          value={form.customCss}
          onChange={(e) => set('customCss', e.target.value)}
          aria-invalid={Boolean(errors.customCss)}
          aria-describedby="custom-css-hint"
        />
        <FieldError
          id="custom-css-hint"
          error={errors.customCss}
          hint={`No @import, markup, script or non-image data URLs. ${(size / 1024).toFixed(1)} KB of ${MAX_CUSTOM_CSS_BYTES / 1024} KB`}
        />
      </CardContent>
    </Card>
  );
}
