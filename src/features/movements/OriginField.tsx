// Create Landing's "From": suggestions from the aerodrome data while typing, the code stored, and
// the chosen aerodrome's name under the field (docs/product/aerodromes.md).
import { useEffect } from 'react';
import { learnAerodromeNames } from '@/data/aerodromes/aerodrome-names';
import { useOriginNames } from '@/data/aerodromes/origin-names';
import { useAerodromeSuggestions } from '@/data/aerodromes/use-aerodrome-suggestions';
import { useSyncEngine } from '@/data/react/sync-engine-context';
import { unknownCode } from '@/domain/aerodromes/aerodrome';
import { typedOriginCode } from '@/domain/landings/landing-identity';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';

export interface OriginFieldProps {
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur: (event: { currentTarget: { value: string } }) => void;
}

export function OriginField({ value, error, onChange, onBlur }: OriginFieldProps) {
  const t = useT();
  const { db } = useSyncEngine();
  const answer = useAerodromeSuggestions(value);
  const suggestions = answer.found;
  // What was suggested is named at once when chosen, and in the rows later, offline too.
  useEffect(() => {
    if (suggestions.length > 0) void learnAerodromeNames(db, suggestions);
  }, [db, suggestions]);
  const typed = { from: null, origin: value };
  const name = useOriginNames([typed])(typedOriginCode(typed) ?? '');
  const unknown = unknownCode(value, answer);
  const hint = name ?? (unknown ? t('movements.createLanding.originUnknown', { icao: unknown }) : undefined);
  return (
    <LabelledField id="create-landing-origin" label={t('movements.details.from')} error={error} hint={hint}>
      {(control) => (
        <>
          <input
            {...control}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            autoComplete="off"
            list="create-landing-origins"
            placeholder={t('movements.createLanding.originPlaceholder')}
          />
          <datalist id="create-landing-origins">
            {suggestions.map((aerodrome) => (
              <option key={aerodrome.icao} value={aerodrome.icao}>
                {aerodrome.city ? `${aerodrome.name}, ${aerodrome.city}` : aerodrome.name}
              </option>
            ))}
          </datalist>
        </>
      )}
    </LabelledField>
  );
}
