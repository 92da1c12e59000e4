// @vitest-environment jsdom
// Settings on a desk set to Portuguese, through the real router against the real server (in a child
// process): the airfield details' own rules said under each field with nothing saved, the runway's
// units, and money in the inputs written as Portuguese writes it, '17,25', read back either way.
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@/data/app-services';
import { chooseLanguage } from '@/data/language-choice';
import { closeApp, renderApp } from '@/test/app-screen';
import { act, cleanup, configure, screen, waitFor, within } from '@/test/render';
import { type ServerProcess, startServerProcess } from '@/test/server-process';
import { signedInDesk } from '@/test/signed-in-desk';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 90_000 });

let server: ServerProcess;
let services: AppServices;
let token: string;

beforeEach(async () => {
  server = await startServerProcess();
  ({ services, token } = await signedInDesk(server, 'ppr-settings-pt'));
  await chooseLanguage(services.i18n, 'pt');
});

afterEach(() => closeApp(services, server));

/** The club as the server has it now, or changed behind the screen's back first. */
async function serverClub(change?: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api/clubs/1`, {
    method: change ? 'PUT' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(change && { body: JSON.stringify({ data: change }) }),
  });
  return ((await response.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'GUARDAR' });

async function openSection(name: string) {
  renderApp(services, '/settings');
  const user = userEvent.setup();
  const menu = await screen.findByRole('navigation', { name: 'Secções das definições' });
  await user.click(within(menu).getByRole('button', { name }));
  await screen.findByRole('heading', { name, level: 2 });
  return user;
}

describe('Settings in Portuguese', () => {
  it('says a wrong ICAO code, tax number and phone under each field, saves nothing and keeps them', async () => {
    const user = userEvent.setup();
    renderApp(services, '/settings');
    await waitFor(() => expect(input('Código ICAO').value).toBe('LPXE'));
    const before = await serverClub();
    for (const [label, typed] of [
      ['Código ICAO', 'lp1'],
      ['Número de contribuinte', 'abc'],
      ['Número de telefone', 'telefone?'],
    ] as const) {
      await user.clear(input(label));
      await user.type(input(label), typed);
    }
    await user.click(save());

    expect(await screen.findByText('Não guardado: corrija os campos assinalados acima.')).toBeTruthy();
    const under = (label: string) =>
      document.getElementById(input(label).getAttribute('aria-describedby') ?? '');
    expect(under('Código ICAO')?.textContent).toBe(
      'Introduza um código ICAO de 4 letras ou algarismos, por exemplo LPEV.',
    );
    expect(under('Número de contribuinte')?.textContent).toMatch(
      /^Introduza um número de contribuinte: 2 a 20/,
    );
    expect(under('Número de telefone')?.textContent).toBe(
      'Introduza um número de telefone com 6 a 20 algarismos, por exemplo +351 912 345 678.',
    );
    expect([input('Código ICAO').value, input('Número de contribuinte').value]).toEqual(['lp1', 'abc']);
    expect(input('Número de telefone').value).toBe('telefone?');
    expect(screen.queryByText('Detalhes do aeródromo atualizados.')).toBeNull();
    expect(await serverClub()).toEqual(before);

    // Put right, an ICAO code typed in lower case is saved upper case.
    await user.clear(input('Código ICAO'));
    await user.type(input('Código ICAO'), 'lpev');
    await user.clear(input('Número de contribuinte'));
    await user.type(input('Número de contribuinte'), '509 876 543');
    await user.clear(input('Número de telefone'));
    await user.type(input('Número de telefone'), '+351 266 000 111');
    await user.click(save());
    expect(await screen.findByText('Detalhes do aeródromo atualizados.')).toBeTruthy();
    expect(await serverClub()).toMatchObject({
      name2: 'LPEV',
      nif: '509 876 543',
      phone: '+351 266 000 111',
    });
  });

  it('names the weight limit with its unit, as the other runway fields', async () => {
    await openSection('Pista');
    await waitFor(() => expect(input('Limite de peso (kg)').value).toBe('5700'));
    expect(input('Comprimento (m)').value).toBe('900');
  });

  it('shows prices with a decimal comma in the bands and parking, and reads one back', async () => {
    await serverClub({ price_park_twin: 9.5 });
    const user = await openSection('Preços de aterragem');
    await waitFor(() => expect(input('Escalão 1 preço de Touch & Go (€)').value).toBe('7,50'));
    expect(input('Escalão 2 preço de Touch & Go (€)').value).toBe('12,50');
    expect(input('Escalão 2 preço de aterragem (€)').value).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Preços de estacionamento' }));
    await waitFor(() => expect(input('Bimotor (€ por hora)').value).toBe('9,50'));
    await user.clear(input('Bimotor (€ por hora)'));
    await user.type(input('Bimotor (€ por hora)'), '9.75');
    await user.click(save());
    expect(await screen.findByText('Preços de estacionamento atualizados.')).toBeTruthy();
    expect((await serverClub()).price_park_twin).toBe(9.75);
  });

  it("writes the open section's prices again in English when the language changes, keeping what was typed", async () => {
    const user = await openSection('Preços de aterragem');
    await waitFor(() => expect(input('Escalão 1 preço de Touch & Go (€)').value).toBe('7,50'));
    await user.clear(input('Escalão 2 preço de Touch & Go (€)'));
    await user.type(input('Escalão 2 preço de Touch & Go (€)'), '13,25');

    await act(() => chooseLanguage(services.i18n, 'en'));
    await waitFor(() => expect(input('Band 1 touch and go price (€)').value).toBe('7.50'));
    expect(input('Band 2 touch and go price (€)').value).toBe('13,25');
  });

  it('saves an extra service typed as 17,25 and shows it so after a reload', async () => {
    const user = await openSection('Serviços extra');
    await waitFor(() => expect(input('Limpeza da aeronave: preço (€)').value).toBe('16,50'));
    await user.clear(input('Limpeza da aeronave: preço (€)'));
    await user.type(input('Limpeza da aeronave: preço (€)'), '17,25');
    await user.click(save());
    expect(await screen.findByText('Serviços extra atualizados.')).toBeTruthy();

    cleanup();
    await openSection('Serviços extra');
    await waitFor(() => expect(input('Limpeza da aeronave: preço (€)').value).toBe('17,25'));
  });

  it("says the server's refusal of a wrong current password in Portuguese, keeping what was typed", async () => {
    const user = await openSection('Alterar palavra-passe');
    await user.type(input('Palavra-passe atual'), 'not-the-password');
    await user.type(input('Nova palavra-passe'), 'Strong!2027');
    await user.type(input('Confirmar nova palavra-passe'), 'Strong!2027');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('A palavra-passe atual está errada.');
    expect(input('Nova palavra-passe').value).toBe('Strong!2027');
  });
});
