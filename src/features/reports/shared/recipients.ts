import { useQuery } from '@tanstack/react-query';
import { hiddenNamesFromConfig, isHiddenClient, type HiddenNames } from '../../../entities/structure/hiddenStructure';
import { contactsResource, type Contact } from '../../../entities/users/contactsApi';
import { useMessage } from '../../../i18n/useMessage';

/*
 * Whom a project's reports may be sent to (scheduled reports, CPE programs): the contacts of the
 * project's client and the provider's staff, as the API lists them for the project
 * (`contacts?projectId=`) and as it holds every save to (another client's contact is refused with
 * NOT_IN_PROJECT). Another customer's people would receive this client's figures: they are never
 * offered. Contacts of the hidden test clients are left out too (spec 000 §6).
 */

/** A project's recipients are a few dozen: one page holds them all. */
const RECIPIENTS_LIMIT = 1000;

export interface RecipientOption {
  value: string;
  label: string;
}

/** Options grouped as Mantine's selects take them: the client's people first, then the staff. */
export interface RecipientGroup {
  group: string;
  items: RecipientOption[];
}

const byLabel = (left: RecipientOption, right: RecipientOption) => left.label.localeCompare(right.label);

export function recipientGroups(
  contacts: readonly Contact[],
  staffGroup: string,
  hidden: HiddenNames,
  label: (contact: Contact) => string,
): RecipientGroup[] {
  const clients = new Map<string, RecipientOption[]>();
  const staff: RecipientOption[] = [];
  for (const contact of contacts) {
    if (contact.client && isHiddenClient(hidden, contact.client.name)) continue;
    const option = { value: String(contact.id), label: label(contact) };
    if (!contact.client) staff.push(option);
    else clients.set(contact.client.name, [...(clients.get(contact.client.name) ?? []), option]);
  }
  const groups = [...clients].map(([group, items]) => ({ group, items: items.sort(byLabel) }));
  return staff.length > 0 ? [...groups, { group: staffGroup, items: staff.sort(byLabel) }] : groups;
}

/**
 * The recipients a project's reports may have, grouped; none is asked for before a project is
 * chosen. `label` writes one contact as the field shows it.
 */
export function useRecipients(projectId: number | null, label: (contact: Contact) => string) {
  const t = useMessage();
  const query = useQuery({
    ...contactsResource.listQuery({ projectId: projectId ?? 0, limit: RECIPIENTS_LIMIT }),
    enabled: projectId !== null,
  });
  const groups = recipientGroups(query.data?.data ?? [], t('report.recipients.staff'), hiddenNamesFromConfig(), label);
  return {
    groups,
    /** The ids on offer, to tell a chosen contact the project's reports may no longer go to. */
    ids: new Set(groups.flatMap((group) => group.items.map((item) => Number(item.value)))),
    /** Loaded (or no project yet): a value not among `ids` is not a recipient of this project. */
    settled: projectId === null || query.isSuccess,
    isPending: projectId !== null && query.isPending,
    isError: query.isError,
  };
}
