// A landing's aircraft as a headline: the registration, never broken inside ('CS-' / 'AAD'),
// then the type. The words come from the one rule in src/domain/landings/landing-identity.ts.
import type { LandingIdentity } from '@/domain/landings/landing-identity';
import './aircraft-name.css';

export interface AircraftNameProps {
  identity: Pick<LandingIdentity, 'registration' | 'type'>;
  /** Shown when neither a registration nor a type is known. */
  unknown: string;
}

export function AircraftName({ identity, unknown }: AircraftNameProps) {
  const { registration, type } = identity;
  if (!registration && !type) return <span className="aircraft-name">{unknown}</span>;
  return (
    <span className="aircraft-name">
      {registration ? <span className="registration">{registration}</span> : null}
      {registration && type ? ' ' : null}
      {type ? <span className="aircraft-name__type">{type}</span> : null}
    </span>
  );
}
