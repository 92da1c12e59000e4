// Step 5: runway type, position, helipad (optional), elevation, length, direction, weight limit
// and whether landing needs a request.
import { useId } from 'react';
import { useRunwayTypes } from '@/data/registration/use-registration-lists';
import { TextField } from '@/ui/TextField';
import { Toggle } from '@/ui/Toggle';
import { ListStatus } from './ListStatus';
import { decimalField, type StepProps, type TextKey } from './step-props';

export function RunwayStep(props: StepProps) {
  const { draft, onChange } = props;
  const types = useRunwayTypes();
  const selectId = useId();
  const number = (field: TextKey) => decimalField(field, props);

  return (
    <>
      <div className="field">
        <label htmlFor={selectId}>Runway type</label>
        <select
          id={selectId}
          value={draft.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value ? Number(event.target.value) : null })}
          disabled={!types.data}
          required
        >
          <option value="">Select a runway type</option>
          {types.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
        <ListStatus isPending={types.isPending} isError={types.isError} retry={() => void types.refetch()} />
      </div>
      <div className="registration-pair">
        <TextField label="Runway latitude" hint="Decimal degrees, e.g. 38.5297" {...number('lat')} required />
        <TextField
          label="Runway longitude"
          hint="Decimal degrees, e.g. -7.8919"
          {...number('long')}
          required
        />
      </div>
      <div className="registration-pair">
        <TextField label="Helipad latitude (optional)" {...number('helipad_latitude')} />
        <TextField label="Helipad longitude (optional)" {...number('helipad_longitude')} />
      </div>
      <TextField label="Elevation (ft)" {...number('altitude')} required />
      <TextField label="Runway length (m)" {...number('length')} required />
      <TextField
        label="Runway direction"
        value={draft.direction}
        onChange={(direction) => onChange({ direction })}
        hint="For example 01/19."
        maxLength={20}
        required
      />
      <TextField label="Weight limit (kg)" {...number('weight')} required />
      <Toggle label="Request to land" checked={draft.request} onChange={(request) => onChange({ request })} />
    </>
  );
}
