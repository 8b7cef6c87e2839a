/**
 * The paths of the fields that hold an error in react-hook-form's error tree
 * (`activationParameters.activationLow`, `alertVariables.0.sampling`, `alertVariables`): a node
 * with a message is a field's error; its `ref` (the input) is never walked into.
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
