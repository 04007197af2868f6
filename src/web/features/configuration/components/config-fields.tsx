import { useId } from 'react';
import { CONFIG_FIELDS, type AnalysisConfig, type ConfigField } from '#domain/workflow';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { CONFIG_FIELD_META, isRequiredField } from './config-helpers';

export type ConfigFieldsProps = {
  values: AnalysisConfig;
  onChange: (field: ConfigField, value: string) => void;
  /** Required fields left blank after a save attempt, marked invalid. */
  invalid: readonly ConfigField[];
  readOnly: boolean;
};

/** The eleven configuration inputs: two single-line, the rest 3-row textareas. */
export function ConfigFields({ values, onChange, invalid, readOnly }: ConfigFieldsProps) {
  const baseId = useId();
  return (
    <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      {CONFIG_FIELDS.map((field) => {
        const meta = CONFIG_FIELD_META[field];
        const id = `${baseId}-${field}`;
        const required = isRequiredField(field);
        const common = {
          id,
          name: field,
          value: values[field],
          placeholder: meta.placeholder,
          readOnly,
          'aria-required': required || undefined,
          'aria-invalid': invalid.includes(field) || undefined,
          onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
        };
        return (
          <div
            key={field}
            className={cn('grid content-start gap-2', field === 'productDescription' && 'md:col-span-2')}
          >
            <Label htmlFor={id}>
              {meta.label}
              {required && (
                <span aria-hidden="true" className="-ml-1 text-destructive">
                  *
                </span>
              )}
            </Label>
            {meta.multiline ? (
              <Textarea rows={3} className="min-h-0 resize-y" {...common} />
            ) : (
              <Input
                type={field === 'productUrl' ? 'url' : 'text'}
                inputMode={field === 'productUrl' ? 'url' : undefined}
                {...common}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
