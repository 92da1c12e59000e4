// The expanded part of a row (SPEC §2): aircraft, pilot, licence, services, departure, and the
// arrival on parked rows; for a request from the pilot's page also what the pilot typed and the
// desk's reason (ADR 0009).
import type { MirrorLanding } from '@/data/react/records';
import { aircraftLabel, pilotNameOf, servicesLabel } from '@/domain/landings';
import { DEFAULT_LOCALE, formatZonedDateTime } from '@/domain/time/format';

const orNa = (value: string | null | undefined): string => (value?.trim() ? value : 'N/A');

export function LandingDetails({ landing, showArrival }: { landing: MirrorLanding; showArrival: boolean }) {
  const details: Array<[string, string]> = [
    ['Aircraft', orNa(aircraftLabel(landing))],
    ['Pilot Name', orNa(pilotNameOf(landing))],
    ['Pilot Email', orNa(landing.email ?? landing.user?.email)],
    ['License #', orNa(landing.user?.licenceNumber)],
    ['Services', servicesLabel(landing.club_services)],
    ['Departure', formatZonedDateTime(landing.departure)],
  ];
  if (showArrival) details.push(['Arrival', formatZonedDateTime(landing.ata)]);
  const request: Array<[string, string | null]> = [
    ['Registration', landing.registration],
    [
      'ETD (UTC)',
      formatZonedDateTime(landing.etd, DEFAULT_LOCALE, { zone: 'UTC', shown: 'time', fallback: '' }),
    ],
    ['Pilot Phone', landing.phone],
    ['Notes', landing.notes],
    ['Opening hours', landing.outsideHours ? 'Asked for outside the opening hours' : null],
    ['Reason sent to the pilot', landing.reason],
  ];
  for (const [term, value] of request) if (value) details.push([term, value]);
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
