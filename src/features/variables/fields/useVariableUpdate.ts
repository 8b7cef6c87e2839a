import { useMutation, useQueryClient } from '@tanstack/react-query';
import { variablesResource, type VariableUpdate } from '../../../entities/variables/api';

/**
 * PUT variables/{id}, under the resource's update key (so the refresh table applies). The saved
 * answer is put in the cache as soon as it is read, before the refresh the table asks for runs
 * (the app's mutation cache refreshes before a mutation's own onSuccess): a refresh that then
 * fails shows as "Could not refresh" over the saved variable, instead of being overwritten by it
 * and leaving an error notice that nothing on screen explains.
 */
export function useVariableUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: variablesResource.writeKeys.update,
    mutationFn: async ({ id, input }: { id: number; input: VariableUpdate }) => {
      const saved = await variablesResource.update(id, input);
      void variablesResource.cache.updated(queryClient, saved);
      return saved;
    },
  });
}
