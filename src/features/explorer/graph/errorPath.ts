/** The order fields appear in on screen, so that a failed submit focuses the first one. */
const FIELD_ORDER = [
  'name',
  'type',
  'sampling',
  'valueVariableName',
  'numberValuesSlices',
  'xVariableName',
  'yVariableName',
  'heatMap',
  'gauge',
  'target',
  'variables',
];

/**
 * The paths of the fields that hold an error in react-hook-form's error tree
 * (`gauge.max`, `variables.0.sampling`, `variables`): a node with a message is a field's error;
 * its `ref` (the input) is never walked into.
 */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const node = errors as Record<string, unknown>;
  if (prefix !== '' && typeof node.message === 'string') return [prefix];
  const paths: string[] = [];
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref' || key === 'root' || key === 'type' || key === 'types') continue;
    paths.push(...errorPaths(child, prefix === '' ? key : `${prefix}.${key}`));
  }
  return paths;
}

const rank = (path: string): number => {
  const index = FIELD_ORDER.indexOf(path.split('.')[0] ?? '');
  return index === -1 ? FIELD_ORDER.length : index;
};

/** The first field on screen that holds an error, or null. */
export function firstErrorPath(errors: unknown): string | null {
  return [...errorPaths(errors)].sort((left, right) => rank(left) - rank(right))[0] ?? null;
}
