import type { CSSProperties } from 'react';
import { Radar } from 'lucide-react';
import { brandThemeVariables, isHexColor } from '#domain/branding-colors';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '#domain/branding';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { BrandingForm } from '../lib/branding-form';

/** A miniature of the branded workspace, drawn from the form's values (saved or not). */
export function BrandPreviewCard({ form, companyName }: { form: BrandingForm; companyName: string }) {
  const primary = isHexColor(form.primaryColor) ? form.primaryColor : DEFAULT_PRIMARY_COLOR;
  const secondary = isHexColor(form.secondaryColor) ? form.secondaryColor : DEFAULT_SECONDARY_COLOR;
  // The same variables the workspace gets, scoped to this card.
  const scoped = brandThemeVariables(primary, secondary) as CSSProperties;
  const name = form.whiteLabelEnabled ? companyName : 'Scoutline';

  return (
    <Card data-testid="brand-preview" style={scoped}>
      <CardHeader>
        <CardTitle>Preview</CardTitle>
        <CardDescription>How members will see your workspace.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="overflow-hidden rounded-lg border">
          <div className="flex items-center gap-2 border-b bg-sidebar px-3 py-2.5">
            {form.whiteLabelEnabled && form.logoUrl ? (
              <img src={form.logoUrl} alt="" className="size-8 rounded-md object-contain" />
            ) : (
              <span
                className="brand-gradient flex size-8 items-center justify-center rounded-lg text-primary-foreground"
                aria-hidden="true"
              >
                <Radar className="size-4" />
              </span>
            )}
            <div className="grid min-w-0 leading-tight">
              <span className="truncate text-sm font-semibold" data-testid="preview-name">
                {name}
              </span>
              <span className="text-xs text-muted-foreground">Sales Intelligence</span>
            </div>
          </div>
          <div className="brand-gradient h-2" />
          <div className="flex flex-wrap gap-2 p-3">
            <Button size="sm" tabIndex={-1}>
              Primary action
            </Button>
            <Button size="sm" variant="secondary" tabIndex={-1}>
              Secondary
            </Button>
          </div>
        </div>
        {form.loginBackgroundUrl ? (
          <div
            className="flex h-24 items-center justify-center rounded-lg border bg-cover bg-center"
            style={{ backgroundImage: `url("${encodeURI(form.loginBackgroundUrl)}")` }}
            data-testid="preview-login-background"
          >
            <span className="rounded-md bg-background/90 px-3 py-1 text-xs font-medium shadow-sm">Sign-in page</span>
          </div>
        ) : null}
        <div className="space-y-1">
          <p className="text-xs font-medium text-muted-foreground">E-mail footer</p>
          <p className="line-clamp-3 text-xs whitespace-pre-line">{form.emailFooter.trim() || 'None'}</p>
        </div>
      </CardContent>
    </Card>
  );
}
