// Settings › Runway's FILL FROM <ICAO> (docs/product/aerodromes.md): the club's ICAO code looked up
// in the aerodrome data fills the section's position, elevation and runway, to review and SAVE.
// An unknown code changes nothing and says so; the code itself is never touched.
import { useAerodromeLookup } from '@/data/aerodromes/use-aerodrome-lookup';
import { clubFieldsOf } from '@/domain/aerodromes/aerodrome';
import { useT } from '@/i18n/react';

export interface AerodromeFillProps {
  /** The club's ICAO code as saved under Airfield details. */
  icao: string;
  onFill: (fields: ReturnType<typeof clubFieldsOf>) => void;
}

export function AerodromeFill({ icao, onFill }: AerodromeFillProps) {
  const t = useT();
  const { offered, lookup, lookUp } = useAerodromeLookup();
  if (!offered) return null;
  const said =
    lookup.kind === 'idle'
      ? t('settings.aerodrome.about')
      : lookup.kind === 'found'
        ? t('settings.aerodrome.found', { name: lookup.name })
        : t(`settings.aerodrome.${lookup.kind}`, { icao: lookup.icao });
  return (
    <div className="aerodrome-fill">
      <button
        type="button"
        className="button"
        aria-describedby="aerodrome-fill-said"
        aria-disabled={lookup.kind === 'looking'}
        onClick={() => lookup.kind !== 'looking' && lookUp(icao, (found) => onFill(clubFieldsOf(found)))}
      >
        {t('settings.aerodrome.fill', { icao })}
      </button>
      <p className="field__hint" id="aerodrome-fill-said" role="status">
        {said}
      </p>
    </div>
  );
}
