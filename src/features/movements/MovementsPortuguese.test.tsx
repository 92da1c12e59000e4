// @vitest-environment jsdom
// The Aircraft movements screen on a desk set to Portuguese, through the real router against the
// real server: headings, sections, dialogs, money in the Portuguese format (a fee set by hand's
// field too), a refused decision's toast and row state, every word from the Portuguese catalog
// (docs/decisions/0020).
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { updateLanding } from '@/data/api/landings-api';
import { chooseLanguage } from '@/data/language-choice';
import { formatPrice } from '@/domain/fees/money';
import { type MovementsHarness, withMovementsHarness } from '@/test/movements-harness';
import { screen, waitFor, within } from '@/test/render';

let h: MovementsHarness;

withMovementsHarness(async (started) => {
  h = started;
  await chooseLanguage(h.services.i18n, 'pt');
});

const region = (name: string) => screen.getByRole('region', { name });
const rowsOf = (name: string) =>
  Array.from(region(name).querySelectorAll<HTMLElement>('tr[data-landing-id]'));

describe('the movements screen in Portuguese', () => {
  it('names the screen, its sections and their empty states, and opens Create Landing in Portuguese', async () => {
    h.offline();
    h.signInOffline();
    h.renderMovements();
    expect(await screen.findByText('A carregar...', {}, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('Sem aterragens pendentes.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Sem próximas aterragens.')).toBeTruthy();
    expect(screen.getByText('Sem aeronaves estacionadas.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Movimentos de aeronaves', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'PEDIDOS', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aterragens pendentes (0)', level: 3 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Estacionadas (0)' })).toBeTruthy();
    expect(screen.getByLabelText('Pesquisar movimentos')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ADICIONAR MANUALMENTE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar aterragem' });
    expect(await within(dialog).findByLabelText('Matrícula')).toBeTruthy();
    expect(within(dialog).getByText('CUSTO EST.')).toBeTruthy();
    // No airplane yet: nothing to price, said in Portuguese, and zero in the Portuguese format.
    expect(within(dialog).getByText('Avião desconhecido: o preço é definido no posto')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('a calcular');
    expect(within(dialog).getByRole('button', { name: 'Criar como aceite' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Piloto'), 'J');
    await user.tab();
    expect(within(dialog).getByText('Indique o nome do piloto (2 a 80 caracteres).')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
  });

  it('shows the tables, money, details and the Reject dialog in Portuguese', async () => {
    await h.signIn();
    h.renderMovements();
    await waitFor(() => expect(rowsOf('Aeronaves estacionadas').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const headers = within(region('Aterragens pendentes'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'AERONAVE',
      'ETA',
      'ORIGEM',
      'POB',
      'INDICATIVO DO PILOTO',
      'FINALIDADE',
      'MONTANTE',
      'ESTADO PPR',
    ]);
    expect(within(region('Próximas aterragens')).getAllByText('ACEITE').length).toBeGreaterThan(0);

    const pending = rowsOf('Aterragens pendentes');
    const served = await Promise.all(pending.map((row) => h.serverLanding(Number(row.dataset.landingId))));
    // A request nobody could price yet says so, never '0,00 €' (docs/product/movement-log.md).
    for (const [i, landing] of served.entries()) {
      if (landing.price === null)
        expect(pending[i]?.querySelector('.cell--amount')?.textContent).toBe('a calcular');
    }
    const a = pending[served.findIndex((landing) => landing.price !== null)];
    if (!a) throw new Error('no priced pending request');
    const { price } = await h.serverLanding(Number(a.dataset.landingId));
    const amount = a.querySelector('.cell--amount')?.textContent ?? '';
    expect(amount).toBe(formatPrice(price, 'pt-PT'));
    expect(amount).toMatch(/^\d[\d\s.]*,\d{2}\s€$/u);
    expect(within(a).getByText(/^(Aterragem|Touch & Go)$/)).toBeTruthy();
    expect(a.textContent).toContain('Piloto: 1');

    const user = userEvent.setup();
    const toggle = within(a).getByRole('button', { name: /^(Avião|Helicóptero): / });
    await user.click(toggle);
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    // The open row's details arrive in a chunk of their own (RowDetails.tsx).
    await waitFor(() => expect(details?.querySelector('.details-list')).toBeTruthy());
    const terms = Array.from(details?.querySelectorAll('.details-list dt') ?? []).map((dt) => dt.textContent);
    expect(terms.slice(0, 10)).toEqual([
      'Número PPR',
      'Matrícula',
      'Tipo',
      'Origem',
      'Nome do piloto',
      'Indicativo do piloto',
      'Email do piloto',
      'N.º de licença',
      'Serviços',
      'Partida',
    ]);

    // A fee set by hand opens again as Portuguese writes money: '45,50', not '45.50'.
    const inDetails = within(details as HTMLElement);
    await user.click(inDetails.getByRole('button', { name: 'Definir taxa à mão' }));
    await user.type(inDetails.getByLabelText('Taxa (€)'), '45,5');
    await user.type(inDetails.getByLabelText('Motivo'), 'Acordado com o piloto');
    await user.click(inDetails.getByRole('button', { name: 'Definir taxa à mão' }));
    const id = Number(a.dataset.landingId);
    await waitFor(async () => expect((await h.serverLanding(id)).fee_by_hand).toBe(4550), {
      timeout: 10_000,
    });
    await user.click(await inDetails.findByRole('button', { name: 'Definir taxa à mão' }));
    expect((inDetails.getByLabelText('Taxa (€)') as HTMLInputElement).value).toBe('45,50');
    await user.click(inDetails.getByRole('button', { name: 'Cancelar' }));

    await user.click(within(a).getByRole('button', { name: /^REJEITAR de / }));
    const reject = await screen.findByRole('dialog', { name: 'Rejeitar pedido de aterragem' });
    expect(within(reject).getByLabelText('Motivo (opcional)')).toBeTruthy();
    await user.click(within(reject).getByRole('button', { name: 'Cancelar' }));
  });

  it('toasts a refused decision in Portuguese and says it in the row', async () => {
    await h.signIn();
    h.renderMovements();
    await waitFor(() => expect(rowsOf('Aeronaves estacionadas').length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    const [a] = rowsOf('Aterragens pendentes');
    if (!a) throw new Error('no pending request');
    const id = Number(a.dataset.landingId);
    const user = userEvent.setup();
    // Accepted here while the link is down, rejected by another desk meanwhile: a conflict.
    h.offline();
    await user.click(within(a).getByRole('button', { name: /^ACEITAR de / }));
    await updateLanding(h.direct, id, { permission: false, landing_permission: false });
    h.online();
    expect(
      await screen.findByText(
        'Ocorreu um erro ao conceder permissão. Alterada no servidor entretanto, por outro posto ou pelo piloto.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const row = () => document.querySelector<HTMLElement>(`tr[data-landing-id="${id}"]`) as HTMLElement;
    await waitFor(() =>
      expect(row().textContent).toContain('Não aceite: outro posto alterou esta aterragem entretanto'),
    );
    expect(row().textContent).toContain('Os dois lados estão em Alterações.');
    expect(within(row()).getByRole('button', { name: /^Descartar/ })).toBeTruthy();
    expect(within(row()).queryByRole('button', { name: /^Tentar de novo/ })).toBeNull();
  });
});
