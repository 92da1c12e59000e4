import { describe, expect, it } from 'vitest';
import { msg, say } from '@/i18n/messages';
import { english, wordsIn } from '@/test/words';
import type { ClubService } from '../wire/entities';
import { runwayTypeName, serviceName, servicesLabel, serviceWords } from './catalogue-words';

const portuguese = wordsIn('pt');

const cs = (id: number, name: string | null): ClubService => ({
  id,
  price: 5,
  service: name === null ? null : { id, name, icon: null, price: null, active: true },
});

describe('serviceWords', () => {
  it("names the catalogue's services in the reader's language, whatever their case and spacing", () => {
    expect(serviceName(' Hangar overnight ', english)).toBe('Hangar overnight');
    expect(serviceName(' Hangar overnight ', portuguese)).toBe('Hangaragem noturna');
    expect(serviceName('fuel avgas 100LL', portuguese)).toBe('Combustível AVGAS 100LL');
    expect(serviceName('Aircraft cleaning', portuguese)).toBe('Limpeza da aeronave');
    expect(serviceName('Customs handling', portuguese)).toBe('Despacho aduaneiro');
  });

  it("shows a service a club's Strapi names itself as it was typed", () => {
    expect(serviceName(' Fuel AVGAS ', portuguese)).toBe('Fuel AVGAS');
    expect(serviceName('Handling', portuguese)).toBe('Handling');
    expect(serviceName('Catering', portuguese)).toBe('Catering');
  });

  it('is said inside another message, as a fee line names its service', () => {
    expect(say(english, msg('movements.fee.service', { service: serviceWords('Catering') }))).toContain(
      'Catering',
    );
    expect(
      say(portuguese, msg('movements.fee.service', { service: serviceWords('Hangar overnight') })),
    ).toContain('Hangaragem noturna');
  });
});

describe('servicesLabel', () => {
  it("joins service names with commas, in the reader's language", () => {
    expect(servicesLabel([cs(1, 'Fuel'), cs(2, 'Hangar')], english)).toBe('Fuel, Hangar');
    expect(servicesLabel([cs(1, 'Aircraft cleaning'), cs(2, 'Hangar overnight')], portuguese)).toBe(
      'Limpeza da aeronave, Hangaragem noturna',
    );
  });
  it('skips links without a service', () => {
    expect(servicesLabel([cs(1, null), cs(2, 'Hangar')], english)).toBe('Hangar');
  });
  it('shows -- when there are none', () => {
    expect(servicesLabel([], english)).toBe(' -- ');
    expect(servicesLabel(null, english)).toBe(' -- ');
    expect(servicesLabel([cs(1, null)], english)).toBe(' -- ');
  });
});

describe('runwayTypeName', () => {
  it("names the catalogue's runway types in the reader's language, and any other as typed", () => {
    expect(runwayTypeName('Airstrip', english)).toBe('Airstrip');
    expect(runwayTypeName('Airstrip', portuguese)).toBe('Pista de aviação');
    expect(runwayTypeName('Water aerodrome', portuguese)).toBe('Hidroaeródromo');
    expect(runwayTypeName('Heliport', portuguese)).toBe('Heliporto');
    expect(runwayTypeName('Grass strip', portuguese)).toBe('Grass strip');
  });
});
