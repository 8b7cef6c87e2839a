/** A number input's value as the form holds it: empty (or not a number) is null. */
export const numberOrNull = (value: string | number): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The DOM id of a field, so that a failed submit or a refused save can focus it. */
export const graphFieldDomId = (path: string): string => `graph-field-${path.replace(/\./g, '-')}`;

/** Focuses the field (or the first control inside its wrapper). */
export function focusGraphField(path: string): void {
  const element = document.getElementById(graphFieldDomId(path));
  if (!element) return;
  const target = element.matches('input, textarea, select, button')
    ? element
    : element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button');
  target?.focus();
}
