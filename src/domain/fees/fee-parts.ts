// What a billed fee is made of, in whole cents, always adding up to it: the lines of a receipt
// (docs/product.md#receipts) and of the pilot's PAY (docs/product.md#payments). A fee set by hand is
// one line; the rule's fee names the services and the parking, and the landing (or touch and go) is
// the rest of it.
import { centsOf } from './cents';

export type FeePart =
  | { kind: 'landing' | 'touchAndGo' | 'byHand' | 'fee'; cents: number }
  | { kind: 'service'; name: string; cents: number }
  | { kind: 'parking'; hours: number; hourlyCents: number; cents: number };

export interface FeePartFacts {
  /** What the landing is billed (billedCents): the parts' total. */
  billedCents: number;
  /** The desk set the fee by hand: it is not made of the rule's parts. */
  byHand: boolean;
  touchAndGo: boolean;
  /** The landing's services at the club's prices, in euros as stored. */
  services: readonly { name: string; price: number }[];
  /** Full hours parked past the free ones and the hourly rate (euros); null when none was billed. */
  parking: { hours: number; hourly: number } | null;
}

/**
 * The fee's parts. The parts are read from today's prices; should they no longer fit inside
 * the fee billed (the club changed a price since), the fee is one line rather
 * than parts that do not add up.
 */
export function feeParts(facts: FeePartFacts): FeePart[] {
  const { billedCents } = facts;
  if (facts.byHand) return [{ kind: 'byHand', cents: billedCents }];
  const services: FeePart[] = facts.services.map((service) => ({
    kind: 'service',
    name: service.name,
    cents: centsOf(service.price),
  }));
  const hourlyCents = facts.parking ? centsOf(facts.parking.hourly) : 0;
  const parking: FeePart[] =
    facts.parking && facts.parking.hours > 0 && hourlyCents > 0
      ? [
          {
            kind: 'parking',
            hours: facts.parking.hours,
            hourlyCents,
            cents: facts.parking.hours * hourlyCents,
          },
        ]
      : [];
  const parts = [...services, ...parking];
  const rest = billedCents - parts.reduce((sum, line) => sum + line.cents, 0);
  if (rest < 0) return [{ kind: 'fee', cents: billedCents }];
  return [{ kind: facts.touchAndGo ? 'touchAndGo' : 'landing', cents: rest }, ...parts];
}
