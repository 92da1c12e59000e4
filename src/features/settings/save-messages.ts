// What the settings screen says about saves: each section's success toast, the failure toast and
// the texts added to it, and its own messages for a save refused before it was sent (offline:
// docs/product.md#sync-and-offline, point 6).
import { type Message, msg } from '@/i18n/messages';

export const SAVED = {
  airfield: msg('settings.saved.airfield'),
  schedules: msg('settings.saved.schedules'),
  closures: msg('settings.saved.closures'),
  runway: msg('settings.saved.runway'),
  landingFees: msg('settings.saved.landingFees'),
  parking: msg('settings.saved.parking'),
  services: msg('settings.saved.services'),
  requestPage: msg('settings.saved.requestPage'),
  overdue: msg('settings.saved.overdue'),
  clock: msg('settings.saved.clock'),
  acceptance: msg('settings.saved.acceptance'),
} as const satisfies Record<string, Message>;

export const SAVE_FAILED: Message = msg('settings.save.failed');
/** Added to a failed save of the opening hours, and of the extra services. */
export const SCHEDULES_FAILED: Message = msg('settings.save.schedulesFailed');
export const MTOWS_FAILED: Message = msg('settings.save.mtowsFailed');

export const OFFLINE_SAVE_REFUSED: Message = msg('settings.save.offline');
export const SESSION_EXPIRED: Message = msg('settings.save.sessionExpired');
export const NO_CLUB: Message = msg('settings.save.noClub');
export const CHECK_FIELDS: Message = msg('settings.save.checkFields');
