// The services a landing had, as a group of checkboxes of the club's offers.
import { serviceName } from '@/domain/club/catalogue-words';
import { formatPrice } from '@/domain/fees/money';
import type { ClubService } from '@/domain/wire/entities';
import { useIntlTag, useT } from '@/i18n/react';

export interface ServicesFieldProps {
  offers: readonly ClubService[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

export function ServicesField({ offers, chosen, onChange }: ServicesFieldProps) {
  const t = useT();
  const tag = useIntlTag();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="field correct-services">
      <legend>{t('movements.details.services')}</legend>
      {offers.length === 0 ? <p>{t('movements.correct.noServices')}</p> : null}
      {offers.map((offer) => (
        <label key={offer.id} className="correct-services__option">
          <input
            type="checkbox"
            checked={chosen.includes(offer.id)}
            onChange={(event) => toggle(offer.id, event.currentTarget.checked)}
          />
          {offer.service ? serviceName(offer.service.name, t) : String(offer.id)} (
          {formatPrice(offer.price, tag)})
        </label>
      ))}
    </fieldset>
  );
}
