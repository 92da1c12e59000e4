// The screens a browser test walks through: every settings section, and the registration steps with
// how to make each valid enough to Continue (docs/product.md#registration). Shared by the axe and the tablet
// specs.
import { expect } from '@playwright/test';
import type { RegistrationPage, RegistrationStepTitle } from '../pages/registration-page';
import type { SettingsSectionName } from '../pages/settings-page';

export const SETTINGS_SECTIONS: SettingsSectionName[] = [
  'Airfield details',
  'Change password',
  'Opening hours',
  'Runway',
  'Pricing Landing',
  'Pricing Parking',
  'Extra services',
  'Payments',
  'Requests',
];

export const REGISTRATION_STEPS: {
  title: RegistrationStepTitle;
  fill: (wizard: RegistrationPage) => Promise<void>;
}[] = [
  {
    title: 'Username and email',
    fill: (wizard) => wizard.fill({ Username: `axe-${Date.now()}`, Email: `axe-${Date.now()}@example.com` }),
  },
  {
    title: 'Password',
    fill: (wizard) => wizard.fill({ Password: 'Axe!2026x', 'Confirm password': 'Axe!2026x' }),
  },
  {
    title: 'Airfield details',
    fill: (wizard) =>
      wizard.fill({
        'Airfield name': 'Axe Field',
        'ICAO code': 'LPAX',
        'Fiscal address': 'Rua do Teste 1',
        'Tax number': '500000000',
        'Contact person': 'Ana Teste',
        'Phone number': '+351 210 000 000',
      }),
  },
  { title: 'Opening hours', fill: async () => {} },
  {
    title: 'Runway',
    fill: async (wizard) => {
      const type = wizard.field('Runway type');
      await expect(type).toBeEnabled();
      await type.selectOption({ index: 1 });
      await wizard.fill({
        'Runway latitude': '38.5297',
        'Runway longitude': '-7.8919',
        'Elevation (ft)': '800',
        'Runway length (m)': '900',
        'Runway direction': '09/27',
        'Weight limit (kg)': '5700',
      });
    },
  },
  { title: 'Rates', fill: async () => {} },
  { title: 'Extra services', fill: async () => {} },
  { title: 'Payment', fill: async () => {} },
];
