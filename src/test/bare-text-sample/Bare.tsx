// A screen with bare words, for src/i18n/bare-text.test.ts: three are found, the rest are code.
export function Bare({ label }: { label?: string }) {
  return (
    <div className="bare" data-state="open" role="dialog">
      Hello there
      <input name="email" type="email" autoComplete="username" aria-label={label} />
      <Field label="Sign in" />
      <button type="button" aria-label="Close the dialog">
        {label}
      </button>
    </div>
  );
}

function Field({ label }: { label: string }) {
  return <span>{label}</span>;
}
