// The form's labelled fields: each input with its label, an optional hint and an error line tied
// to it by aria-describedby, so a screen reader reads why a field was refused.
import { type Child, h } from './dom';

export interface FieldHandle {
  wrapper: HTMLElement;
  /** What gets focus when the field is refused. */
  focusable: HTMLElement;
  setError(message: string | undefined): void;
}

let ids = 0;

function errorLine(
  id: string,
  control: HTMLElement,
  extraDescribedBy = '',
): Pick<FieldHandle, 'setError'> & { node: HTMLElement } {
  const node = h('p', { id, class: 'field__error', hidden: true });
  return {
    node,
    setError(message) {
      node.textContent = message ?? '';
      node.hidden = !message;
      const describedBy = [extraDescribedBy, message ? id : ''].filter(Boolean).join(' ');
      if (describedBy) control.setAttribute('aria-describedby', describedBy);
      else control.removeAttribute('aria-describedby');
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}

/** An input or textarea with its label above it. */
export function field(
  label: string,
  control: HTMLInputElement | HTMLTextAreaElement,
  hint?: string,
): FieldHandle {
  const id = `f${++ids}`;
  control.id = id;
  const hintId = hint ? `${id}-hint` : '';
  const error = errorLine(`${id}-error`, control, hintId);
  if (hintId) control.setAttribute('aria-describedby', hintId);
  const wrapper = h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    hint ? h('p', { id: hintId, class: 'field__hint' }, hint) : null,
    control,
    error.node,
  );
  return { wrapper, focusable: control, setError: error.setError };
}

/** Radio buttons or checkboxes under a legend; the error belongs to the group. */
export function choiceGroup(legend: string, choices: HTMLElement[], hint?: Child): FieldHandle {
  const id = `f${++ids}`;
  const set = h('fieldset', { class: 'choices', id });
  const error = errorLine(`${id}-error`, set);
  set.append(
    h('legend', {}, legend),
    ...(hint ? [h('p', { class: 'field__hint' }, hint)] : []),
    ...choices,
    error.node,
  );
  return {
    wrapper: set,
    focusable: (choices[0]?.querySelector('input') as HTMLElement | null) ?? set,
    setError: error.setError,
  };
}

/** One radio or checkbox with its label beside it (the whole row is the target). */
export function choice(
  type: 'radio' | 'checkbox',
  name: string,
  value: string,
  label: string,
  checked: boolean,
): HTMLElement {
  const input = h('input', { type, name, value, checked });
  return h('label', { class: 'choice' }, input, h('span', {}, label));
}
