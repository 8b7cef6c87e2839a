/**
 * spec 001 §4: "Explanatory variables are added one at a time, removed by matching variable id and
 * aggregation id, or cleared." Pure list operations for the modelling form.
 */

export interface VariableWithAggregation {
  variableId: number;
  aggregationId: number;
}

const same = (a: VariableWithAggregation, b: VariableWithAggregation) =>
  a.variableId === b.variableId && a.aggregationId === b.aggregationId;

/** Appends one variable; the same variable with the same aggregation is not added twice. */
export function addExplanatory<T extends VariableWithAggregation>(list: readonly T[], variable: T): T[] {
  return list.some((existing) => same(existing, variable)) ? [...list] : [...list, variable];
}

/** Removes the entry with this variable id and aggregation id (another aggregation stays). */
export function removeExplanatory<T extends VariableWithAggregation>(
  list: readonly T[],
  variable: VariableWithAggregation,
): T[] {
  return list.filter((existing) => !same(existing, variable));
}

export function clearExplanatory<T extends VariableWithAggregation>(): T[] {
  return [];
}

/** The modelled variable cannot explain itself: the server answers DUPLICATE_VARIABLE. */
export function explainsItself(target: VariableWithAggregation, list: readonly VariableWithAggregation[]): boolean {
  return list.some((existing) => same(existing, target));
}
