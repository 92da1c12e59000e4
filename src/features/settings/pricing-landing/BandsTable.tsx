// The weight bands (kg) with their landing and touch-and-go prices. Lower bounds follow the band
// above and are shown, not typed; 'Add band' is refused with an alert while the last is incomplete.
import {
  addBandRow,
  type BandDraft,
  type BandProblem,
  editBandRow,
  removeBandRow,
} from '@/domain/fees/band-editing';
import { type MessageId, say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { focusItem, useFocusKeptInList } from '@/ui/use-focus-kept-in-list';
import { ActionsHeader } from '../ActionsHeader';

export interface BandsTableProps {
  rows: readonly BandDraft[];
  /** Why the last save was refused: the fields at fault are marked, and say why (the list under the table). */
  problems?: readonly BandProblem[];
  onChange: (rows: BandDraft[]) => void;
}

/** The id of a problem's words under the table, which its field points to. */
export const bandProblemId = ({ band, field }: Pick<BandProblem, 'band' | 'field'>): string =>
  `band-problem-${band}-${field ?? 'all'}`;

/** Each typed field: its input's name (with the band's) and its column heading. */
const EDITABLE = [
  { key: 'weight2', label: 'settings.bands.toLabel', heading: 'settings.bands.to', inputMode: 'numeric' },
  {
    key: 'priceLand',
    label: 'settings.bands.landingLabel',
    heading: 'settings.bands.landing',
    inputMode: 'decimal',
  },
  {
    key: 'priceTouchGo',
    label: 'settings.bands.touchGoLabel',
    heading: 'settings.field.priceTouch',
    inputMode: 'decimal',
  },
] as const satisfies ReadonlyArray<{
  key: keyof BandDraft;
  label: MessageId;
  heading: MessageId;
  inputMode: string;
}>;

export function BandsTable({ rows, problems = [], onChange }: BandsTableProps) {
  const t = useT();
  const tag = useIntlTag();
  // The last band removed with the focus on it: the band before it takes it.
  const keepFocus = useFocusKeptInList();
  const add = () => {
    const outcome = addBandRow(rows, tag);
    if (outcome.ok) onChange(outcome.rows);
    else window.alert(say(t, outcome.alert));
  };
  const from = t('settings.bands.from');

  return (
    <div className="bands">
      <table className="settings-table card-table">
        <caption className="visually-hidden">{t('settings.bands.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.bands.band')}</th>
            <th scope="col">{from}</th>
            {EDITABLE.map((field) => (
              <th key={field.key} scope="col">
                {t(field.heading)}
              </th>
            ))}
            <ActionsHeader />
          </tr>
        </thead>
        <tbody ref={keepFocus}>
          {rows.map((row, index) => {
            const band = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a band has no identity but its position
              <tr key={index} {...focusItem(index)}>
                <th scope="row">{t('settings.bands.name', { band })}</th>
                <td data-label={from}>{row.weight1 === '' ? '—' : row.weight1}</td>
                {EDITABLE.map((field) => {
                  const wrong = problems.some(
                    (problem) => problem.band === band && problem.field === field.key,
                  );
                  const marked = wrong
                    ? { 'aria-invalid': true, 'aria-describedby': bandProblemId({ band, field: field.key }) }
                    : {};
                  return (
                    <td key={field.key} data-label={t(field.heading)}>
                      <input
                        {...marked}
                        className="bands__input"
                        aria-label={t(field.label, { band })}
                        inputMode={field.inputMode}
                        value={row[field.key]}
                        onChange={(event) =>
                          onChange(editBandRow(rows, index, { [field.key]: event.target.value }, tag))
                        }
                      />
                    </td>
                  );
                })}
                <td className="settings-table__actions">
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={t('settings.bands.removeBand', { band })}
                    onClick={() => onChange(removeBandRow(rows, index, tag))}
                  >
                    {t('settings.bands.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="settings-empty">{t('settings.bands.empty')}</p> : null}
      <button type="button" className="button" onClick={add}>
        {t('settings.bands.add')}
      </button>
    </div>
  );
}
