// Step 7: the extra services the airfield offers, each switched on with its price in euros
// (empty is saved as 0). Switching a service off forgets its price.

import { useServiceCatalogue } from '@/data/registration/use-registration-lists';
import type { ServiceChoice } from '@/domain/registration';
import { TextField } from '@/ui/TextField';
import { Toggle } from '@/ui/Toggle';
import { ListStatus } from './ListStatus';
import type { StepProps } from './step-props';

export function ServicesStep({ draft, onChange }: StepProps) {
  const catalogue = useServiceCatalogue();
  const choose = (serviceId: number, choice: ServiceChoice) =>
    onChange({ services: { ...draft.services, [serviceId]: choice } });

  return (
    <>
      <ListStatus
        isPending={catalogue.isPending}
        isError={catalogue.isError}
        retry={() => void catalogue.refetch()}
      />
      {catalogue.data?.length === 0 ? <p>No extra services are offered yet.</p> : null}
      <ul className="registration-services">
        {catalogue.data?.map((service) => {
          const choice = draft.services[service.id] ?? { active: false, price: '' };
          return (
            <li key={service.id} className="registration-services__item">
              <Toggle
                label={service.name}
                checked={choice.active}
                onChange={(active) => choose(service.id, { active, price: active ? choice.price : '' })}
              />
              {choice.active ? (
                <TextField
                  label={`${service.name} price (€)`}
                  value={choice.price}
                  onChange={(price) => choose(service.id, { active: true, price })}
                  inputMode="decimal"
                  maxLength={20}
                  hint="Leave blank for free."
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
