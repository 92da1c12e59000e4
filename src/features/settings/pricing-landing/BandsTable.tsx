// The weight bands (kg) with their landing and touch-and-go prices. Lower bounds follow the band
// above and are shown, not typed; 'Add band' is refused with an alert while the last is incomplete.
import { addBandRow, type BandDraft, editBandRow, removeBandRow } from '@/domain/band-editing';
import { ActionsHeader } from '../ActionsHeader';

export interface BandsTableProps {
  rows: readonly BandDraft[];
  onChange: (rows: BandDraft[]) => void;
}

const EDITABLE = [
  { key: 'weight2', label: 'to (kg)', heading: 'To (kg)', inputMode: 'numeric' },
  { key: 'priceLand', label: 'landing price (€)', heading: 'Landing (€)', inputMode: 'decimal' },
  {
    key: 'priceTouchGo',
    label: 'touch and go price (€)',
    heading: 'Touch and go (€)',
    inputMode: 'decimal',
  },
] as const;

export function BandsTable({ rows, onChange }: BandsTableProps) {
  const add = () => {
    const outcome = addBandRow(rows);
    if (outcome.ok) onChange(outcome.rows);
    else window.alert(outcome.alert);
  };

  return (
    <div className="bands">
      <table className="settings-table card-table">
        <caption className="visually-hidden">Landing prices by aircraft weight</caption>
        <thead>
          <tr>
            <th scope="col">Band</th>
            <th scope="col">From (kg)</th>
            {EDITABLE.map((field) => (
              <th key={field.key} scope="col">
                {field.heading}
              </th>
            ))}
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const name = `Band ${index + 1}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a band has no identity but its position
              <tr key={index}>
                <th scope="row">{name}</th>
                <td data-label="From (kg)">{row.weight1 === '' ? '—' : row.weight1}</td>
                {EDITABLE.map((field) => (
                  <td key={field.key} data-label={field.heading}>
                    <input
                      className="bands__input"
                      aria-label={`${name} ${field.label}`}
                      inputMode={field.inputMode}
                      value={row[field.key]}
                      onChange={(event) =>
                        onChange(editBandRow(rows, index, { [field.key]: event.target.value }))
                      }
                    />
                  </td>
                ))}
                <td className="settings-table__actions">
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={`Remove ${name}`}
                    onClick={() => onChange(removeBandRow(rows, index))}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="settings-empty">No weight bands yet.</p> : null}
      <button type="button" className="button" onClick={add}>
        Add band
      </button>
    </div>
  );
}
