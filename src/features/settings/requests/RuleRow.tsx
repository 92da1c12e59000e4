// One acceptance rule in Settings › Requests: on or off, in words, moved up or down, and its
// parameters (the listed registrations and emails, the weight limit) as the owner types them.
import { useEffect, useId, useState } from 'react';
import type { AcceptanceRule } from '@/domain/club/acceptance-rule-set';
import { ruleWords } from '@/domain/club/acceptance-rule-words';
import { unlistableEntries } from '@/domain/club/listed-entries';
import { parseInteger } from '@/domain/desk/inputs';
import { say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { focusItem } from '@/ui/use-focus-kept-in-list';

const lines = (typed: string): string[] =>
  typed
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Whole kg within the bounds the server checks, else null; as typed in the desk's language, '2,500'
 * in English or '2.500' in Portuguese included.
 */
function readKg(typed: string, tag: string): number | null {
  const kg = parseInteger(typed, tag);
  return kg !== null && kg >= 1 && kg <= 600_000 ? kg : null;
}

interface RuleRowProps {
  rule: AcceptanceRule;
  first: boolean;
  last: boolean;
  onChange: (rule: AcceptanceRule) => void;
  onMove: (by: -1 | 1) => void;
  onInvalid: (invalid: boolean) => void;
}

export function RuleRow({ rule, first, last, onChange, onMove, onInvalid }: RuleRowProps) {
  const t = useT();
  const words = say(t, ruleWords(rule));
  return (
    <li className="acceptance-rules__rule" {...focusItem(rule.kind)}>
      <div className="acceptance-rules__head">
        <label className="acceptance-rules__check">
          <input
            type="checkbox"
            checked={rule.on}
            onChange={(event) => onChange({ ...rule, on: event.target.checked })}
          />
          <span>
            <span className="visually-hidden">{t('settings.acceptance.on')}: </span>
            {words}
          </span>
        </label>
        {/* At the top (or the bottom) a move button stays focusable, aria-disabled: the rule just
            moved there keeps the keyboard's focus on it (docs/decisions/0065). */}
        <div className="acceptance-rules__move">
          <button
            type="button"
            className="button"
            aria-disabled={first}
            aria-label={t('settings.acceptance.moveUp', { rule: words })}
            onClick={() => !first && onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="button"
            aria-disabled={last}
            aria-label={t('settings.acceptance.moveDown', { rule: words })}
            onClick={() => !last && onMove(1)}
          >
            ↓
          </button>
        </div>
      </div>
      {rule.kind === 'listed' ? <ListedFields rule={rule} onChange={onChange} /> : null}
      {rule.kind === 'in-hours-below-weight' ? (
        <WeightField
          maxKg={rule.maxKg}
          onKg={(maxKg) => onChange({ ...rule, maxKg })}
          onInvalid={onInvalid}
        />
      ) : null}
    </li>
  );
}

type ListedRule = Extract<AcceptanceRule, { kind: 'listed' }>;

/** The listed registrations and emails; an entry that could never match is named under its box. */
function ListedFields({ rule, onChange }: { rule: ListedRule; onChange: (rule: AcceptanceRule) => void }) {
  const t = useT();
  const id = useId();
  const bad = unlistableEntries(rule);
  const box = (
    key: 'registrations' | 'emails',
    label: string,
    problem: 'settings.acceptance.badRegistrations' | 'settings.acceptance.badEmails',
  ) => {
    const wrong = bad[key];
    return (
      <div className="field">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <textarea
          id={`${id}-${key}`}
          rows={3}
          defaultValue={rule[key].join('\n')}
          aria-invalid={wrong.length > 0 ? true : undefined}
          aria-describedby={wrong.length > 0 ? `${id}-${key}-problem` : undefined}
          onChange={(event) => onChange({ ...rule, [key]: lines(event.target.value) })}
        />
        {wrong.length > 0 ? (
          <p id={`${id}-${key}-problem`} className="field__error">
            {t(problem, { count: wrong.length, entries: wrong.join(', ') })}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <div className="acceptance-rules__params">
      {box('registrations', t('settings.acceptance.registrations'), 'settings.acceptance.badRegistrations')}
      {box('emails', t('settings.acceptance.emails'), 'settings.acceptance.badEmails')}
    </div>
  );
}

function WeightField({
  maxKg,
  onKg,
  onInvalid,
}: {
  maxKg: number;
  onKg: (kg: number) => void;
  onInvalid: (invalid: boolean) => void;
}) {
  const t = useT();
  const tag = useIntlTag();
  const id = useId();
  const [typed, setTyped] = useState(String(maxKg));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setTyped(String(maxKg)), [maxKg]);
  return (
    <div className="field acceptance-rules__params">
      <label htmlFor={id}>{t('settings.acceptance.maxKg')}</label>
      <input
        id={id}
        value={typed}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          const kg = readKg(event.target.value, tag);
          setInvalid(kg === null);
          onInvalid(kg === null);
          if (kg !== null) onKg(kg);
        }}
      />
      {invalid ? (
        <p id={`${id}-problem`} className="field__error">
          {t('settings.acceptance.maxKgInvalid')}
        </p>
      ) : null}
    </div>
  );
}
