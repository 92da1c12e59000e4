// The chaos runs' walk (ours in chaos.spec.ts, Strapi's in tests/strapi/flapping.spec.ts): batches of
// random desk actions on Movements or History, chosen at random, with one reload half-way.
import { expect, type Page } from '@playwright/test';
import type { AppHeader } from '../pages/app-header';
import type { HistoryPage } from '../pages/history-page';
import type { MovementsPage } from '../pages/movements-page';
import { type DeskModel, historyAction, movementsAction } from './chaos-operator';
import { landingIdsByLabel, readMirror } from './mirror';
import type { Random } from './random';

export interface ChaosWalk {
  page: Page;
  header: AppHeader;
  movements: MovementsPage;
  history: HistoryPage;
  model: DeskModel;
  random: Random;
  /** How many actions the walk makes. */
  actions: number;
  /** The chance that a batch is made on History rather than on Movements. */
  historyChance: number;
  /** A batch makes `least` actions, and up to `spread - 1` more. */
  batch: { least: number; spread: number };
  /** Makes the Movements action after `done` actions a manual creation (Strapi's write to make twice). */
  createAfter?: (done: number) => boolean;
  /** Told after each action made. */
  onAction?: (done: number) => void;
}

/** Walks until `actions` actions were made; an action with nothing to act on ends its batch. */
export async function walkAtRandom(walk: ChaosWalk): Promise<void> {
  const { page, header, movements, history, model, random } = walk;
  let onHistory = false;
  let batch = 0;
  let actions = 0;
  let reloaded = false;
  while (actions < walk.actions) {
    if (!reloaded && actions >= walk.actions / 2) {
      reloaded = true;
      await page.reload();
      await expect(onHistory ? history.heading : movements.requests).toBeVisible();
    }
    if (batch === 0) {
      const toHistory = random.chance(walk.historyChance);
      if (toHistory !== onHistory) {
        await (toHistory ? header.history : header.movements).click();
        onHistory = toHistory;
      }
      if (onHistory) {
        await expect(history.bodyRows.first()).toBeVisible();
        model.idsByLabel = landingIdsByLabel((await readMirror(page)).landings);
      } else {
        await expect(movements.requests).toBeVisible();
      }
      batch = walk.batch.least + random.below(walk.batch.spread);
    }
    const creating = walk.createAfter?.(actions) ? 'create' : undefined;
    const acted = onHistory
      ? await historyAction(page, history, model, random)
      : await movementsAction(page, movements, model, random, creating);
    batch = acted ? batch - 1 : 0;
    if (!acted) continue;
    actions += 1;
    walk.onAction?.(actions);
  }
}
