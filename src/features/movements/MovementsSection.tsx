// One section of the REQUESTS view: its heading with the count of its rows ("Pending landings (3)"),
// an anchor the section tabs jump to, an optional action beside the heading, and either its
// table of landing rows (cards below ~1100 px, movement-cards.css) or its empty message.
import { type ReactNode, useId } from 'react';
import type { QueuedChanges } from '@/data/landings/queued-changes';
import type { MirrorLanding } from '@/data/react/records';
import { useFocusKeptInList } from '@/ui/use-focus-kept-in-list';
import { LandingRow, type LandingRowProps } from './LandingRow';
import { type Column, LandingsTable } from './LandingsTable';

/** What a section says of one of its rows: its own cells, state and actions. */
type SectionRow = Omit<LandingRowProps, 'landing' | 'columns' | 'changes'>;

export interface MovementsSectionProps {
  /** The anchor the tabs at the top of REQUESTS jump to. */
  anchor: string;
  title: string;
  emptyText: string;
  landings: readonly MirrorLanding[];
  /** The outbox's changes, for each row's sync mark and refused change. */
  changes: QueuedChanges;
  row: (landing: MirrorLanding) => SectionRow;
  columns: readonly Column[];
  widthClass: string;
  action?: ReactNode;
  /** Announced politely to screen readers, e.g. new requests. */
  announcement?: string;
}

export function MovementsSection(props: MovementsSectionProps) {
  const { landings, columns, changes } = props;
  const titleId = useId();
  // A row decided or gone with the focus on it: the next row takes it (the heading once none is left).
  const keepFocus = useFocusKeptInList();
  return (
    <section ref={keepFocus} className="movements-section" aria-labelledby={titleId}>
      <div className="movements-section__head">
        {/* The region is named by the title alone; the heading also reads the count. */}
        <h3 id={props.anchor} tabIndex={-1}>
          <span id={titleId}>{props.title}</span> <span className="section-count">({landings.length})</span>
        </h3>
        {props.action}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {props.announcement ?? ''}
      </p>
      {landings.length === 0 ? (
        <p className="movements-section__empty">{props.emptyText}</p>
      ) : (
        <LandingsTable labelledBy={titleId} columns={columns} widthClass={props.widthClass}>
          {landings.map((landing) => (
            <LandingRow
              key={landing.id}
              landing={landing}
              columns={columns.length}
              changes={changes}
              {...props.row(landing)}
            />
          ))}
        </LandingsTable>
      )}
    </section>
  );
}
