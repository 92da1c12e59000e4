// The pilot's page (ADR 0009), its own small entry: /request/<slug> asks for permission to land,
// /request/status/<token> follows the answer. No account, no service worker, no desk code.
// The form and the status page load beside the page's first API call, not before it: they read
// and show dates through the time module, and luxon is most of their weight (ADR 0017).
import type { PublicAirfield, PublicRequestStatus } from '@/domain/pilot-request-wire';
import { callApi, PilotApiError } from './api';
import { h, show } from './dom';
import './pilot.css';

function notFound(root: HTMLElement, what: string): void {
  document.title = 'Not found';
  show(root, h('h1', {}, 'Page not found'), h('p', {}, what));
}

async function renderRequestPage(root: HTMLElement, slug: string): Promise<void> {
  show(root, h('p', { role: 'status' }, 'Loading the airfield…'));
  try {
    const [airfield, { airfieldInfo }, { requestForm }] = await Promise.all([
      callApi<PublicAirfield>(`airfields/${encodeURIComponent(slug)}`),
      import('./airfield-info'),
      import('./request-form'),
    ]);
    document.title = `Request to land at ${airfield.name1}`;
    show(
      root,
      h(
        'h1',
        {},
        `Request to land at ${airfield.name1}`,
        airfield.name2 ? h('span', { class: 'icao' }, ` ${airfield.name2}`) : null,
      ),
      airfieldInfo(airfield),
      requestForm(airfield, window.localStorage),
    );
  } catch (error) {
    if (error instanceof PilotApiError && error.status === 404) {
      notFound(root, 'No airfield has a request page at this address. Check the link the club gave you.');
      return;
    }
    const retry = h('button', { type: 'button', class: 'button' }, 'Try again');
    retry.addEventListener('click', () => void renderRequestPage(root, slug));
    show(
      root,
      h('h1', {}, 'Request to land'),
      h('p', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error)),
      retry,
    );
  }
}

async function renderStatus(root: HTMLElement, token: string): Promise<void> {
  const first = callApi<PublicRequestStatus>(`requests/${token}`);
  // The page shows a failed first answer itself; this keeps it from being reported unhandled meanwhile.
  first.catch(() => undefined);
  try {
    const { renderStatusPage } = await import('./status-page');
    await renderStatusPage(root, token, first);
  } catch (error) {
    show(
      root,
      h('h1', {}, 'Your request'),
      h('p', { class: 'form-error', role: 'alert' }, error instanceof Error ? error.message : String(error)),
    );
  }
}

const root = document.getElementById('page');
if (root) {
  const [, section, first, second] = window.location.pathname.split('/');
  if (section === 'request' && first === 'status' && second) void renderStatus(root, second);
  else if (section === 'request' && first && !second) void renderRequestPage(root, first);
  else notFound(root, 'There is nothing at this address.');
}
