// @vitest-environment jsdom
// The Settings screen through the real router against the real server (in a child process, as
// jsdom's globals break the server's crypto in one realm): what the operator sees and what the
// server stored after each save, refusal offline, the rules of each form, logout and signing out
// everywhere.
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@/data/api/auth';
import type { AppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { getSyncEngine } from '@/data/sync/engine';
import { closeApp, renderApp } from '@/test/app-screen';
import { cleanup, configure, screen, waitFor, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';
import { signedInDesk } from '@/test/signed-in-desk';

// The mirror fills in the background after the first render; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

let server: ServerProcess;
let services: AppServices;
let token: string;

beforeEach(async () => {
  server = await startServerProcess();
  ({ services, token } = await signedInDesk(server, 'ppr-settings'));
});

afterEach(() => closeApp(services, server));

const renderAt = (path: string) => renderApp(services, path);

/** Read a resource as the server has it now, behind the screen's back. */
async function serverGet(path: string): Promise<unknown> {
  const response = await fetch(`${server.url}/api/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.json();
}

async function serverClub(): Promise<Record<string, unknown>> {
  const body = (await serverGet('clubs/1?populate[0]=category')) as {
    data: { attributes: Record<string, unknown> };
  };
  return body.data.attributes;
}

const saveButton = () => screen.getByRole('button', { name: 'SAVE' });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function openSection(name: string, menu = 'Settings sections') {
  renderAt('/settings');
  const user = userEvent.setup();
  await user.click(
    within(await screen.findByRole('navigation', { name: menu })).getByRole('button', {
      name,
    }),
  );
  // Open: its heading shows.
  await screen.findByRole('heading', { name, level: 2 });
  return user;
}

describe('Airfield details', () => {
  it('opens from the mirror, enables SAVE only after a change, and saves only its own fields', async () => {
    const user = userEvent.setup();
    renderAt('/settings');
    await waitFor(() => expect(input('Airfield name').value).toBe('Example Aero Club'));
    expect(input('ICAO code').value).toBe('LPXE');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    const before = await serverClub();

    await user.clear(input('Airfield name'));
    await user.type(input('Airfield name'), 'Aeródromo Novo');
    await user.clear(input('Phone number'));
    await user.type(input('Phone number'), '+351 911 000 000');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    await user.click(saveButton());

    expect(await screen.findByText('Airfield details updated.')).toBeTruthy();
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    expect(input('Airfield name').value).toBe('Aeródromo Novo');
    const after = await serverClub();
    expect(after).toEqual({
      ...before,
      name1: 'Aeródromo Novo',
      phone: '+351 911 000 000',
      updatedAt: after.updatedAt,
    });
  });

  it('refuses a save offline with a clear message and keeps every change', async () => {
    const user = userEvent.setup();
    renderAt('/settings');
    await waitFor(() => expect(input('Airfield name').value).toBe('Example Aero Club'));
    await user.clear(input('Contact person'));
    await user.type(input('Contact person'), 'Maria');
    await server.close();

    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/Not saved: you are offline/);
    expect(input('Contact person').value).toBe('Maria');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Airfield details updated.')).toBeNull();
  });

  it('refuses an empty airfield name without calling the server', async () => {
    const user = userEvent.setup();
    renderAt('/settings');
    await waitFor(() => expect(input('Airfield name').value).toBe('Example Aero Club'));
    await user.clear(input('Airfield name'));
    await user.click(saveButton());
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect((await serverClub()).name1).toBe('Example Aero Club');
  });
});

describe('in Portuguese', () => {
  it('shows the menu, Opening hours with weekday names, and the saved toast in Portuguese', async () => {
    await chooseLanguage(services.i18n, 'pt');
    renderAt('/settings');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Definições', level: 1 })).toBeTruthy();
    const menu = await screen.findByRole('navigation', { name: 'Secções das definições' });
    expect(within(menu).getByRole('button', { name: 'TERMINAR SESSÃO' })).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Horário de funcionamento' }));

    const table = await screen.findByRole('table', { name: 'Horário de funcionamento por dia' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    expect(within(table).getByRole('rowheader', { name: 'segunda-feira' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar domingo' }));
    const form = screen.getByRole('form', { name: 'Adicionar horário' });
    expect((within(form).getByLabelText('sábado') as HTMLInputElement).disabled).toBe(true);
    await user.click(within(form).getByLabelText('domingo'));
    await user.type(within(form).getByLabelText('Hora de abertura'), '10:00');
    await user.type(within(form).getByLabelText('Hora de fecho'), '16:00');
    await user.click(within(form).getByRole('button', { name: 'Adicionar horário' }));
    await user.click(screen.getByRole('button', { name: 'GUARDAR' }));

    expect(await screen.findByText('Horário atualizado.')).toBeTruthy();
    expect(screen.queryByText('Schedule updated.')).toBeNull();
  });

  it('says a band past the bound in Portuguese, with the number in its format', async () => {
    await chooseLanguage(services.i18n, 'pt');
    const user = await openSection('Preços de aterragem', 'Secções das definições');
    await waitFor(() => expect(input('Escalão 3 até (kg)').value).toBe('10000'));
    await user.clear(input('Escalão 3 até (kg)'));
    await user.type(input('Escalão 3 até (kg)'), '2000000');
    await user.click(screen.getByRole('button', { name: 'GUARDAR' }));
    // Portugal groups digits with no-break spaces (the queries read them as plain spaces).
    const problem = await screen.findByText(/^Escalão 3: o peso superior deve ser um número inteiro de kg/);
    expect(problem.textContent).toBe(
      'Escalão 3: o peso superior deve ser um número inteiro de kg de 0 a 1\u00a0000\u00a0000.',
    );
    expect(screen.getByRole('alert').textContent).toBe('Não guardado: corrija os campos assinalados acima.');
  });
});

describe('Runway', () => {
  it('opens at the section in the URL and saves type and request to land', async () => {
    const user = userEvent.setup();
    renderAt('/settings?section=runway');
    expect(await screen.findByRole('heading', { name: 'Runway', level: 2 })).toBeTruthy();
    const type = (await screen.findByLabelText('Runway type')) as HTMLSelectElement;
    await waitFor(() => expect(type.selectedOptions[0]?.textContent).toBe('Aerodrome'));
    await user.selectOptions(type, 'Airstrip');
    await user.click(screen.getByRole('switch', { name: 'Request to land' }));
    await user.click(saveButton());

    expect(await screen.findByText('Runway details updated.')).toBeTruthy();
    const club = await serverClub();
    expect(club.request).toBe(true);
    expect(club.category).toMatchObject({ data: { attributes: { name: 'Airstrip' } } });
    expect(club.name1).toBe('Example Aero Club');
  });
});

describe('Opening hours', () => {
  it('disables used days, hides the add form when all 7 are covered, and saves the change', async () => {
    const user = await openSection('Opening hours');
    const table = await screen.findByRole('table', { name: 'Opening hours by day' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    expect(screen.queryByRole('form', { name: 'Add schedule' })).toBeNull();
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete Sunday' }));
    const form = screen.getByRole('form', { name: 'Add schedule' });
    expect((within(form).getByLabelText('Monday') as HTMLInputElement).disabled).toBe(true);
    expect((within(form).getByLabelText('Sunday') as HTMLInputElement).disabled).toBe(false);
    const add = within(form).getByRole('button', { name: 'Add schedule' });
    await user.click(within(form).getByLabelText('Sunday'));
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.type(within(form).getByLabelText('Opening time'), '18:00');
    await user.type(within(form).getByLabelText('Closing time'), '18:00');
    // Add greyed, and why said under the times.
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(
      within(form).getByText(
        'Closes before it opens, or as it opens: give a closing time after the opening time.',
      ),
    ).toBeTruthy();
    await user.clear(within(form).getByLabelText('Opening time'));
    await user.type(within(form).getByLabelText('Opening time'), '11:00');
    await user.clear(within(form).getByLabelText('Closing time'));
    await user.type(within(form).getByLabelText('Closing time'), '15:30');
    expect(add.getAttribute('aria-disabled')).toBe('false');
    expect(within(form).queryByText(/^Closes before it opens/)).toBeNull();
    await user.click(add);

    expect(screen.queryByRole('form', { name: 'Add schedule' })).toBeNull();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    await user.click(saveButton());
    expect(await screen.findByText('Schedule updated.')).toBeTruthy();
    const body = (await serverGet('schedules?filters[club][id][$eq]=1&filters[day_index][$eq]=6')) as {
      data: Array<{ attributes: Record<string, unknown> }>;
    };
    expect(body.data.map((row) => row.attributes)).toEqual([
      expect.objectContaining({ day: 'sun', open: '11:00:00.000', close: '15:30:00.000' }),
    ]);
  });
});

describe('Opening hours in place', () => {
  it("changes a day's times without deleting it, and refuses a day that closes before it opens", async () => {
    const user = await openSection('Opening hours');
    const table = await screen.findByRole('table', { name: 'Opening hours by day' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    const opens = screen.getByLabelText('Opens on Monday') as HTMLInputElement;
    const closes = screen.getByLabelText('Closes on Monday') as HTMLInputElement;

    await user.clear(closes);
    await user.type(closes, '07:00');
    await user.clear(opens);
    await user.type(opens, '08:00');
    expect(await screen.findByText(/^Closes before it opens/)).toBeTruthy();
    expect(opens.getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().hasAttribute('disabled')).toBe(true);

    await user.clear(closes);
    await user.type(closes, '19:30');
    expect(screen.queryByText(/^Closes before it opens/)).toBeNull();
    await user.click(saveButton());
    expect(await screen.findByText('Schedule updated.')).toBeTruthy();
    const body = (await serverGet('schedules?filters[club][id][$eq]=1&filters[day_index][$eq]=0')) as {
      data: Array<{ attributes: Record<string, unknown> }>;
    };
    expect(body.data.map((row) => row.attributes)).toEqual([
      expect.objectContaining({ day: 'mon', open: '08:00:00.000', close: '19:30:00.000' }),
    ]);
  });
});

describe('Pricing Landing', () => {
  it('refuses a new band while the current row is incomplete, and saves bands and discount', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = await openSection('Pricing Landing');
    await waitFor(() => expect(input('Band 3 to (kg)').value).toBe('10000'));
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    const start = screen.getByRole('row', { name: /^Band 4/ });
    expect(within(start).getByText('10001')).toBeTruthy();
    await user.type(input('Band 4 to (kg)'), '20000');
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    expect(alert).toHaveBeenCalledWith('Fill the information on the current row.');

    await user.type(input('Band 4 landing price (€)'), '90,5');
    await user.type(input('Band 4 touch and go price (€)'), '45');
    await user.clear(input('Home base discount (%)'));
    await user.type(input('Home base discount (%)'), '15');
    await user.click(saveButton());

    expect(await screen.findByText('Landing Fees updated.')).toBeTruthy();
    const bands = (await serverGet('mtows?filters[club][id][$eq]=1&sort[0]=weight1')) as {
      data: Array<{ attributes: Record<string, unknown> }>;
    };
    expect(bands.data.at(-1)?.attributes).toMatchObject({
      weight1: 10001,
      weight2: 20000,
      priceLand: 90.5,
      priceTouchGo: 45,
    });
    expect((await serverClub()).home_base_discount).toBe(15);
  });
  it('a band past what the server takes is refused in the form, with the reason, and nothing is sent', async () => {
    const user = await openSection('Pricing Landing');
    await waitFor(() => expect(input('Band 3 to (kg)').value).toBe('10000'));
    // Above the mtows schema's bound: the form checks with the schema the server uses.
    await user.clear(input('Band 3 to (kg)'));
    await user.type(input('Band 3 to (kg)'), '2000000');
    await user.click(saveButton());

    expect(
      await screen.findByText('Band 3: the upper weight must be a whole number of kg from 0 to 1,000,000.'),
    ).toBeTruthy();
    expect(screen.queryByText('The weight bands could not be updated.')).toBeNull();
    expect(input('Band 3 to (kg)').value).toBe('2000000');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    const bands = (await serverGet('mtows?filters[club][id][$eq]=1&sort[0]=weight1')) as {
      data: Array<{ attributes: Record<string, unknown> }>;
    };
    expect(bands.data.at(-1)?.attributes).toMatchObject({ weight2: 10000 });
  });
  it('marks the field that cannot be read and says why beside it; the band below is not blamed', async () => {
    const user = await openSection('Pricing Landing');
    await waitFor(() => expect(input('Band 3 to (kg)').value).toBe('10000'));
    await user.clear(input('Band 1 landing price (€)'));
    await user.type(input('Band 1 landing price (€)'), 'abc');
    await user.clear(input('Band 1 to (kg)'));
    await user.type(input('Band 1 to (kg)'), '2.500');
    await user.click(saveButton());

    const why = await screen.findByText('Band 1: enter the landing price in euros, e.g. 15.00.');
    expect(input('Band 1 landing price (€)').getAttribute('aria-invalid')).toBe('true');
    expect(input('Band 1 landing price (€)').getAttribute('aria-describedby')).toBe(why.id);
    expect(input('Band 1 to (kg)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Band 1: enter the upper weight in whole kg, e.g. 2500.')).toBeTruthy();
    expect(input('Band 2 to (kg)').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/^Band 2:/)).toBeNull();
  });
});

describe('Extra services', () => {
  it('clears the price when a service is turned off and saves only the touched services', async () => {
    const user = await openSection('Extra services');
    const cleaning = await screen.findByRole('switch', { name: 'Aircraft cleaning' });
    await waitFor(() => expect(input('Aircraft cleaning price (€)').value).toBe('16.50'));
    await user.click(cleaning);
    expect(input('Aircraft cleaning price (€)').value).toBe('');
    expect(input('Aircraft cleaning price (€)').disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Catering' }));
    await user.click(saveButton());

    expect(await screen.findByText('Extra Services updated.')).toBeTruthy();
    const body = (await serverGet('club-services?filters[club][id][$eq]=1&populate[0]=service')) as {
      data: Array<{ attributes: { price: number; service: { data: { attributes: { name: string } } } } }>;
    };
    const offered = body.data
      .map((row) => [row.attributes.service.data.attributes.name, row.attributes.price])
      .sort();
    expect(offered).toEqual([
      ['Catering', 0],
      ['Hangar overnight', 33],
    ]);
  });
});

describe('Change password', () => {
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    again = next,
  ) => {
    await user.type(input('Current password'), current);
    await user.type(input('New password'), next);
    await user.type(input('Confirm new password'), again);
  };

  it('enables SAVE only for a strong new password equal to its confirmation', async () => {
    const user = await openSection('Change password');
    expect(screen.getByText(/at least an upper and lower case letter, a number and a symbol/)).toBeTruthy();
    await fill(user, 'Desk!2026', 'weakpass');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await user.clear(input('New password'));
    await user.type(input('New password'), 'Strong!2027');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    await user.clear(input('Confirm new password'));
    await user.type(input('Confirm new password'), 'Strong!2027');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
  });

  it("shows the server's reason in the error label", async () => {
    const user = await openSection('Change password');
    await fill(user, 'not-the-password', 'Strong!2027');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is wrong.');
    expect(input('New password').value).toBe('Strong!2027');
  });

  it('on success says so, logs out and goes to sign in', async () => {
    const router = renderAt('/settings?section=password');
    const user = userEvent.setup();
    await screen.findByLabelText('Current password');
    await fill(user, 'Desk!2026', 'Strong!2027');
    await user.click(saveButton());
    expect(
      await screen.findByText('Password changed successfully! Redirecting to login page...'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    await expect(login(services.api, 'owner@example.com', 'Strong!2027')).resolves.toMatchObject({
      userId: 1,
    });
  });
});

describe('Payments', () => {
  it('says how to set up online payments on a server without Stripe’s keys, and links to History', async () => {
    await openSection('Payments');
    // Opening a section is a navigation (?section=payments): wait until it is shown.
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(
      await within(payments).findByText(
        'Online payments are not turned on for this server. Whoever runs the server can turn them on: its README says how.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /connect/i })).toBeNull();
    expect(within(payments).getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('This device', () => {
  it('has the sound for new requests off by default; turned on, it stays on after a reload', async () => {
    const user = await openSection('Payments');
    await screen.findByRole('switch', { name: 'Sound for new requests' });
    const sound = () => screen.getByRole('switch', { name: 'Sound for new requests' }) as HTMLInputElement;
    expect(sound().checked).toBe(false);
    await user.click(sound());
    expect(sound().checked).toBe(true);
    cleanup();
    renderAt('/settings');
    expect(
      ((await screen.findByRole('switch', { name: 'Sound for new requests' })) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('LOGOUT', () => {
  it('warns about waiting changes, may stay, and otherwise keeps them queued for this account', async () => {
    const router = renderAt('/settings');
    const engine = getSyncEngine(services);
    await waitFor(async () => expect(await engine.db.landings.get(2)).toBeDefined());
    // Landing 2 is undecided: the server refuses an arrival, so the change stays in the outbox
    // whatever the replayer does meanwhile.
    await engine.enqueue({
      kind: 'arrival',
      landingId: 2,
      patch: { status: 'parked', ata: new Date().toISOString() },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    const logout = screen.getByRole('button', { name: 'LOGOUT' });

    await user.click(logout);
    // The count is read from IndexedDB before the question is asked.
    await waitFor(() =>
      expect(confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^1 change made here is still waiting/)),
    );
    expect(router.state.location.pathname).toBe('/settings');
    expect(window.localStorage.getItem('token')).not.toBeNull();

    await user.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await engine.db.outbox.where('userId').equals(1).count()).toBe(1);
  });

  it('logs out at once when nothing waits', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderAt('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(confirm).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('userId')).toBeNull();
    // The session ended on the server too (docs/decisions/0023): its token opens nothing now.
    expect((await serverGet('users/me')) as object).toMatchObject({ error: { status: 401 } });
  });
});

describe('SIGN OUT EVERYWHERE', () => {
  it('after a confirm ends every session of the account, this one included, and goes to sign in', async () => {
    const elsewhere = (await login(services.api, 'owner@example.com', 'Desk!2026')).jwt;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const router = renderAt('/settings');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'SIGN OUT EVERYWHERE' });

    await user.click(button);
    expect(confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^Sign out on every device/));
    expect(router.state.location.pathname).toBe('/settings');

    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect((await serverGet('users/me')) as object).toMatchObject({ error: { status: 401 } });
    token = elsewhere;
    expect((await serverGet('users/me')) as object).toMatchObject({ error: { status: 401 } });
  });
});

describe('Airfield details › Request page (ADR 0009)', () => {
  it('shows the link with Copy and a QR code, and changes the address only to a free, valid one', async () => {
    const user = await openSection('Airfield details');
    const link = (await screen.findByRole('link', { name: /request page/ })) as HTMLAnchorElement;
    expect(link.href).toBe(`${server.url}/request/example-aero-club`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    // Drawn by the server (docs/decisions/0070), and offered as an SVG file to print.
    const code = await screen.findByRole('img', { name: `QR code of ${link.href}` });
    expect(code.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    const path = code.querySelector('path')?.getAttribute('d') ?? '';
    expect(path).toMatch(/^M2 2h1v1h-1z/);
    const file = screen.getByRole('link', { name: 'Download the QR code to print' });
    expect(file.getAttribute('download')).toBe('request-page-qr.svg');
    const svg = decodeURIComponent(file.getAttribute('href')?.split(',')[1] ?? '');
    expect(svg).toContain(`<title>${link.href}</title>`);
    expect(svg).toContain(path);

    const address = input('Request page address');
    const save = screen.getByRole('button', { name: 'SAVE the request page address' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const warning =
      /The old address will lead to the new one, so links and QR codes already shared keep working/;
    expect(screen.queryByText(warning)).toBeNull();
    await user.clear(address);
    await user.type(address, 'Status');
    // Told before saving what becomes of the printed QR codes, and told with the field.
    expect(screen.getByText(warning).id).not.toBe('');
    expect(address.getAttribute('aria-describedby')).toContain(screen.getByText(warning).id);
    await user.click(save);
    expect(await screen.findByText('This word is reserved: choose another.')).toBeTruthy();
    await user.clear(address);
    // Typed as a name: shown, and saved, as the address it makes.
    await user.type(address, 'Example Field!');
    expect(screen.getByText('The end of the link: /request/example-field')).toBeTruthy();
    await user.click(save);
    await waitFor(async () => expect((await serverClub()).slug).toBe('example-field'));
    await waitFor(() => expect(link.href).toBe(`${server.url}/request/example-field`));
    expect(screen.queryByText(warning)).toBeNull();
  });
});
