import type { Locator, Page } from '@playwright/test';

export interface FlightAnswers {
  /** The zone the page names beside the ETA and ETD: 'Lisbon' unless the club chose 'UTC'. */
  zone?: string;
  registration: string;
  aircraftType: string;
  origin: string;
  date: string;
  eta: string;
  etd?: string;
}

export interface PilotAnswers {
  name: string;
  email: string;
  licence: string;
}

/** The pilot's request page at `/request/<slug>` (no account), rendered by the server. */
export class RequestPage {
  readonly heading: Locator;
  readonly estimate: Locator;
  readonly notice: Locator;
  readonly send: Locator;
  readonly formError: Locator;
  readonly language: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.estimate = page.getByRole('heading', { name: /^Estimated fee: / });
    this.notice = page.locator('.notice');
    this.send = page.getByRole('button', { name: 'Send request' });
    this.formError = page.locator('.request-form .form-error');
    // A button on the form (it sends what was typed along), a link on the other pages.
    const languages = page.getByRole('navigation', { name: /^(Language|Idioma)$/ });
    this.language = languages.getByRole('link').or(languages.getByRole('button'));
  }

  /** Opens the page and waits for its script to take the form over (it then checks in its own words). */
  async open(slug: string): Promise<void> {
    await this.page.goto(`/request/${slug}`);
    await this.hydrated();
  }

  async hydrated(): Promise<void> {
    await this.page.locator('form.request-form[novalidate]').waitFor();
  }

  /** A field by its label, whether or not it carries the required mark (' *', hidden from screen readers). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
  }

  /** The message shown under a field that was refused. */
  error(label: string): Locator {
    return this.page.locator('.field', { has: this.field(label) }).locator('.field__error');
  }

  async fillFlight(answers: FlightAnswers): Promise<void> {
    await this.field('Aircraft registration').fill(answers.registration);
    await this.field('Aircraft type').fill(answers.aircraftType);
    await this.field('Departure aerodrome').fill(answers.origin);
    await this.field('Date').fill(answers.date);
    const zone = answers.zone ?? 'Lisbon';
    await this.field(`ETA (${zone})`).fill(answers.eta);
    if (answers.etd) await this.field(`ETD (${zone})`).fill(answers.etd);
  }

  async fillPilot(answers: PilotAnswers): Promise<void> {
    await this.field('Pilot name').fill(answers.name);
    await this.field('Email').fill(answers.email);
    await this.field('Licence number').fill(answers.licence);
  }
}

/** A request's status page at `/request/status/<token>`. */
export class RequestStatusPage {
  readonly status: Locator;
  readonly fee: Locator;
  readonly reason: Locator;
  readonly cancel: Locator;
  readonly confirmCancel: Locator;
  readonly keepIt: Locator;
  readonly another: Locator;

  constructor(readonly page: Page) {
    this.status = page.locator('.status');
    this.fee = page.getByRole('heading', { name: /^Fee: / });
    this.reason = page.locator('.reason');
    this.cancel = page.getByRole('button', { name: 'Cancel request' });
    this.confirmCancel = page.getByRole('button', { name: 'Yes, cancel it' });
    this.keepIt = page.getByRole('link', { name: 'Keep it' });
    this.another = page.getByRole('link', { name: 'Make another request' });
  }
}
