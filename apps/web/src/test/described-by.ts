/** The texts a control is described by, in order: what a screen reader reads after its name. */
export function describedBy(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? `(missing #${id})`);
}
