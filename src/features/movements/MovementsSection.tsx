// One section of the REQUESTS view: its heading with the count of its rows ("Pending landings (3)"),
// an anchor the section tabs jump to, an optional action beside the heading, and either its
// table (cards below ~1100 px, movements.css) or its empty message.
import { type ReactNode, useId } from 'react';
import { type Column, LandingsTable } from './LandingsTable';

export interface MovementsSectionProps {
  /** The anchor the tabs at the top of REQUESTS jump to. */
  anchor: string;
  title: string;
  emptyText: string;
  count: number;
  columns: readonly Column[];
  widthClass: string;
  action?: ReactNode;
  /** Announced politely to screen readers, e.g. new requests. */
  announcement?: string;
  children: ReactNode;
}

export function MovementsSection(props: MovementsSectionProps) {
  const titleId = useId();
  return (
    <section className="movements-section" aria-labelledby={titleId}>
      <div className="movements-section__head">
        {/* The region is named by the title alone; the heading also reads the count. */}
        <h3 id={props.anchor} tabIndex={-1}>
          <span id={titleId}>{props.title}</span> <span className="section-count">({props.count})</span>
        </h3>
        {props.action}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {props.announcement ?? ''}
      </p>
      {props.count === 0 ? (
        <p className="movements-section__empty">{props.emptyText}</p>
      ) : (
        <LandingsTable labelledBy={titleId} columns={props.columns} widthClass={props.widthClass}>
          {props.children}
        </LandingsTable>
      )}
    </section>
  );
}
