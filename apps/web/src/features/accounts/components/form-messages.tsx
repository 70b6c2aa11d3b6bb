import type { ReactNode } from 'react';

/** A problem with the whole form (not one field), announced when it appears. */
export function FormAlert({
  id,
  title,
  message,
  children,
}: {
  id?: string;
  title?: string;
  message: string | undefined;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-500/40 bg-red-950/60 p-3 text-sm text-red-100">
      {title && <p className="font-semibold">{title}</p>}
      <p>{message}</p>
      {children}
    </div>
  );
}

/** Good news about the form, announced politely. Rendered always, so the announcement is reliable. */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <div role="status">
      {message && (
        <p className="rounded-lg border border-emerald-500/40 bg-emerald-950/60 p-3 text-sm text-emerald-100">
          {message}
        </p>
      )}
    </div>
  );
}
