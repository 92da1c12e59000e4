// The expanded part of a row (SPEC §2): aircraft, pilot, licence, services, departure, and the
// arrival on parked rows.
import type { MirrorLanding } from '@/data/db/types';
import { formatLisbonDateTime } from '@/domain/format';
import { servicesLabel } from '@/domain/landings';

const orNa = (value: string | null | undefined): string => (value?.trim() ? value : 'N/A');

export function LandingDetails({ landing, showArrival }: { landing: MirrorLanding; showArrival: boolean }) {
  const details: Array<[string, string]> = [
    ['Aircraft', orNa(landing.aircraft?.name)],
    ['Pilot Name', orNa(landing.user?.name ?? landing.user?.username)],
    ['Pilot Email', orNa(landing.email ?? landing.user?.email)],
    ['License #', orNa(landing.user?.licenceNumber)],
    ['Services', servicesLabel(landing.club_services)],
    ['Departure', formatLisbonDateTime(landing.departure)],
  ];
  if (showArrival) details.push(['Arrival', formatLisbonDateTime(landing.ata)]);
  return (
    <dl className="details-list">
      {details.map(([term, value]) => (
        <div key={term} className="details-list__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
