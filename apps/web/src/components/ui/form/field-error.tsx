/** The message under an input; its id is what the input's `aria-describedby` points at. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-300">
      {message}
    </p>
  );
}
