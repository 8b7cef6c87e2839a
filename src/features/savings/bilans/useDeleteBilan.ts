import { useMutation } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../../api/apiError';
import { BILAN_ERROR_CODES, deleteBilanMutation } from '../../../entities/savings/balanceApi';

/**
 * spec 001 §8: the bilan errors come as raw texts ('Bilan not found', 'BalanceAape not found'):
 * they are turned into their catalogue codes, so that the notification and the inline message
 * say them translated (error.BILAN_NOT_FOUND, error.BALANCE_AAPE_NOT_FOUND).
 */
export function bilanError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const code = BILAN_ERROR_CODES[error.code];
  return code ? new ApiError(error.status, [code], { cause: error }) : error;
}

/** DELETE balance/project/{projectId}?year= (spec 001 §4), refreshing what the refresh table says. */
export function useDeleteBilan() {
  return useMutation({
    mutationKey: deleteBilanMutation.key,
    mutationFn: async (input: { projectId: number; year: number; aapeId?: number }) => {
      try {
        return await deleteBilanMutation.call(input);
      } catch (error) {
        throw bilanError(error);
      }
    },
  });
}
