import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

/** A labelled input with its error message (announced, and tied to the input). */
export function Field({
  label,
  error,
  hint,
  children,
  ref,
  ...input
}: { label: string; error?: string | null; hint?: ReactNode; children?: ReactNode; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <div className="field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
