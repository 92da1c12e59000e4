// Registration's last screen on a server with request pages (ADR 0009): the airfield is ready, and
// here is the page pilots ask on, with its link, Copy and a QR code to print.
import { useEffect, useRef } from 'react';
import { useRequestPageUrl } from '@/data/react/use-request-page';
import { useT } from '@/i18n/react';
import { RequestPageLink } from '@/ui/RequestPageLink';

export function RegistrationDone({ slug, onContinue }: { slug: string | null; onContinue: () => void }) {
  const t = useT();
  const url = useRequestPageUrl(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="registration__form" aria-labelledby="registration-done">
      <h2 id="registration-done" ref={heading} tabIndex={-1}>
        {t('registration.done.title')}
      </h2>
      <p>{t('registration.done.intro')}</p>
      {url ? <RequestPageLink url={url} /> : <p>{t('registration.done.findLink')}</p>}
      <button type="button" className="button button--primary" onClick={onContinue}>
        {t('registration.done.openMovements')}
      </button>
    </section>
  );
}
