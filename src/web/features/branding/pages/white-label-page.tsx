import { useEffect, useState } from 'react';
import { Eye, Loader2, RotateCcw, Save } from 'lucide-react';
import { toast } from 'sonner';
import {
  ACCEPTED_IMAGE_TYPES,
  BRANDING_MSG,
  MAX_UPLOAD_BYTES,
  type BrandingDto,
  type UploadField,
} from '#domain/branding';
import { useAuth } from '../../../app/auth-context';
import { setBrandingPreview } from '../../../app/branding/branding-preview';
import { useBranding } from '../../../app/branding/use-branding';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api';
import { useSaveBranding, useUploadBrandingImage } from '../api/use-branding-settings';
import { BrandPreviewCard } from '../components/brand-preview-card';
import { AssetsSection, ColorsSection, CustomCssSection, DomainEmailSection } from '../components/settings-sections';
import {
  formFromBranding,
  previewColors,
  validateForm,
  type BrandingForm,
  type FormErrors,
} from '../lib/branding-form';

const URL_FIELD = { logo: 'logoUrl', login_background: 'loginBackgroundUrl' } as const;
// Validation answers (422, 413) say what was wrong; anything else gets the spec's wording.
const reason = (error: unknown, fallback: string) =>
  error instanceof ApiError && (error.status === 422 || error.status === 413) ? error.message : fallback;

/** White-Label Customization: colours, images, domain, e-mail footer and CSS, with a live preview. */
export function WhiteLabelPage() {
  const { branding, loading, companyId } = useBranding();
  if (loading) {
    return (
      <div className="mx-auto w-full max-w-6xl space-y-4 p-4 sm:p-6" aria-busy="true">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return <WhiteLabelForm key={companyId} saved={branding} />;
}

function WhiteLabelForm({ saved }: { saved: BrandingDto | null }) {
  const { currentCompany } = useAuth();
  const [form, setForm] = useState<BrandingForm>(() => formFromBranding(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const [previewOn, setPreviewOn] = useState(false);
  const [uploading, setUploading] = useState<UploadField | null>(null);
  const save = useSaveBranding();
  const upload = useUploadBrandingImage();
  const dirty = JSON.stringify(form) !== JSON.stringify(formFromBranding(saved));

  const colors = previewColors(form);
  const [primary, secondary] = [colors?.primary, colors?.secondary];
  useEffect(
    () => setBrandingPreview(previewOn && primary && secondary ? { primary, secondary } : null),
    [previewOn, primary, secondary],
  );
  useEffect(() => () => setBrandingPreview(null), []);

  const set = <K extends keyof BrandingForm>(key: K, value: BrandingForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onFile = async (field: UploadField, file: File) => {
    const problem = !ACCEPTED_IMAGE_TYPES.split(',').includes(file.type)
      ? BRANDING_MSG.notAnImage
      : file.size > MAX_UPLOAD_BYTES
        ? BRANDING_MSG.tooLarge
        : null;
    if (problem) return void toast.error(BRANDING_MSG.uploadFailed.title, { description: problem });
    setUploading(field);
    try {
      const { url } = await upload.mutateAsync({ field, file });
      set(URL_FIELD[field], url);
      toast.success(BRANDING_MSG.uploaded, { description: 'Save the settings to use it.' });
    } catch (error) {
      toast.error(BRANDING_MSG.uploadFailed.title, {
        description: reason(error, BRANDING_MSG.uploadFailed.description),
      });
    } finally {
      setUploading(null);
    }
  };

  const onSave = async () => {
    const checked = validateForm(form);
    if (checked.errors) {
      setErrors(checked.errors);
      return void toast.error(BRANDING_MSG.saveFailed.title, { description: Object.values(checked.errors)[0] });
    }
    try {
      await save.mutateAsync(checked.body);
      toast.success(BRANDING_MSG.saved, { description: 'Your branding now applies for every member of your company.' });
    } catch (error) {
      toast.error(BRANDING_MSG.saveFailed.title, { description: reason(error, BRANDING_MSG.saveFailed.description) });
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">White-Label Customization</h1>
          <p className="mt-1 text-muted-foreground">
            Make the workspace your own for everyone in {currentCompany?.name ?? 'your company'}.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2 rounded-md border px-3 py-2">
            <Eye className="size-4 text-muted-foreground" aria-hidden="true" />
            <Label htmlFor="live-preview">Live Preview</Label>
            <Switch id="live-preview" checked={previewOn} onCheckedChange={setPreviewOn} />
          </div>
          <Button variant="outline" onClick={() => setPreviewOn(false)} disabled={!previewOn}>
            <RotateCcw aria-hidden="true" />
            Reset Preview
          </Button>
          <Button onClick={onSave} disabled={save.isPending || uploading !== null}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            Save Settings
          </Button>
        </div>
      </div>
      {dirty ? (
        <p className="-mt-3 text-sm text-muted-foreground" role="status">
          You have unsaved changes{previewOn ? ' (previewed only for you)' : ''}.
        </p>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="gap-4">
            <CardContent className="flex items-center justify-between gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="white-label-enabled" className="text-base font-semibold">
                  Enable White-Label
                </Label>
                <p className="text-sm text-muted-foreground">
                  Show {currentCompany?.name ?? 'your company'}&apos;s name and logo instead of Scoutline&apos;s, and
                  your name in the page title.
                </p>
              </div>
              <Switch
                id="white-label-enabled"
                checked={form.whiteLabelEnabled}
                onCheckedChange={(v) => set('whiteLabelEnabled', v)}
              />
            </CardContent>
          </Card>
          <ColorsSection form={form} errors={errors} set={set} />
          <AssetsSection
            form={form}
            uploading={uploading}
            onFile={onFile}
            onRemove={(field) => set(URL_FIELD[field], null)}
          />
          <DomainEmailSection form={form} errors={errors} set={set} />
          <CustomCssSection form={form} errors={errors} set={set} />
        </div>
        <div className="lg:sticky lg:top-20">
          <BrandPreviewCard form={form} companyName={currentCompany?.name ?? 'Your company'} />
        </div>
      </div>
    </div>
  );
}
