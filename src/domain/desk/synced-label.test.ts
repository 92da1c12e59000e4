import { describe, expect, it } from 'vitest';
import { say } from '@/i18n/messages';
import { english, translatorFor } from '@/test/words';
import { fixedClock } from '../time/clock';
import { syncedLabel } from './synced-label';

const clock = fixedClock('2026-07-01T13:00:00.000Z');
const label = (iso: string | null) => say(english, syncedLabel(iso, clock));

describe('syncedLabel', () => {
  it('says never without a sync', () => {
    expect(label(null)).toBe('Last synced never');
    expect(label('bad')).toBe('Last synced never');
  });

  it('says just now within a minute and for future times', () => {
    expect(label('2026-07-01T12:59:01.000Z')).toBe('Last synced just now');
    expect(label('2026-07-01T13:05:00.000Z')).toBe('Last synced just now');
  });

  it('counts whole minutes within the hour', () => {
    expect(label('2026-07-01T12:59:00.000Z')).toBe('Last synced 1 min ago');
    expect(label('2026-07-01T12:57:00.000Z')).toBe('Last synced 3 min ago');
    expect(label('2026-07-01T12:00:00.001Z')).toBe('Last synced 59 min ago');
  });

  it('shows the Lisbon time earlier today and the full date before today', () => {
    expect(label('2026-07-01T08:15:00.000Z')).toBe('Last synced 09:15');
    // 23:30 UTC on 30 June is already 1 July in Lisbon: still "today" for the desk.
    expect(label('2026-06-30T23:30:00.000Z')).toBe('Last synced 00:30');
    expect(label('2026-06-30T22:30:00.000Z')).toBe('Last synced 30/06/2026, 23:30');
  });

  it('speaks Portuguese', () => {
    const t = translatorFor('pt');
    expect(say(t, syncedLabel(null, clock))).toBe('Última sincronização: nunca');
    expect(say(t, syncedLabel('2026-07-01T12:57:00.000Z', clock))).toBe('Última sincronização: há 3 min');
    expect(say(t, syncedLabel('2026-07-01T08:15:00.000Z', clock))).toBe('Última sincronização: 09:15');
  });
});
