// The chaos run's operator: a model of what the desk shows and what each landing was meant to
// become, and one random desk action at a time on Movements or History, through the page models.
import { expect, type Page } from '@playwright/test';
import { CreateLandingModal } from '../pages/create-landing-modal';
import type { HistoryPage } from '../pages/history-page';
import type { MovementsPage } from '../pages/movements-page';
import { readMirror } from './mirror';
import type { Random } from './random';

const MAX_CREATES = 8;
const PAYMENT_STATUSES = ['Paid', 'Pending', 'Captive'] as const;

export type Kind = 'accept' | 'reject' | 'arrive' | 'depart' | 'create' | 'payment';

export interface Intended {
  permission?: boolean;
  status?: 'parked' | 'finished';
  paymentStatus?: string;
}

/** What the test believes the desk holds, and what the operator meant each landing to become. */
export class DeskModel {
  readonly intended = new Map<number, Intended>();
  /** Every intent in order, with when: with FailingApi.writeLog, the story of a lost change. */
  readonly intents: Array<{ at: number; id: number; change: Intended }> = [];
  readonly createdEmails: string[] = [];
  readonly done: Record<Kind, number> = { accept: 0, reject: 0, arrive: 0, depart: 0, create: 0, payment: 0 };
  idsByLabel = new Map<string, number>();

  constructor(
    public pending: number[],
    public upcoming: number[],
    public parked: number[],
  ) {}

  intend(id: number, change: Intended): void {
    this.intended.set(id, { ...this.intended.get(id), ...change });
    this.intents.push({ at: Date.now(), id, change });
  }
}

const take = (random: Random, ids: number[]): number => {
  const [id] = ids.splice(random.below(ids.length), 1);
  if (id === undefined) throw new Error('take from an empty list');
  return id;
};

/**
 * One action on the movements screen, chosen among those the current rows allow; `only` asks for
 * one kind (e.g. a creation now and then), when the rows allow it.
 */
export async function movementsAction(
  page: Page,
  movements: MovementsPage,
  model: DeskModel,
  random: Random,
  only?: Kind,
) {
  const choices: Kind[] = [];
  if (model.pending.length > 0) choices.push('accept', 'accept', 'reject', 'reject');
  if (model.upcoming.length > 0) choices.push('arrive', 'arrive');
  if (model.parked.length > 0) choices.push('depart');
  if (model.createdEmails.length < MAX_CREATES && (only === 'create' || random.chance(0.35)))
    choices.push('create');
  if (choices.length === 0) return false;
  const kind = only && choices.includes(only) ? only : random.pick(choices);
  switch (kind) {
    case 'accept':
    case 'reject': {
      const id = take(random, model.pending);
      const accept = kind === 'accept';
      await movements.act(id, accept ? 'ACCEPT' : 'REJECT');
      // An accepted row moves to Upcoming; a rejected one shows REJECTED until the server has it,
      // then leaves the screen: either way its buttons are gone. An accepted row whose ETA has
      // passed reads OVERDUE instead (docs/product/movement-log.md): seeded ETAs are at fixed times.
      if (accept) await expect(movements.rowIn(movements.upcoming, id)).toContainText(/ACCEPTED|OVERDUE/);
      else await expect(movements.row(id).getByRole('button', { name: 'REJECT' })).toHaveCount(0);
      model.intend(id, { permission: accept });
      if (accept) model.upcoming.push(id);
      break;
    }
    case 'arrive': {
      const id = take(random, model.upcoming);
      await movements.act(id, 'ARRIVED');
      await expect(movements.rowIn(movements.parked, id)).toBeVisible();
      model.intend(id, { status: 'parked' });
      model.parked.push(id);
      break;
    }
    case 'depart': {
      const id = take(random, model.parked);
      await movements.act(id, 'DEPARTED');
      await expect(movements.row(id).getByRole('button', { name: 'DEPARTED' })).toHaveCount(0);
      model.intend(id, { status: 'finished' });
      break;
    }
    case 'create': {
      const email = `chaos-${model.createdEmails.length + 1}-${Date.now()}@example.com`;
      await movements.addManually.click();
      const modal = new CreateLandingModal(page);
      const n = model.createdEmails.length + 1;
      // Every other one a radio call from a pilot with no account: the creation a plain Strapi
      // must find again by who is on board when its answer is lost.
      const pilot = n % 2 === 0 ? `Radio Caller ${n}` : await modal.firstSuggestion(modal.pilot);
      await modal.fill({
        pilot,
        email,
        date: new Date().toISOString().slice(0, 10),
        airplane: await modal.firstSuggestion(modal.registration),
      });
      await modal.create.click();
      await expect(modal.dialog).toBeHidden();
      model.createdEmails.push(email);
      break;
    }
    default:
      throw new Error(`not a movements action: ${kind}`);
  }
  model.done[kind] += 1;
  return true;
}

/** One payment status change on a History row the test can name. */
export async function historyAction(page: Page, history: HistoryPage, model: DeskModel, random: Random) {
  const labels = await history.statusSelects.evaluateAll((selects) =>
    selects.map((select) => select.getAttribute('aria-label') ?? ''),
  );
  // Not the page's last rows: a departure synced meanwhile can push them onto page 2.
  const known = labels.slice(0, 40).filter((label) => model.idsByLabel.has(label));
  if (known.length === 0) return false;
  const label = random.pick(known);
  const id = model.idsByLabel.get(label);
  if (id === undefined) throw new Error('unreachable: label was filtered on the map');
  const select = page.getByRole('combobox', { name: label, exact: true });
  const current = await select.inputValue();
  const next = random.pick(PAYMENT_STATUSES.filter((s) => s !== current));
  await select.selectOption(next);
  await expect(select).toHaveValue(next);
  // The change counts once the desk has recorded it (the mirror row is patched in the same
  // transaction as its outbox entry), as the row's own mark shows an operator: a reload a moment
  // sooner can end the page before IndexedDB commits, and nothing was recorded to send.
  await expect
    .poll(async () => (await readMirror(page)).landings.find((landing) => landing.id === id)?.paymentStatus)
    .toBe(next);
  model.intend(id, { paymentStatus: next });
  model.done.payment += 1;
  return true;
}
