// Extra services: a toggle per catalogue service with the club's price in euros; SAVE creates,
// updates or deletes the club's services for the entries touched.
import { useState } from 'react';
import { saveServices } from '@/data/settings/save-services';
import { servicesQuery } from '@/data/settings/settings-refreshers';
import { useServiceOffers } from '@/data/settings/use-settings-data';
import { planClubServiceSave, priceServiceEntry, toggleServiceEntry } from '@/domain/club/club-services-save';
import { useIntlTag, useT } from '@/i18n/react';
import { SaveBar } from '../SaveBar';
import { SectionFrame } from '../SectionFrame';
import { SectionLoading } from '../SectionLoading';
import { CHECK_FIELDS, SAVED, SCHEDULES_FAILED } from '../save-messages';
import { useDraft } from '../use-draft';
import { useSettingsSave } from '../use-settings-save';
import { ServiceRow } from './ServiceRow';
import { type ServiceEntryView, toServiceEntries } from './service-entries';

export function ExtraServicesSection() {
  const offers = useServiceOffers();
  const t = useT();
  const tag = useIntlTag();
  const draft = useDraft(offers, (source) => toServiceEntries(source, tag), tag);
  const [invalid, setInvalid] = useState<number[]>([]);
  const saver = useSettingsSave<ServiceEntryView[]>({
    section: 'services',
    success: SAVED.services,
    // The opening hours' failure text serves the services too, as specified.
    failureDetail: () => SCHEDULES_FAILED,
    refreshes: (deps) => [servicesQuery(deps)],
    run: ({ api, clubId }, entries) => saveServices(api, clubId, entries),
  });
  const entries = draft.value;

  const edit = (serviceId: number, change: (entry: ServiceEntryView) => ServiceEntryView) =>
    draft.update((list) => list.map((entry) => (entry.serviceId === serviceId ? change(entry) : entry)));

  const save = async () => {
    if (!entries) return;
    const check = planClubServiceSave(entries);
    setInvalid(check.invalid);
    if (check.invalid.length > 0) {
      saver.setMessage(CHECK_FIELDS);
      return;
    }
    if (await saver.save(entries)) draft.markSaved(entries);
  };

  return (
    <SectionFrame id="services" title={t('settings.sections.services')}>
      {entries === null ? (
        <SectionLoading />
      ) : (
        <>
          {entries.length === 0 ? <p className="settings-empty">{t('settings.services.empty')}</p> : null}
          <ul className="service-list">
            {entries.map((entry) => (
              <ServiceRow
                key={entry.serviceId}
                entry={entry}
                invalid={invalid.includes(entry.serviceId)}
                onToggle={(active) => edit(entry.serviceId, (e) => toggleServiceEntry(e, active))}
                onPrice={(price) => edit(entry.serviceId, (e) => priceServiceEntry(e, price))}
              />
            ))}
          </ul>
          <SaveBar canSave={draft.changed} pending={saver.pending} message={saver.message} onSave={save} />
        </>
      )}
    </SectionFrame>
  );
}
