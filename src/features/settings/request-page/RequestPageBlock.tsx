// Airfield details › Request page (ADR 0009): the club's public page for pilots, its link with Copy
// and a QR code, and its address, which the owner may change. Shown only when the server has one.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useRequestPageUrl } from '@/data/react/use-request-page';
import { clubQuery } from '@/data/settings/refreshers';
import { saveClubFields } from '@/data/settings/save-club';
import { useClub } from '@/data/settings/use-settings-data';
import { slugProblem } from '@/domain/slug';
import { RequestPageLink } from '@/ui/RequestPageLink';
import { SaveBar } from '../SaveBar';
import { useSettingsSave } from '../use-settings-save';

export const REQUEST_PAGE_SAVED = 'Request page address updated.';

export function RequestPageBlock() {
  const club = useClub();
  const url = useRequestPageUrl(club?.slug);
  if (!club?.slug || !url) return null;
  return (
    <div className="settings-subsection">
      <h3>Request page</h3>
      <p>
        Pilots ask for permission to land on this page, without an account, and get the answer by email. Share
        the link, or print the QR code for the clubhouse.
      </p>
      <RequestPageLink url={url} />
      <SlugForm slug={club.slug} />
    </div>
  );
}

function SlugForm({ slug }: { slug: string }) {
  const id = useId();
  const [value, setValue] = useState(slug);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setValue(slug), [slug]);
  const saver = useSettingsSave<string>({
    section: 'request-page',
    success: REQUEST_PAGE_SAVED,
    refreshes: (deps) => [clubQuery(deps)],
    run: ({ api, clubId }, next) => saveClubFields(api, clubId, { slug: next }),
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = value.trim().toLowerCase();
    const wrong = slugProblem(next);
    setProblem(wrong);
    if (!wrong) await saver.save(next);
  };
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>Request page address</label>
        <input
          id={id}
          value={value}
          maxLength={60}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          The end of the link: /request/{value.trim().toLowerCase() || '…'}
        </p>
        {problem ? (
          <p id={`${id}-problem`} className="field__error">
            {problem}
          </p>
        ) : null}
      </div>
      <SaveBar
        canSave={value.trim().toLowerCase() !== slug}
        pending={saver.pending}
        message={saver.message}
        about="the request page address"
      />
    </form>
  );
}
