import type { Locator, Page } from '@playwright/test';

export type SettingsSectionName =
  | 'Airfield details'
  | 'Change password'
  | 'Opening hours'
  | 'Runway'
  | 'Pricing Landing'
  | 'Pricing Parking'
  | 'Extra services'
  | 'Payments'
  | 'Requests';

/** The Settings screen at `/settings`: the left menu, the open section's form, SAVE and LOGOUT. */
export class SettingsPage {
  readonly menu: Locator;
  readonly save: Locator;
  readonly logout: Locator;
  /** The busy blocker's "Saving…" over the page. */
  readonly saving: Locator;
  /** Why the last save of the open section did not go through. */
  readonly saveError: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Settings sections' });
    this.save = page.getByRole('button', { name: 'SAVE', exact: true });
    this.logout = this.menu.getByRole('button', { name: 'LOGOUT', exact: true });
    this.saving = page.getByRole('status').filter({ hasText: 'Saving…' });
    this.saveError = page.locator('.save-bar').getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/settings');
  }

  async show(section: SettingsSectionName): Promise<void> {
    await this.menu.getByRole('button', { name: section, exact: true }).click();
    await this.heading(section).waitFor();
  }

  heading(section: SettingsSectionName): Locator {
    return this.page.getByRole('heading', { name: section, exact: true, level: 2 });
  }

  /** Settings › This device: how long a desk change waits for Undo ('off', '5' or '10' s). */
  get undoWindow(): Locator {
    return this.field('Undo window');
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  toggle(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** Opening hours: the table, one row per day, and the add-schedule form. */
  get schedules(): Locator {
    return this.page.getByRole('table', { name: 'Opening hours by day' });
  }

  scheduleRow(day: string): Locator {
    return this.schedules.getByRole('row', { name: new RegExp(`^${day}\\b`) });
  }

  get addSchedule(): Locator {
    return this.page.getByRole('form', { name: 'Add schedule' });
  }

  /** Pricing Landing: one input per band and field, e.g. band(4, 'to (kg)'). */
  band(index: number, field: 'to (kg)' | 'landing price (€)' | 'touch and go price (€)'): Locator {
    return this.page.getByRole('textbox', { name: `Band ${index} ${field}`, exact: true });
  }

  bandRow(index: number): Locator {
    return this.page.getByRole('row', { name: new RegExp(`^Band ${index}\\b`) });
  }
}
