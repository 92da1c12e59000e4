// Step 7: the extra services the airfield offers, each switched on with its price in euros
// (empty is saved as 0). Switching a service off forgets its price.

import { useServiceCatalogue } from '@/data/registration/use-registration-lists';
import type { ServiceChoice } from '@/domain/accounts/registration';
import { serviceName } from '@/domain/club/catalogue-words';
import { useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { Toggle } from '@/ui/Toggle';
import { ListStatus } from './ListStatus';
import type { StepProps } from './step-props';

export function ServicesStep({ draft, onChange }: StepProps) {
  const catalogue = useServiceCatalogue();
  const t = useT();
  const choose = (serviceId: number, choice: ServiceChoice) =>
    onChange({ services: { ...draft.services, [serviceId]: choice } });

  return (
    <>
      <ListStatus
        isPending={catalogue.isPending}
        isError={catalogue.isError}
        retry={() => void catalogue.refetch()}
      />
      {catalogue.data?.length === 0 ? <p>{t('registration.services.empty')}</p> : null}
      <ul className="registration-services">
        {catalogue.data?.map((service) => {
          const choice = draft.services[service.id] ?? { active: false, price: '' };
          return (
            <li key={service.id} className="registration-services__item">
              <Toggle
                label={serviceName(service.name, t)}
                checked={choice.active}
                onChange={(active) => choose(service.id, { active, price: active ? choice.price : '' })}
              />
              {choice.active ? (
                <TextField
                  label={t('settings.services.price', { service: serviceName(service.name, t) })}
                  value={choice.price}
                  onChange={(price) => choose(service.id, { active: true, price })}
                  inputMode="decimal"
                  maxLength={20}
                  hint={t('registration.services.priceHint')}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
