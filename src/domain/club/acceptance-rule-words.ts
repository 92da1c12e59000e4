// The acceptance rules in words (docs/product/acceptance-rules.md): each rule with its parameters,
// each conflict with the rule that wins, and the rule that accepted a landing, as catalog messages.
import { type Message, msg } from '@/i18n/messages';
import type { AcceptanceRule, AcceptanceRuleKind, RuleConflict } from './acceptance-rule-set';

/** A rule as Settings lists it, with its parameters. */
export function ruleWords(rule: AcceptanceRule): Message {
  switch (rule.kind) {
    case 'own-aircraft':
      return msg('settings.acceptance.rule.own');
    case 'listed':
      return msg('settings.acceptance.rule.listed', {
        count: rule.registrations.length + rule.emails.length,
      });
    case 'in-hours-below-weight':
      return msg('settings.acceptance.rule.weight', { kg: rule.maxKg });
  }
}

/** The rule that accepted a landing, as its row and History say it. */
export function decidedByWords(kind: AcceptanceRuleKind): Message {
  if (kind === 'own-aircraft') return msg('landing.decidedByRule.ownAircraft');
  if (kind === 'listed') return msg('landing.decidedByRule.listed');
  return msg('landing.decidedByRule.inHoursBelowWeight');
}

/** A conflict and which rule wins it. */
export function conflictWords(conflict: RuleConflict): Message {
  const accepted = conflict.wins !== 'in-hours-below-weight';
  if (conflict.accepting === 'listed') {
    return msg(
      accepted ? 'settings.acceptance.conflict.listedWins' : 'settings.acceptance.conflict.listedLoses',
      {
        kg: conflict.maxKg,
      },
    );
  }
  return msg(accepted ? 'settings.acceptance.conflict.ownWins' : 'settings.acceptance.conflict.ownLoses', {
    kg: conflict.maxKg,
  });
}
