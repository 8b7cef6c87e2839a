import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EntityId } from '../../api/listPage';
import { keyUnder } from '../../api/querySource';
import { interventionsResource, type AllInterventions, type Intervention, type InterventionPayload } from './api';
import { isArchivedInterventionStatus } from './interventionStatus';

/*
 * The fetch-all answer (current and archived tickets with their counts, spec 001 §7) follows each
 * write at once, as the spec's stores did (spec 001 §4: adds append, updates replace by id, deletes
 * remove by id and reduce the count by one); the refresh table then reads it again.
 */

function without(all: AllInterventions, id: EntityId): AllInterventions {
  const inCurrent = all.data.some((row) => row.id === id);
  const inArchived = all.data_completed.some((row) => row.id === id);
  return {
    data: inCurrent ? all.data.filter((row) => row.id !== id) : all.data,
    total_count: inCurrent ? Math.max(0, all.total_count - 1) : all.total_count,
    data_completed: inArchived ? all.data_completed.filter((row) => row.id !== id) : all.data_completed,
    count_completed: inArchived ? Math.max(0, all.count_completed - 1) : all.count_completed,
  };
}

/** A deleted ticket leaves its list, whose count drops by one. */
export function removedFromAll(all: AllInterventions, id: EntityId): AllInterventions {
  return without(all, id);
}

/**
 * A saved ticket replaces its row in place; one whose status crossed the line between current and
 * archived (archived = completed) moves to the other list, first, and both counts change.
 */
export function savedInAll(all: AllInterventions, item: Intervention): AllInterventions {
  const archived = isArchivedInterventionStatus(item.status.id);
  const list = archived ? all.data_completed : all.data;
  if (list.some((row) => row.id === item.id)) {
    const replaced = list.map((row) => (row.id === item.id ? item : row));
    return archived ? { ...all, data_completed: replaced } : { ...all, data: replaced };
  }
  const rest = without(all, item.id);
  return archived
    ? { ...rest, data_completed: [item, ...rest.data_completed], count_completed: rest.count_completed + 1 }
    : { ...rest, data: [item, ...rest.data], total_count: rest.total_count + 1 };
}

function patchAll(queryClient: QueryClient, patch: (all: AllInterventions) => AllInterventions): void {
  queryClient.setQueriesData<AllInterventions>({ queryKey: keyUnder(interventionsResource, 'all') }, (all) =>
    all ? patch(all) : all,
  );
}

/** POST interventions; the new ticket joins its list's count at once. */
export function useCreateIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: interventionsResource.writeKeys.create,
    mutationFn: async (input: InterventionPayload) => {
      const item = await interventionsResource.create(input);
      patchAll(queryClient, (all) => savedInAll(all, item));
      void interventionsResource.cache.added(queryClient, item);
      return item;
    },
  });
}

/** PUT interventions/{id}; archiving (the completed status) moves the ticket between the lists. */
export function useUpdateIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: interventionsResource.writeKeys.update,
    mutationFn: async ({ id, input }: { id: EntityId; input: InterventionPayload }) => {
      const item = await interventionsResource.update(id, input);
      patchAll(queryClient, (all) => savedInAll(all, item));
      void interventionsResource.cache.updated(queryClient, item);
      return item;
    },
  });
}

/** DELETE interventions/{id}; its list's count drops by one. */
export function useDeleteIntervention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: interventionsResource.writeKeys.remove,
    mutationFn: async (id: EntityId) => {
      await interventionsResource.remove(id);
      patchAll(queryClient, (all) => removedFromAll(all, id));
      void interventionsResource.cache.removed(queryClient, id);
      return id;
    },
  });
}
