import type { Intervention, InterventionPayload } from '../../entities/interventions/api';
import {
  COMPLETED_INTERVENTION_STATUS_ID,
  INTERVENTION_TYPES,
  interventionStatusByName,
} from '../../entities/interventions/interventionStatus';

/**
 * The PUT body of a ticket as it was read, with another status: archiving is setting the completed
 * status (spec 001 §7: the archived list is the completed status id), reopening sets it back to open.
 */
export function ticketWithStatus(ticket: Intervention, statusId: number): InterventionPayload {
  const type = INTERVENTION_TYPES.find((known) => known === ticket.type) ?? 'corrective';
  return {
    type,
    user: ticket.user?.id ?? null,
    title: ticket.title,
    description: ticket.description ?? null,
    startDate: ticket.startDate,
    endDate: ticket.endDate ?? null,
    duration: ticket.duration ?? null,
    status: statusId,
    project: ticket.project.id,
    hardware: ticket.hardware,
  };
}

export const archivedTicket = (ticket: Intervention): InterventionPayload =>
  ticketWithStatus(ticket, COMPLETED_INTERVENTION_STATUS_ID);

export const reopenedTicket = (ticket: Intervention): InterventionPayload =>
  ticketWithStatus(ticket, interventionStatusByName('open')?.id ?? 1);
