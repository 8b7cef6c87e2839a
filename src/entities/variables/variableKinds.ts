/** spec 000 §3: the kinds of variable a graph, an alert or an export may point to. */
export const OBJECT_TYPES = ['variable', 'formula', 'persisted_formula', 'manual_variable', 'tableau'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];
