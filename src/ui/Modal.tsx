// A modal dialog on the native <dialog>: focus trapping, Escape and the backdrop come from the
// browser. The title names the dialog for assistive technology.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '@/i18n/react';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Older engines (and jsdom) lack showModal: fall back to a non-modal open dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="button button--ghost"
          onClick={onClose}
          aria-label={t('common.closeNamed', { title })}
        >
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
