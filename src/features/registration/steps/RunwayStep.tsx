// Step 5: runway type, position, helipad (optional), elevation, length, direction, weight limit
// and whether landing needs a request.
import { useId } from 'react';
import { useRunwayTypes } from '@/data/registration/use-registration-lists';
import { runwayTypeName } from '@/domain/club/catalogue-words';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { Toggle } from '@/ui/Toggle';
import { ListStatus } from './ListStatus';
import { decimalField, type StepProps, type TextKey } from './step-props';

export function RunwayStep(props: StepProps) {
  const { draft, onChange } = props;
  const t = useT();
  const types = useRunwayTypes();
  const selectId = useId();
  const number = (field: TextKey) => decimalField(field, props, t);

  return (
    <>
      <div className="field">
        <label htmlFor={selectId}>{t('settings.field.category')}</label>
        <select
          id={selectId}
          value={draft.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value ? Number(event.target.value) : null })}
          disabled={!types.data}
          required
        >
          <option value="">{t('settings.field.categoryPlaceholder')}</option>
          {types.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {runwayTypeName(type.name, t)}
            </option>
          ))}
        </select>
        <ListStatus isPending={types.isPending} isError={types.isError} retry={() => void types.refetch()} />
      </div>
      <div className="registration-pair">
        <TextField
          label={t('settings.field.lat')}
          hint={t('registration.runway.latHint')}
          {...number('lat')}
          required
        />
        <TextField
          label={t('settings.field.long')}
          hint={t('registration.runway.longHint')}
          {...number('long')}
          required
        />
      </div>
      <div className="registration-pair">
        <TextField
          label={t('registration.runway.helipadLat')}
          {...decimalField('helipad_latitude', props, t, true)}
        />
        <TextField
          label={t('registration.runway.helipadLong')}
          {...decimalField('helipad_longitude', props, t, true)}
        />
      </div>
      <TextField label={t('settings.field.altitude')} {...number('altitude')} required />
      <TextField label={t('registration.runway.length')} {...number('length')} required />
      <TextField
        label={t('registration.runway.direction')}
        value={draft.direction}
        onChange={(direction) => onChange({ direction })}
        hint={t('registration.runway.directionHint')}
        maxLength={20}
        required
      />
      <TextField label={t('registration.runway.weight')} {...number('weight')} required />
      <Toggle
        label={t('settings.field.request')}
        checked={draft.request}
        onChange={(request) => onChange({ request })}
      />
    </>
  );
}
