// The expanded part of a row: registration, type, origin, pilot and their call sign, licence,
// services, departure, and the arrival on parked rows; for a request from the pilot's page also what the pilot typed and the desk's reason
// (ADR 0009).

import { useOriginNameOf } from '@/data/aerodromes/origin-names';
import { useShownClock } from '@/data/landings/use-club-landings';
import type { MirrorLanding } from '@/data/react/records';
import { decidedByWords } from '@/domain/club/acceptance-rule-words';
import { servicesLabel } from '@/domain/club/catalogue-words';
import { pilotLicenceOf, pilotNameOf } from '@/domain/landings/landing-facts';
import { landingIdentity, originHeadline } from '@/domain/landings/landing-identity';
import { formatOnClock } from '@/domain/time/format';
import { type MessageId, say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';

export function LandingDetails({ landing, showArrival }: { landing: MirrorLanding; showArrival: boolean }) {
  const t = useT();
  const tag = useIntlTag();
  const clock = useShownClock();
  const na = t('common.notAvailable');
  const orNa = (value: string | null | undefined): string => (value?.trim() ? value : na);
  // Aircraft and origin by the one rule of landing-identity.ts: a visitor keeps what it typed.
  const identity = landingIdentity(landing, useOriginNameOf());
  const details: Array<[MessageId, string]> = [
    ...(landing.ppr ? [['movements.details.ppr', landing.ppr] as [MessageId, string]] : []),
    ['movements.details.registration', orNa(identity.registration)],
    ['movements.details.type', orNa(identity.type)],
    ['movements.details.from', orNa(originHeadline(identity))],
    ['movements.details.pilotName', orNa(pilotNameOf(landing))],
    ['movements.details.callSign', orNa(identity.pilotCallSign)],
    ['movements.details.pilotEmail', orNa(landing.email ?? landing.user?.email)],
    ['movements.details.licence', orNa(pilotLicenceOf(landing))],
    ['movements.details.services', servicesLabel(landing.club_services, t)],
    ['movements.details.departure', formatOnClock(landing.departure, clock, tag, { fallback: na })],
  ];
  if (showArrival)
    details.push(['movements.details.arrival', formatOnClock(landing.ata, clock, tag, { fallback: na })]);
  const request: Array<[MessageId, string | null]> = [
    [
      'movements.details.etd',
      formatOnClock(landing.etd, clock, tag, { shown: 'time', fallback: '' }) || null,
    ],
    ['movements.details.pilotPhone', landing.phone],
    ['movements.details.notes', landing.notes],
    ['settings.sections.openingHours', landing.outsideHours ? t('movements.details.outsideHours') : null],
    ['movements.details.reason', landing.reason],
    // Accepted by an acceptance rule rather than a person (docs/product/acceptance-rules.md).
    [
      'movements.details.decision',
      landing.decided_by_rule ? say(t, decidedByWords(landing.decided_by_rule)) : null,
    ],
  ];
  for (const [term, value] of request) if (value) details.push([term, value]);
  return (
    <dl className="details-list">
      {details.map(([term, value]) => (
        <div key={term} className="details-list__item">
          <dt>{t(term)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
