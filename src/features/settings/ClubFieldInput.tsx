// One club field in its settings form: text or a number as typed, the runway type as a select of
// the categories, a yes/no as the labelled toggle.
import { runwayTypeName } from '@/domain/club/catalogue-words';
import type { ClubDraft, ClubFieldRule } from '@/domain/club/club-settings';
import type { Category } from '@/domain/wire/entities';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { TextField } from '@/ui/TextField';
import { Toggle } from '@/ui/Toggle';
import { CLUB_FIELD_LABELS } from './club-field-labels';

export interface ClubFieldInputProps {
  rule: ClubFieldRule;
  draft: ClubDraft;
  onChange: (value: string | boolean) => void;
  error: Message | undefined;
  categories?: readonly Category[] | undefined;
}

function CategorySelect({
  label,
  value,
  onChange,
  error,
  categories,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  categories: readonly Category[];
}) {
  const t = useT();
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('settings.field.categoryPlaceholder')}</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {runwayTypeName(category.name, t)}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

export function ClubFieldInput({ rule, draft, onChange, error: problem, categories }: ClubFieldInputProps) {
  const t = useT();
  const label = t(CLUB_FIELD_LABELS[rule.key]);
  const error = problem && say(t, problem);
  const value = draft[rule.key];
  if (rule.kind === 'boolean') {
    return (
      <div className="field">
        <Toggle label={label} checked={value === true} onChange={onChange} />
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (rule.kind === 'relation') {
    return (
      <CategorySelect
        label={label}
        value={text}
        onChange={onChange}
        error={error}
        categories={categories ?? []}
      />
    );
  }
  return (
    <TextField
      label={label}
      value={text}
      onChange={onChange}
      error={error}
      inputMode={rule.kind === 'decimal' ? 'decimal' : undefined}
      required={rule.required}
      maxLength={rule.kind === 'text' ? rule.max : undefined}
    />
  );
}
