import { describe, expect, it } from 'vitest';
import { msg } from '@/i18n/messages';
import { purposeWords } from './purpose-words';

describe('purposeWords', () => {
  it('names the purposes it knows in the catalogs, whatever their case, and a blank one Landing', () => {
    expect(purposeWords('training_touch_and_go')).toEqual(msg('common.purpose.touchAndGo'));
    expect(purposeWords('Tourism')).toEqual(msg('common.purpose.tourism'));
    expect(purposeWords(' business ')).toEqual(msg('common.purpose.business'));
    expect(purposeWords('TRAINING')).toEqual(msg('common.purpose.training'));
    expect(purposeWords(null)).toEqual(msg('common.purpose.landing'));
    expect(purposeWords('  ')).toEqual(msg('common.purpose.landing'));
  });

  it('shows any other purpose as it was typed', () => {
    expect(purposeWords(' Aerial photography ')).toBe('Aerial photography');
  });
});
