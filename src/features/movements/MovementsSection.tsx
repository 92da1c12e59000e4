// One section of the REQUESTS view: its heading (with an optional action beside it), and either
// its table or its empty message.
import { type ReactNode, useId } from 'react';
import { type Column, LandingsTable } from './LandingsTable';

export interface MovementsSectionProps {
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
  const headingId = useId();
  return (
    <section className="movements-section" aria-labelledby={headingId}>
      <div className="movements-section__head">
        <h3 id={headingId}>{props.title}</h3>
        {props.action}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {props.announcement ?? ''}
      </p>
      {props.count === 0 ? (
        <p className="movements-section__empty">{props.emptyText}</p>
      ) : (
        <LandingsTable labelledBy={headingId} columns={props.columns} widthClass={props.widthClass}>
          {props.children}
        </LandingsTable>
      )}
    </section>
  );
}
