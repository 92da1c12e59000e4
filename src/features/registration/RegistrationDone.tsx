// Registration's last screen on a server with request pages (ADR 0009): the airfield is ready, and
// here is the page pilots ask on, with its link, Copy and a QR code to print.
import { useEffect, useRef } from 'react';
import { useRequestPageUrl } from '@/data/react/use-request-page';
import { RequestPageLink } from '@/ui/RequestPageLink';

export function RegistrationDone({ slug, onContinue }: { slug: string | null; onContinue: () => void }) {
  const url = useRequestPageUrl(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="registration__form" aria-labelledby="registration-done">
      <h2 id="registration-done" ref={heading} tabIndex={-1}>
        Your airfield is ready
      </h2>
      <p>Pilots can now ask you for permission to land on your request page, and get your answer by email.</p>
      {url ? (
        <RequestPageLink url={url} />
      ) : (
        <p>Find the link to your request page in Settings, under Airfield details.</p>
      )}
      <button type="button" className="button button--primary" onClick={onContinue}>
        Go to Aircraft movements
      </button>
    </section>
  );
}
