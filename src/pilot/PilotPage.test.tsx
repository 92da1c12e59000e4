// @vitest-environment jsdom
// The pilot's page as the server paints it and the browser then hydrates it (docs/decisions/0021):
// the markup the server sends is what the components render, hydration finds nothing to mend, and
// once hydrated the form checks in the page's words, brings back the draft and follows the estimate;
// the status page takes the desk's decision from its event stream. In English and in Portuguese.
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestDays } from '@/domain/pilot-requests/pilot-request';
import type { PublicAirfield, PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import english from '@/i18n/catalogs/en.json?audience=pilot';
import portuguese from '@/i18n/catalogs/pt.json?audience=pilot';
import { I18nProvider } from '@/i18n/react';
import { screen, within } from '@/test/render';
import { PilotPage } from './PilotPage';
import type { PilotPageData, RequestPageData, StatusPageData } from './page-data';
import { pilotI18n } from './pilot-i18n';

const AIRFIELD: PublicAirfield = {
  slug: 'example',
  name1: 'Example Aero Club',
  name2: 'LPXE',
  runway: { type: 'Asphalt', direction: '09/27', length: 1200, elevation: 120, weightLimit: 5700 },
  closures: [],
  hours: [{ day_index: 0, open: '09:00:00.000', close: '19:00:00.000' }],
  clock: 'local',
  shownHours: [{ day_index: 0, open: '09:00', close: '19:00' }],
  outsideHours: 'refused',
  services: [{ id: 7, name: 'Hangar overnight', price: 33 }],
  bands: [
    { weight1: 0, weight2: 1000, priceLand: 15, priceTouchGo: 7.5 },
    { weight1: 1001, weight2: 2500, priceLand: 25, priceTouchGo: 12.5 },
  ],
  parking: {
    price_park: 5,
    price_park_twin: 8,
    price_park_bizz: 20,
    price_park_heli: 10,
    hours_free_park: 2,
  },
  slotLimit: null,
  autoAnswer: null,
  aircraftTypes: [{ name: 'Cessna 172', category: 'Single engine', mtow: 1111 }],
};

const requestPage = (locale: 'en' | 'pt' = 'en'): RequestPageData => ({
  locale,
  lang: null,
  path: '/request/example',
  page: 'request',
  airfield: AIRFIELD,
  ...requestDays(new Date().toISOString().slice(0, 10)),
  formKey: 'form-0123456789abcdef',
  posted: null,
});

const STATUS: PublicRequestStatus = {
  status: 'pending',
  clock: 'local',
  ppr: 'PPR-2026-0042',
  canCancel: true,
  reason: null,
  airfield: { slug: 'example', name1: 'Example Aero Club', name2: 'LPXE' },
  request: {
    registration: 'CS-PWA',
    aircraft: 'Cessna 172',
    origin: 'LPCS',
    date: '2026-07-02',
    eta: '12:00',
    etd: null,
    purpose: 'landing',
    pilotName: 'Paula Piloto',
    passengers: [],
    services: [],
    notes: null,
    outsideHours: false,
  },
  fee: 25,
  payment: { online: false, due: null, paidCents: null, restCents: 0, overCents: 0, refund: 'none' },
  receipt: false,
};

const catalogs = { en: pilotI18n('en', english), pt: pilotI18n('pt', portuguese) };

const tree = (data: PilotPageData) => (
  <I18nProvider i18n={catalogs[data.locale]}>
    <PilotPage data={data} />
  </I18nProvider>
);

/** An EventSource the test speaks through, as the server's status stream would. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

let root: Root | null = null;
let container: HTMLElement;
let mended: unknown[];

/**
 * Paints the server's markup, lets `before` act on it as a person could before the script runs,
 * then hydrates it; returns the markup the server sent.
 */
async function serveAndHydrate(data: PilotPageData, before?: (page: HTMLElement) => void): Promise<string> {
  const html = renderToString(tree(data));
  container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  before?.(container);
  await act(async () => {
    root = hydrateRoot(container, tree(data), { onRecoverableError: (error) => mended.push(error) });
  });
  return html;
}

// hydrateRoot is called here, not through render(): tell React it runs inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  mended = [];
  window.localStorage.clear();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.unstubAllGlobals();
});

describe('the request page', () => {
  it('hydrates the markup the server sent without mending anything, then checks in its own words', async () => {
    const html = await serveAndHydrate(requestPage());
    expect(html).toContain('Monday: 09:00–19:00');
    expect(mended).toEqual([]);
    const form = container.querySelector('form');
    expect(form?.noValidate).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Request to land at Example Aero Club LPXE',
    );
    expect(screen.getByText('1,200 m')).toBeTruthy();
    expect(screen.getByText('120 ft')).toBeTruthy();

    const user = userEvent.setup();
    const licence = screen.getByLabelText(/^Licence number/);
    expect(licence).toHaveProperty('required', true);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // The rules load once the pilot starts on the form (docs/decisions/0021): their words follow.
    expect(
      await screen.findByText(
        'Enter the registration, e.g. CS-AYZ: letters, digits and dashes, up to 10 characters.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Aircraft registration/));
    expect(
      screen.getByText('Enter your licence number: 3 to 30 letters, digits, spaces and . / - ( ).'),
    ).toBeTruthy();
    expect(licence.getAttribute('aria-invalid')).toBe('true');
  });

  it('follows the estimate as the pilot types, and keeps it all in the draft', async () => {
    await serveAndHydrate(requestPage());
    const user = userEvent.setup();
    const estimate = () => screen.getByRole('heading', { name: /^Estimated fee: / }).textContent;
    expect(estimate()).toBe('Estimated fee: give your aircraft type to see it');
    // A type not in the list asks for its MTOW, which prices the landing.
    const type = screen.getByLabelText(/^Aircraft type/);
    await user.type(type, 'Jodel D140');
    expect(estimate()).toBe('Estimated fee: to be priced by the desk');
    await user.type(screen.getByLabelText(/^MTOW \(kg\)/), '800');
    expect(estimate()).toBe('Estimated fee: €15.00');
    await user.clear(type);
    await user.type(type, 'Cessna 172');
    expect(screen.queryByLabelText(/^MTOW \(kg\)/)).toBeNull();
    expect(estimate()).toBe('Estimated fee: €25.00');
    await user.click(screen.getByLabelText('Hangar overnight (€33.00)'));
    expect(estimate()).toBe('Estimated fee: €58.00');
    const draft = JSON.parse(window.localStorage.getItem('ppr-request:example') ?? '{}');
    expect(draft.values).toMatchObject({ aircraftType: 'Cessna 172', mtow: '', services: [7] });
  });

  it('brings back the draft this browser kept, after hydrating what the server sent', async () => {
    window.localStorage.setItem(
      'ppr-request:example',
      JSON.stringify({
        key: 'draft-kept-key',
        values: { registration: 'CS-KEPT', aircraftType: 'Cessna 172' },
      }),
    );
    await serveAndHydrate(requestPage());
    expect(mended).toEqual([]);
    expect(screen.getByLabelText(/^Aircraft registration/)).toHaveProperty('value', 'CS-KEPT');
    expect(container.querySelector<HTMLInputElement>('input[name=idempotencyKey]')?.value).toBe(
      'draft-kept-key',
    );
    expect(screen.getByRole('heading', { name: /^Estimated fee: / }).textContent).toBe(
      'Estimated fee: €25.00',
    );
  });

  it('keeps what the pilot typed before the script ran, over the kept draft', async () => {
    window.localStorage.setItem(
      'ppr-request:example',
      JSON.stringify({ key: 'draft-kept-key', values: { registration: 'CS-OLD' } }),
    );
    await serveAndHydrate(requestPage(), (page) => {
      const field = (name: string) => page.querySelector<HTMLInputElement>(`[name=${name}]`);
      const type = field('aircraftType');
      const registration = field('registration');
      if (type) type.value = 'Cessna 172';
      if (registration) registration.value = 'CS-NEW';
    });
    expect(screen.getByLabelText(/^Aircraft registration/)).toHaveProperty('value', 'CS-NEW');
    expect(screen.getByRole('heading', { name: /^Estimated fee: / }).textContent).toBe(
      'Estimated fee: €25.00',
    );
    const draft = JSON.parse(window.localStorage.getItem('ppr-request:example') ?? '{}');
    expect(draft).toMatchObject({
      key: 'draft-kept-key',
      values: { registration: 'CS-NEW', aircraftType: 'Cessna 172' },
    });
  });

  it('speaks Portuguese when the server rendered it in Portuguese', async () => {
    await serveAndHydrate(requestPage('pt'));
    expect(mended).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Pedido de aterragem em Example Aero Club LPXE',
    );
    expect(screen.getByText('Segunda-feira: 09:00–19:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Taxa estimada: / }).textContent).toBe(
      'Taxa estimada: indique o tipo de aeronave para a ver',
    );
    expect(screen.getByRole('button', { name: 'Enviar pedido' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('formaction')).toBe(
      '/request/example?lang=en',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText(
        'Indique o número da sua licença: 3 a 30 letras, algarismos, espaços e . / - ( ).',
      ),
    ).toBeTruthy();
  });
});

describe('the status page', () => {
  const statusPage = (locale: 'en' | 'pt' = 'en'): StatusPageData => ({
    locale,
    lang: null,
    path: '/request/status/abc',
    page: 'status',
    token: 'TOKEN-0123456789abcde',
    status: STATUS,
    paymentReturn: null,
    confirmCancel: false,
    payError: null,
    error: null,
  });

  it('shows the decision the stream brings, at once', async () => {
    await serveAndHydrate(statusPage());
    expect(mended).toEqual([]);
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe('PENDING');
    // The number the desk files it under, from the server's markup on.
    expect(within(container).getByText('PPR number').nextElementSibling?.textContent).toBe('PPR-2026-0042');
    // The month in words: a pilot from abroad reads no day for a month.
    expect(within(container).getByText('Date').nextElementSibling?.textContent).toBe('2 July 2026');
    expect(FakeEventSource.last?.url).toBe('/api/public/requests/TOKEN-0123456789abcde/events');
    // What the pilot left out is not listed; what the pilot gave is.
    expect(within(container).queryByText('ETD')).toBeNull();
    expect(within(container).queryByText('Notes')).toBeNull();
    expect(within(container).getByText('Passengers').nextElementSibling?.textContent).toBe('none');
    act(() =>
      FakeEventSource.last?.send({
        ...STATUS,
        request: { ...STATUS.request, etd: '11:10', notes: 'Fuel on arrival' },
      }),
    );
    expect(within(container).getByText('ETD').nextElementSibling?.textContent).toBe('11:10 Lisbon');
    expect(within(container).getByText('Notes').nextElementSibling?.textContent).toBe('Fuel on arrival');
    const next = 'The airfield answers by email, and this page shows its decision as soon as it is made.';
    expect(screen.getByText(next)).toBeTruthy();
    act(() => FakeEventSource.last?.send({ ...STATUS, status: 'accepted' }));
    expect(status()).toBe('ACCEPTED');
    expect(screen.queryByText(next)).toBeNull();
    expect(document.title).toBe('ACCEPTED: request to Example Aero Club');
    act(() =>
      FakeEventSource.last?.send({ ...STATUS, status: 'rejected', reason: 'Runway works', canCancel: false }),
    );
    expect(status()).toBe('REJECTED');
    expect(screen.getByText('Reason from the desk: Runway works')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('says a fee nobody could price yet is to be priced, and shows a fee set by hand as the fee', async () => {
    await serveAndHydrate({ ...statusPage(), status: { ...STATUS, fee: null } });
    expect(screen.getByRole('heading', { name: 'Fee: to be priced by the desk' })).toBeTruthy();
    act(() => FakeEventSource.last?.send({ ...STATUS, fee: 45.5 }));
    expect(screen.getByRole('heading', { name: 'Fee: €45.50' })).toBeTruthy();
    // Rejected, it owes nothing: no amount is named.
    act(() => FakeEventSource.last?.send({ ...STATUS, fee: 45.5, status: 'rejected', canCancel: false }));
    expect(screen.getByRole('heading', { name: 'No fee: nothing to pay for this request' })).toBeTruthy();
  });

  const payable: PublicRequestStatus = {
    ...STATUS,
    status: 'accepted',
    fee: 41.5,
    request: { ...STATUS.request, services: [{ name: 'Fuel', price: 11.5 }] },
    payment: {
      online: true,
      due: {
        cents: 4150,
        lines: [
          { kind: 'landing', cents: 3000 },
          { kind: 'service', name: 'Fuel', cents: 1150 },
        ],
      },
      paidCents: null,
      restCents: 0,
      overCents: 0,
      refund: 'none',
    },
  };
  const paid: PublicRequestStatus = {
    ...payable,
    payment: { online: true, due: null, paidCents: 4150, restCents: 0, overCents: 0, refund: 'onCancel' },
  };

  it('offers PAY with the amount and its lines once payable, and shows Paid without PAY once paid', async () => {
    await serveAndHydrate({ ...statusPage(), status: payable });
    expect(mended).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Pay the landing fee online: €41.50' })).toBeTruthy();
    const lines = screen.getByLabelText('What the fee is made of');
    expect(within(lines).getByText('Landing').nextElementSibling?.textContent).toBe('€30.00');
    expect(within(lines).getByText('Fuel').nextElementSibling?.textContent).toBe('€11.50');
    expect(screen.getByRole('button', { name: 'PAY €41.50' })).toBeTruthy();
    expect(screen.getByText(/^You are expected as requested below\./).textContent).toBe(
      'You are expected as requested below. The fee is paid at the airfield, or online on this page.',
    );
    act(() => FakeEventSource.last?.send(paid));
    expect(screen.getByRole('heading', { name: 'PAID: €41.50' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /PAY/ })).toBeNull();
    expect(screen.queryByText(/being refunded/)).toBeNull();
    expect(screen.queryByText(/still to pay/)).toBeNull();
    // The desk raised the fee after the payment: the page says what is left to pay at the desk.
    act(() =>
      FakeEventSource.last?.send({
        ...paid,
        fee: 56.5,
        payment: { ...paid.payment, restCents: 1500, overCents: 0 },
      }),
    );
    expect(
      screen.getByText("The fee changed after you paid: €15.00 is still to pay at the airfield's desk."),
    ).toBeTruthy();
    // Lowered instead: the page says what the airfield owes back.
    act(() =>
      FakeEventSource.last?.send({ ...paid, fee: 31.5, payment: { ...paid.payment, overCents: 1000 } }),
    );
    expect(screen.getByText('The fee changed after you paid: the airfield owes you €10.00.')).toBeTruthy();
    act(() => FakeEventSource.last?.send(paid));
    // Before cancelling, the question says the payment will come back.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel request' }));
    expect(screen.getByText('The €41.50 you paid online will be refunded to your card.')).toBeTruthy();
    // Cancelled after paying online: the page says the payment is on its way back.
    act(() =>
      FakeEventSource.last?.send({
        ...paid,
        status: 'cancelled',
        payment: { ...paid.payment, refund: 'underWay' },
      }),
    );
    expect(
      screen.getByText(
        'This landing will not take place: the payment is being refunded to the card you paid with.',
      ),
    ).toBeTruthy();
    // Stripe gave it back: said once and for all.
    act(() =>
      FakeEventSource.last?.send({
        ...paid,
        status: 'cancelled',
        payment: { online: true, due: null, paidCents: null, restCents: 0, overCents: 0, refund: 'done' },
      }),
    );
    expect(
      screen.getByRole('heading', { name: 'REFUNDED: your online payment was given back to your card' }),
    ).toBeTruthy();
  });

  it('offers no PAY where the club takes no payments online', async () => {
    await serveAndHydrate({
      ...statusPage(),
      status: {
        ...payable,
        payment: { online: false, due: null, paidCents: null, restCents: 0, overCents: 0, refund: 'none' },
      },
    });
    expect(screen.queryByRole('button', { name: /PAY/ })).toBeNull();
    expect(screen.queryByText(/Pay the landing fee/)).toBeNull();
    // Nor says it may be paid online.
    expect(screen.getByText(/^You are expected as requested below\./).textContent).toBe(
      'You are expected as requested below. The fee is paid at the airfield.',
    );
  });

  it('back from Stripe, says the payment is being confirmed until the live status says Paid, in Portuguese too', async () => {
    await serveAndHydrate({ ...statusPage('pt'), status: payable, paymentReturn: 'done' });
    expect(mended).toEqual([]);
    expect(screen.getByText(/O seu pagamento está a ser confirmado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /PAGAR/ })).toBeNull();
    act(() => FakeEventSource.last?.send(paid));
    expect(screen.getByRole('heading', { name: /^PAGO: 41,50\s€$/ })).toBeTruthy();
    expect(screen.queryByText(/a ser confirmado/)).toBeNull();
  });

  it("names the catalogue's services in the page's language, in the request and in what is to pay", async () => {
    const hangar = 'Hangar overnight';
    await serveAndHydrate({
      ...statusPage('pt'),
      status: {
        ...payable,
        request: { ...STATUS.request, services: [{ name: hangar, price: 33 }] },
        payment: {
          ...payable.payment,
          due: {
            cents: 6300,
            lines: [
              { kind: 'landing', cents: 3000 },
              { kind: 'service', name: hangar, cents: 3300 },
            ],
          },
        },
      },
    });
    expect(mended).toEqual([]);
    expect(screen.getByText('Hangaragem noturna (33,00 €)')).toBeTruthy();
    expect(screen.getByText('Hangaragem noturna', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText(/Hangar overnight/)).toBeNull();
    expect(within(container).getByText('Data').nextElementSibling?.textContent).toBe('2 de julho de 2026');
  });

  it('after giving up on Stripe, says nothing was charged and offers PAY again', async () => {
    await serveAndHydrate({ ...statusPage(), status: payable, paymentReturn: 'cancelled' });
    expect(screen.getByText(/Payment cancelled: nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PAY €41.50' })).toBeTruthy();
  });

  it('PAY is a form the server can answer before the script runs, and says in the card why it was refused', async () => {
    await serveAndHydrate({
      ...statusPage('pt'),
      lang: 'pt',
      status: payable,
      payError: { id: 'pilot.payment.unavailable' },
    });
    expect(mended).toEqual([]);
    const pay = screen.getByRole('button', { name: /^PAGAR 41,50/ });
    expect(pay.closest('form')?.getAttribute('action')).toBe(
      '/request/status/TOKEN-0123456789abcde/pay?lang=pt',
    );
    const card = pay.closest('section');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('alert').textContent).toMatch(/^O pagamento online não está disponível/);
  });

  it('offers the receipt once the landing is Paid, in the page language', async () => {
    await serveAndHydrate(statusPage('pt'));
    expect(screen.queryByRole('link', { name: 'Recibo (PDF)' })).toBeNull();
    act(() => FakeEventSource.last?.send({ ...STATUS, status: 'departed', canCancel: false, receipt: true }));
    const link = screen.getByRole('link', { name: 'Recibo (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/public/requests/TOKEN-0123456789abcde/receipt?lang=pt');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('asks before cancelling, and Keep it takes the question back', async () => {
    await serveAndHydrate(statusPage('pt'));
    expect(within(container).getByRole('status').textContent).toBe('PENDENTE');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
    expect(screen.getByText('Cancelar este pedido? O aeródromo será avisado.')).toBeTruthy();
    // The question opens on its harmless answer: Enter keeps the request.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Manter' }));
    await user.click(screen.getByRole('link', { name: 'Manter' }));
    expect(screen.getByRole('button', { name: 'Cancelar pedido' })).toBeTruthy();
  });
});
