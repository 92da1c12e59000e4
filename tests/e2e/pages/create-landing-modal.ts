import type { Locator, Page } from '@playwright/test';

/** The Create Landing modal opened by ADD MANUALLY. */
export class CreateLandingModal {
  readonly dialog: Locator;
  readonly pilot: Locator;
  readonly email: Locator;
  readonly date: Locator;
  readonly registration: Locator;
  readonly aircraftType: Locator;
  readonly from: Locator;
  readonly cost: Locator;
  readonly cancel: Locator;
  readonly create: Locator;
  readonly createPending: Locator;
  readonly eta: Locator;
  readonly purpose: Locator;
  readonly pob: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create Landing' });
    this.pilot = this.dialog.getByLabel('Pilot', { exact: true });
    this.email = this.dialog.getByLabel('Email', { exact: true });
    this.date = this.dialog.getByLabel('Date', { exact: true });
    this.registration = this.dialog.getByLabel('Registration', { exact: true });
    this.aircraftType = this.dialog.getByLabel('Aircraft type', { exact: true });
    this.from = this.dialog.getByLabel('From', { exact: true });
    this.cost = this.dialog.locator('output');
    this.cancel = this.dialog.getByRole('button', { name: 'CANCEL', exact: true });
    this.create = this.dialog.getByRole('button', { name: 'Create as accepted', exact: true });
    this.createPending = this.dialog.getByRole('button', { name: 'Create as pending', exact: true });
    // On the club's clock, its zone named: 'ETA (Lisbon)' or 'ETA (UTC)'.
    this.eta = this.dialog.getByLabel(/^ETA \((Lisbon|UTC)\)$/);
    this.purpose = this.dialog.getByLabel('Purpose', { exact: true });
    this.pob = this.dialog.getByLabel('POB (people on board)', { exact: true });
  }

  /** The first suggestion a field offers (its datalist's first option). */
  async firstSuggestion(field: Locator): Promise<string> {
    const list = await field.getAttribute('list');
    const value = await this.dialog.locator(`datalist[id="${list}"] option`).first().getAttribute('value');
    if (!value) throw new Error(`no suggestion for ${list}`);
    return value;
  }

  /** A known pilot and airplane as picked from the suggestions (their names typed whole). */
  async fill(values: { pilot: string; date: string; airplane: string; email?: string }): Promise<void> {
    await this.pilot.fill(values.pilot);
    if (values.email !== undefined) await this.email.fill(values.email);
    await this.date.fill(values.date);
    await this.registration.fill(values.airplane);
  }
}
