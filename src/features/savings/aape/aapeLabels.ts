import type { MessageId } from '../../../i18n/messages';
import type { COMMITMENT_MODALITIES, COMMITMENT_TYPES, PER_TYPES } from '../../../entities/savings/api';

/** The translated names of the AAPE's value sets (entities/savings/api.ts). */
export const COMMITMENT_TYPE_MESSAGES: Record<(typeof COMMITMENT_TYPES)[number], MessageId> = {
  ENERGY: 'savings.aape.commitmentType.ENERGY',
  FINANCIAL: 'savings.aape.commitmentType.FINANCIAL',
};

export const COMMITMENT_MODALITY_MESSAGES: Record<(typeof COMMITMENT_MODALITIES)[number], MessageId> = {
  YEARLY: 'savings.aape.commitmentModality.YEARLY',
  CONTRACT_PERIOD: 'savings.aape.commitmentModality.CONTRACT_PERIOD',
};

export const PER_TYPE_MESSAGES: Record<(typeof PER_TYPES)[number], MessageId> = {
  CURRENT: 'savings.aape.perType.CURRENT',
  CONTRACT: 'savings.aape.perType.CONTRACT',
};
