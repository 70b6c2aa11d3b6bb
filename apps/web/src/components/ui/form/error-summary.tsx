/** Everything still wrong, each sentence once, at the top of a form; announced as it appears. */
export function ErrorSummary({ title, messages }: { title: string; messages: readonly string[] }) {
  return (
    <div role="alert" className="empty:hidden">
      {messages.length > 0 && (
        <div className="rounded-xl border border-red-400/40 bg-red-950/40 p-4 text-sm text-red-200">
          <p className="font-semibold">{title}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * After a submit that failed: the first control marked invalid (or an element standing in for a
 * group, `data-error-anchor`) takes focus, so the keyboard and the screen reader land on it.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor="true"]')?.focus();
}
