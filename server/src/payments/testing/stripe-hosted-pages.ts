// The stand-in's versions of Stripe's hosted pages (docs/decisions/0029): Connect onboarding, where
// the club's owner finishes opening the account, and Checkout, where the pilot pays. Plain HTML with
// one form each; what a button does is what Stripe does then: the account can take charges or the
// session is paid, a signed Connect event is delivered to the webhook, and the browser goes back.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountUpdated, checkoutCompleted, signature, type TestEvent } from './stripe-events';
import type { StandInAccount, StandInSession } from './stripe-stand-in';

/** Where the stand-in delivers its events, as a Connect webhook endpoint is set up on Stripe. */
export interface WebhookTarget {
  webhookUrl: string;
  webhookSecret: string;
}

/** What the pages act on: the stand-in's own state and actions. */
export interface HostedPagesHost {
  accounts: Map<string, StandInAccount>;
  sessions: Map<string, StandInSession>;
  /** What Checkout shows of each session's line: its name and description. */
  lines: Map<string, { name: string; description: string }>;
  completeOnboarding(accountId: string): void;
  paySession(sessionId: string): StandInSession;
  webhook: WebhookTarget | null;
  /** Each event delivered, as sent, and the endpoint's answer (0: unreachable). */
  deliveries: Delivery[];
}

export interface Delivery {
  event: TestEvent;
  status: number;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button,a.button{display:inline-block;min-height:44px;min-width:44px;padding:.6rem 1.2rem;font:inherit;
border-radius:6px;border:1px solid #3d3a99;background:#3d3a99;color:#fff;text-decoration:none;cursor:pointer}
a.button{background:#fff;color:#3d3a99}
.test{background:#fff3cd;color:#5c4400;padding:.25rem .5rem;border-radius:4px}
</style></head>
<body><main><p class="test">Stripe test mode: a local stand-in</p>
${body}
</main></body></html>
`;

const isHttpUrl = (value: string | null): value is string => {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const readForm = (request: IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });

/** Delivers a Connect event, signed as Stripe signs it; answers the endpoint's status (0: unreachable). */
export async function deliverEvent(target: WebhookTarget, event: TestEvent): Promise<number> {
  const payload = JSON.stringify(event);
  try {
    const response = await fetch(target.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature(payload, target.webhookSecret),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Delivers a signed event to the host's webhook, when it has one, and keeps the answer. */
export async function deliver(host: HostedPagesHost, event: TestEvent): Promise<void> {
  if (host.webhook) host.deliveries.push({ event, status: await deliverEvent(host.webhook, event) });
}

const formatAmount = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

function onboardingPage(account: StandInAccount, returnUrl: string): string {
  return page(
    'Stripe onboarding',
    `<h1>Finish setting up your Stripe account</h1>
<p>Account <code>${escapeHtml(account.id)}</code>${account.email ? ` for ${escapeHtml(account.email)}` : ''}.</p>
<form method="post">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<button type="submit">Finish onboarding</button>
</form>`,
  );
}

function checkoutPage(
  session: StandInSession,
  line: { name: string; description: string } | undefined,
): string {
  const cancel = typeof session.cancel_url === 'string' ? session.cancel_url : null;
  return page(
    'Stripe Checkout',
    `<h1>${escapeHtml(line?.name ?? 'Payment')}</h1>
${line?.description ? `<p>${escapeHtml(line.description)}</p>` : ''}
<p>Amount: <strong data-amount>${escapeHtml(formatAmount(session.amount_total, session.currency))}</strong>
(${escapeHtml(session.currency.toUpperCase())})</p>
<form method="post"><button type="submit">Pay</button></form>
${cancel ? `<p><a class="button" href="${escapeHtml(cancel)}">Cancel</a></p>` : ''}`,
  );
}

/**
 * Answers a browser on a hosted page's path (GET shows it, POST is its button); false when the path
 * is not one of them. These pages need no API key: the browser holds none.
 */
export async function hostedPage(
  host: HostedPagesHost,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
  const [first, second, key] = url.pathname.split('/').filter(Boolean);
  if (first === 'connect' && second === 'onboarding' && key !== undefined)
    await onboarding(host, key, request, reply(response), url);
  else if (first === 'checkout' && second !== undefined && key === undefined)
    await checkout(host, second, request, reply(response));
  else return false;
  return true;
}

const reply = (response: ServerResponse) => ({
  html(status: number, body: string) {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'request-id': `req_${randomBytes(8).toString('hex')}`,
    });
    response.end(body);
  },
  seeOther(location: string) {
    response.writeHead(303, { location });
    response.end();
  },
  notFound() {
    this.html(404, page('Not found', '<h1>This link has expired or does not exist.</h1>'));
  },
});

type Reply = ReturnType<typeof reply>;

async function onboarding(
  host: HostedPagesHost,
  key: string,
  request: IncomingMessage,
  out: Reply,
  url: URL,
) {
  const account = host.accounts.get(key);
  const form = request.method === 'POST' ? await readForm(request) : null;
  const returnUrl = form ? form.get('return_url') : url.searchParams.get('return_url');
  if (!account || !isHttpUrl(returnUrl)) return out.notFound();
  if (!form) return out.html(200, onboardingPage(account, returnUrl));
  host.completeOnboarding(account.id);
  await deliver(host, accountUpdated(account));
  out.seeOther(returnUrl);
}

async function checkout(host: HostedPagesHost, id: string, request: IncomingMessage, out: Reply) {
  const session = host.sessions.get(id);
  if (!session || session.status === 'expired') return out.notFound();
  const success = typeof session.success_url === 'string' ? session.success_url : null;
  if (request.method !== 'POST') {
    if (session.status === 'complete' && success) return out.seeOther(success);
    return out.html(200, checkoutPage(session, host.lines.get(session.id)));
  }
  // A second press (the browser's back button) pays nothing twice.
  if (session.status !== 'complete') {
    const paid = host.paySession(session.id);
    await deliver(host, checkoutCompleted(paid));
  }
  if (success) out.seeOther(success);
  else out.html(200, page('Paid', '<h1>Paid</h1>'));
}
