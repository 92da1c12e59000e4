// REJECT's confirmation (ADR 0009): a small dialog with an optional Reason that goes to the pilot.
// The reason field has focus on opening; Escape and Cancel keep the request undecided.
import { type FormEvent, useId, useState } from 'react';
import { MAX_REASON_LENGTH } from '@/domain/landing-transitions';
import { Modal } from '@/ui/Modal';

export interface RejectDialogProps {
  /** e.g. 'of Cessna 172 CS-AAA, 22/11/2026 14:30'; null when closed. */
  about: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

// showModal() focuses the element carrying the autofocus attribute, which React does not render.
const autofocus = (element: HTMLElement | null) => element?.setAttribute('autofocus', '');

export function RejectDialog({ about, onReject, onClose }: RejectDialogProps) {
  return (
    <Modal open={about !== null} title="Reject landing request" onClose={onClose} className="reject-dialog">
      {/* Mounted only while open, so every rejection starts with an empty reason. */}
      {about !== null ? <RejectForm about={about} onReject={onReject} onClose={onClose} /> : null}
    </Modal>
  );
}

function RejectForm({ about, onReject, onClose }: { about: string } & Omit<RejectDialogProps, 'about'>) {
  const [reason, setReason] = useState('');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onReject(reason);
  };
  return (
    <form onSubmit={submit}>
      <p>Reject the request {about}?</p>
      <div className="field">
        <label htmlFor={id}>Reason (optional)</label>
        <textarea
          ref={autofocus}
          id={id}
          value={reason}
          maxLength={MAX_REASON_LENGTH}
          rows={3}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          Sent to the pilot with the decision.
        </p>
      </div>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--danger">
          REJECT
        </button>
      </div>
    </form>
  );
}
