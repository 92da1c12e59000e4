import type { Locator, Page } from '@playwright/test';

export type RegistrationStepTitle =
  | 'Username and email'
  | 'Password'
  | 'Airfield details'
  | 'Opening hours'
  | 'Runway'
  | 'Rates'
  | 'Extra services'
  | 'Payment';

/** The eight-step registration at `/welcome`: progress stages, the step's fields, Back/Continue/Confirm. */
export class RegistrationPage {
  readonly progress: Locator;
  /** The progress stage marked current (aria-current="step"). */
  readonly currentStage: Locator;
  readonly back: Locator;
  readonly continue: Locator;
  readonly confirm: Locator;
  /** Why Confirm failed. */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.progress = page.getByRole('navigation', { name: 'Registration progress' });
    this.currentStage = this.progress.locator('[aria-current="step"]');
    this.back = page.getByRole('button', { name: 'Back', exact: true });
    this.continue = page.getByRole('button', { name: 'Continue', exact: true });
    this.confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    this.error = page.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/welcome');
  }

  heading(title: RegistrationStepTitle): Locator {
    return this.page.getByRole('heading', { name: title, exact: true, level: 2 });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  toggle(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }

  /** Continue, then wait for the next step's heading. */
  async next(title: RegistrationStepTitle): Promise<void> {
    await this.continue.click();
    await this.heading(title).waitFor();
  }

  /**
   * Registration's last screen on our server (ADR 0009): the request page's link, Copy and QR
   * code; returns the link's address and goes on to Aircraft movements.
   */
  async passRequestPageScreen(): Promise<string> {
    await this.page.getByRole('heading', { name: 'Your airfield is ready' }).waitFor();
    const link = this.page.getByRole('link', { name: /request page/ });
    const href = (await link.getAttribute('href')) ?? '';
    await this.page.getByRole('button', { name: 'Go to Aircraft movements' }).click();
    return href;
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Opening and closing time of one weekday (labels read "Monday Opens" to assistive technology). */
  async setHours(day: string, open: string, close: string): Promise<void> {
    await this.field(`${day} Opens`).fill(open);
    await this.field(`${day} Closes`).fill(close);
  }
}
