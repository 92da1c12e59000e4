// What the settings screen says about saves (SPEC §8), and its own message for a save refused
// offline (DESIGN offline point 6).

export const SAVED = {
  airfield: 'Airfield details updated.',
  schedules: 'Schedule updated.',
  runway: 'Runway details updated.',
  landingFees: 'Landing Fees updated.',
  parking: 'Pricing parking updated.',
  services: 'Extra Services updated.',
} as const;

export const SAVE_FAILED = 'An error occurred.';
export const SCHEDULES_FAILED = 'Ocorreu um erro ao atualizar os horários.';
export const MTOWS_FAILED = 'Ocorreu um erro ao atualizar os mtows.';

export const OFFLINE_SAVE_REFUSED =
  'Not saved: you are offline. Settings are saved straight to the server, so your changes are kept ' +
  'here until you press SAVE again with a connection.';
export const SESSION_EXPIRED = 'Not saved: the server did not accept this session. Sign in again, then save.';
export const NO_CLUB = 'Not saved: this account has no club.';
export const CHECK_FIELDS = 'Not saved: correct the fields marked above.';
