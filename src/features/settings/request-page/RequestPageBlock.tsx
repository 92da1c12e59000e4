// Airfield details › Request page (ADR 0009): the club's public page for pilots, its link with Copy
// and a QR code, and its address, which the owner may change. Shown only when the server has one.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useRequestPageUrl } from '@/data/react/use-request-page';
import { saveClubFields } from '@/data/settings/save-club';
import { clubQuery } from '@/data/settings/settings-refreshers';
import { useClub } from '@/data/settings/use-settings-data';
import { SLUG_MAX, slugOf, slugProblem } from '@/domain/accounts/slug';
import type { MessageId } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { RequestPageLink } from '@/ui/RequestPageLink';
import { SaveBar } from '../SaveBar';
import { SAVED } from '../save-messages';
import { useSettingsSave } from '../use-settings-save';

export function RequestPageBlock() {
  const club = useClub();
  const t = useT();
  const url = useRequestPageUrl(club?.slug);
  if (!club?.slug || !url) return null;
  return (
    <div className="settings-subsection">
      <h3>{t('settings.requestPage.title')}</h3>
      <p>{t('settings.requestPage.intro')}</p>
      <RequestPageLink url={url} />
      <SlugForm slug={club.slug} />
    </div>
  );
}

function SlugForm({ slug }: { slug: string }) {
  const id = useId();
  const t = useT();
  const [value, setValue] = useState(slug);
  const [problem, setProblem] = useState<MessageId | null>(null);
  useEffect(() => setValue(slug), [slug]);
  // As it will be saved: 'Aero Clube Évora' is the address aero-clube-evora.
  const typed = slugOf(value);
  const saver = useSettingsSave<string>({
    section: 'request-page',
    success: SAVED.requestPage,
    refreshes: (deps) => [clubQuery(deps)],
    run: ({ api, clubId }, next) => saveClubFields(api, clubId, { slug: next }),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = slugProblem(typed);
    setProblem(wrong);
    if (!wrong) await saver.save(typed);
  };
  const renamed = typed !== slug;
  const describedBy = [`${id}-hint`, renamed ? `${id}-renamed` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('settings.requestPage.address')}</label>
        <input
          id={id}
          value={value}
          maxLength={SLUG_MAX}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('settings.requestPage.addressHint', { slug: typed || '…' })}
        </p>
        {renamed ? (
          <p id={`${id}-renamed`} className="notice">
            {t('settings.requestPage.renameWarning')}
          </p>
        ) : null}
        {problem ? (
          <p id={`${id}-problem`} className="field__error">
            {t(problem)}
          </p>
        ) : null}
      </div>
      <SaveBar
        canSave={renamed}
        pending={saver.pending}
        message={saver.message}
        about={t('settings.requestPage.saveAbout')}
      />
    </form>
  );
}
