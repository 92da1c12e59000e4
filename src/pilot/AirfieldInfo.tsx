// The airfield as the request page introduces it: its runway (length in metres, elevation in feet,
// as the desk's settings take them), opening hours on the club's chosen clock with its name (ADR
// 0027), the closure dates not over yet, the slot limits and what is answered at once, what landing
// and parking cost, and the services with their prices. All of it is in the server's first answer.
import { runwayTypeName, serviceName } from '@/domain/club/catalogue-words';
import { hourlyParkingRate } from '@/domain/fees/fee-rules';
import { formatPrice } from '@/domain/fees/money';
import type { PublicAirfield } from '@/domain/wire/pilot-request-wire';
import { type Message, type MessageId, msg, say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { clockName } from './clock-name';
import { formatNumber, longDay, weekday } from './page-formats';

const WEEK = [0, 1, 2, 3, 4, 5, 6];

function Closures({ closures }: { closures: PublicAirfield['closures'] }) {
  const t = useT();
  const tag = useIntlTag();
  if (!closures?.length) return null;
  return (
    <>
      <h3>{t('pilot.airfield.closuresTitle')}</h3>
      <ul className="plain closures">
        {closures.map((closure) => (
          <li key={closure.id}>
            {closure.from === closure.to
              ? t('pilot.airfield.closedOn', { date: longDay(closure.from, tag), note: closure.note })
              : t('pilot.airfield.closedFromTo', {
                  from: longDay(closure.from, tag),
                  to: longDay(closure.to, tag),
                  note: closure.note,
                })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The aircraft categories parking is priced by, as fee-rules.ts names them. */
const PARKING: [category: string, label: MessageId][] = [
  ['Single engine', 'pilot.airfield.parkingSingle'],
  ['Twin engine', 'pilot.airfield.parkingTwin'],
  ['Bizz jet', 'pilot.airfield.parkingJet'],
  ['Helicopter', 'pilot.airfield.parkingHeli'],
];

/** The club's slot limits in words (docs/product/slot-limits.md). */
function SlotLimits({ limit }: { limit: PublicAirfield['slotLimit'] }) {
  const t = useT();
  if (!limit) return null;
  return (
    <>
      <h3>{t('pilot.airfield.slotsTitle')}</h3>
      <ul className="plain">
        {limit.window ? <li>{t('pilot.airfield.slotWindow', limit.window)}</li> : null}
        {limit.perDay ? <li>{t('pilot.airfield.slotDay', { perDay: limit.perDay })}</li> : null}
      </ul>
    </>
  );
}

/** What the acceptance rules answer at once (docs/product/acceptance-rules.md); never who is listed. */
function AutoAnswerList({ auto }: { auto: PublicAirfield['autoAnswer'] }) {
  const t = useT();
  return (
    <>
      {/* "Answered at once" over "every request waits" would contradict itself. */}
      <h3>{t(auto ? 'pilot.airfield.autoTitle' : 'pilot.airfield.answerTitle')}</h3>
      {auto ? (
        <>
          <ul className="plain">
            {auto.own ? <li>{t('pilot.airfield.autoOwn')}</li> : null}
            {auto.listed ? <li>{t('pilot.airfield.autoListed')}</li> : null}
            {auto.maxKg !== null ? <li>{t('pilot.airfield.autoWeight', { kg: auto.maxKg })}</li> : null}
          </ul>
          {auto.neverAfterSunset ? <p>{t('pilot.airfield.autoSunset')}</p> : null}
          <p>{t('pilot.airfield.autoRest')}</p>
        </>
      ) : (
        <p>{t('pilot.airfield.autoNone')}</p>
      )}
    </>
  );
}

function Fact({ term, value }: { term: string; value: string | null }) {
  if (value === null || value === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function AirfieldInfo({ airfield }: { airfield: PublicAirfield }) {
  const t = useT();
  const tag = useIntlTag();
  const { runway, parking } = airfield;
  const unit = (id: MessageId, value: number | null) =>
    value === null ? null : t(id, { value: formatNumber(value, tag) });
  const hourly = PARKING.map(([category, label]) => ({
    label,
    rate: hourlyParkingRate(parking, category),
  }));
  const freeHours = Math.max(0, parking.hours_free_park ?? 0);
  const parkingNote: Message = hourly.every((row) => row.rate <= 0)
    ? msg('pilot.airfield.parkingFree')
    : freeHours > 0
      ? msg('pilot.airfield.parkingAfterFree', { hours: freeHours })
      : msg('pilot.airfield.parkingEveryHour');
  return (
    <section className="card" aria-labelledby="airfield-heading">
      <h2 id="airfield-heading">{t('pilot.airfield.title')}</h2>
      <dl className="facts">
        <Fact term={t('pilot.airfield.runway')} value={runway.type && runwayTypeName(runway.type, t)} />
        <Fact term={t('pilot.airfield.direction')} value={runway.direction} />
        <Fact term={t('pilot.airfield.length')} value={unit('common.units.metres', runway.length)} />
        <Fact term={t('pilot.airfield.elevation')} value={unit('common.units.feet', runway.elevation)} />
        <Fact
          term={t('pilot.airfield.weightLimit')}
          value={unit('common.units.kilograms', runway.weightLimit)}
        />
      </dl>

      <h3>{t('pilot.airfield.hoursTitle', { zone: clockName(t, airfield.clock) })}</h3>
      {airfield.hours.length ? (
        <ul className="plain">
          {WEEK.map((index) => {
            const row = airfield.shownHours.find((hour) => hour.day_index === index);
            const day = weekday(index, tag);
            return (
              <li key={index}>
                {row
                  ? t('pilot.airfield.openDay', {
                      day,
                      open: row.open.slice(0, 5),
                      close: row.close.slice(0, 5),
                    })
                  : t('pilot.airfield.closedDay', { day })}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('pilot.airfield.noHours')}</p>
      )}
      <Closures closures={airfield.closures} />
      <SlotLimits limit={airfield.slotLimit} />
      <AutoAnswerList auto={airfield.autoAnswer} />

      <h3>{t('pilot.airfield.feesTitle')}</h3>
      {airfield.bands.length ? (
        <table className="fees">
          <thead>
            <tr>
              <th scope="col">{t('pilot.airfield.feesWeight')}</th>
              <th scope="col">{t('common.purpose.landing')}</th>
              <th scope="col">{t('common.purpose.touchAndGo')}</th>
            </tr>
          </thead>
          <tbody>
            {airfield.bands.map((band) => (
              <tr key={band.weight1}>
                <th scope="row">
                  {t('pilot.airfield.weightRange', {
                    from: formatNumber(band.weight1, tag),
                    to: formatNumber(band.weight2, tag),
                  })}
                </th>
                <td>{formatPrice(band.priceLand, tag)}</td>
                <td>{formatPrice(band.priceTouchGo, tag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('pilot.airfield.noFees')}</p>
      )}
      <p>{say(t, parkingNote)}</p>
      {hourly.some((row) => row.rate > 0) ? (
        <dl className="facts">
          {hourly.map((row) => (
            <Fact
              key={row.label}
              term={t(row.label)}
              value={t('pilot.airfield.perHour', { price: formatPrice(row.rate, tag) })}
            />
          ))}
        </dl>
      ) : null}

      <h3>{t('pilot.airfield.servicesTitle')}</h3>
      {airfield.services.length ? (
        <ul className="plain">
          {airfield.services.map((service) => (
            <li key={service.id}>
              {t('pilot.airfield.service', {
                service: serviceName(service.name, t),
                price: formatPrice(service.price, tag),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('pilot.airfield.noServices')}</p>
      )}
    </section>
  );
}
