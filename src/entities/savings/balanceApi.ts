import { z } from 'zod';
import { defineMutation, defineQuery } from '../../api/endpoint';
import { listPageSchema, type PageParams } from '../../api/listPage';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../../api/schemas';
import { defineResource, listParams } from '../../api/resource';
import { energyTranslationsSchema } from './api';
import { isValidPeriod } from './balanceMath';

/*
 * Balances (bilans) of AAPE and their perimeters: spec 001 §3, §4, §5, §7 "Balances". The values
 * of a balance perimeter are computed by the server (balanceMath.ts shows how) and never sent.
 */

/** spec 001 §4: "Balance: Active or Inactive". */
export const BALANCE_STATUSES = ['Active', 'Inactive'] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

export const balancePerimeterSchema = z.object({
  balance_perimeter_id: idSchema,
  perimeter_id: idSchema,
  balanceAapeId: idSchema,
  number: z.number().int().nullish(),
  energy_code: z.string(),
  energy_translations: energyTranslationsSchema.nullish(),
  /** Raw (prorated) reference; consumption_measure_value_reference is the adjusted one. */
  reference_consumption_raw: z.number().nullish(),
  consumption_measure_value_reference: z.number(),
  saving_measure_value: z.number(),
  consumption_measure_value: z.number(),
  co2_saving_calc: z.number(),
  financial_saving_calc: z.number(),
  financial_savings_made: z.number().nullish(),
  energy_savings_made: z.number().nullish(),
  perimeterFitCommitmentCO2: z.number().nullish(),
  comments: z.string().nullish(),
});
export type BalancePerimeter = z.infer<typeof balancePerimeterSchema>;

export const balanceAapeSchema = z.object({
  balance_aape_id: idSchema,
  aape_id: idSchema,
  status: z.enum(BALANCE_STATUSES),
  balance_start_date: isoDateSchema,
  balance_end_date: isoDateSchema,
  last_calculation_date: isoDateTimeSchema.nullish(),
  /** Derived from the AAPE. */
  name: z.string().nullish(),
  number: z.number().int().nullish(),
  total_energy_commitment: z.number().nullish(),
  balancePerimeters: z.array(balancePerimeterSchema).default([]),
});
export type BalanceAape = z.infer<typeof balanceAapeSchema>;

/** The balance info of POST and PUT balance-action; a period ends after it starts (INVALID_PERIOD). */
export const balanceActionWriteSchema = z
  .object({
    aape_id: idSchema,
    status: z.enum(BALANCE_STATUSES),
    balance_start_date: isoDateSchema,
    balance_end_date: isoDateSchema,
  })
  .refine((balance) => isValidPeriod(balance.balance_start_date, balance.balance_end_date), {
    message: 'INVALID_PERIOD',
    path: ['balance_end_date'],
  });
export type BalanceActionWrite = z.input<typeof balanceActionWriteSchema>;

/**
 * spec 001 §7: POST balance-perimeter sends "the perimeter fields plus balanceAapeId"; the server
 * reads the perimeter by its id, so only the ids and a comment go out.
 */
export const balancePerimeterWriteSchema = z.object({
  perimeter_id: idSchema,
  balanceAapeId: idSchema,
  comments: z.string().nullish(),
});
export type BalancePerimeterWrite = z.input<typeof balancePerimeterWriteSchema>;

export type BalanceActionListParams = PageParams & { aapeId?: number };

export const balanceActionResource = defineResource({
  name: 'balanceAction',
  path: 'balance-action',
  item: balanceAapeSchema,
  params: listParams<BalanceActionListParams>(),
  idOf: (balance) => balance.balance_aape_id,
  create: balanceActionWriteSchema,
  update: balanceActionWriteSchema,
});

export type BalancePerimeterListParams = PageParams & { balanceAapeId?: number };

export const balancePerimeterResource = defineResource({
  name: 'balancePerimeter',
  path: 'balance-perimeter',
  item: balancePerimeterSchema,
  params: listParams<BalancePerimeterListParams>(),
  idOf: (line) => line.balance_perimeter_id,
  create: balancePerimeterWriteSchema,
  update: balancePerimeterWriteSchema,
});

/** GET balance-by-project/{id}: every balance of the project's AAPE. */
export const balancesByProjectQuery = defineQuery({
  name: 'balance-by-project',
  path: ({ projectId }: { projectId: number }) => `balance-by-project/${projectId}`,
  schema: listPageSchema(balanceAapeSchema),
});

/** A balance AAPE in a project's bilans, with the year of its start (spec 001 §3 "Bilan per project"). */
export const bilanBalanceSchema = balanceAapeSchema.extend({ year: z.number().int() });
export type BilanBalance = z.infer<typeof bilanBalanceSchema>;

/** Sorted by year descending, then AAPE number ascending; perimeters by number ascending. */
export const projectBilansSchema = z.object({
  project_id: idSchema,
  balanceAapes: z.array(bilanBalanceSchema),
});
export type ProjectBilans = z.infer<typeof projectBilansSchema>;

/** GET balance/project/{projectId} (spec 001 §7 "GET balance project/{projectId}"). */
export const projectBilansQuery = defineQuery({
  name: 'bilans',
  path: ({ projectId }: { projectId: number }) => `balance/project/${projectId}`,
  schema: projectBilansSchema,
});

/**
 * Deletes a project's bilan of one year (spec 001 §4): every balance AAPE starting that year, or
 * only the given AAPE's. The server answers the raw texts of spec 001 §8.
 */
export const deleteBilanMutation = defineMutation({
  name: 'delete-bilan',
  method: 'DELETE',
  path: ({ projectId }: { projectId: number; year: number; aapeId?: number }) => `balance/project/${projectId}`,
  params: ({ year, aapeId }) => ({ year, aapeId }),
  schema: z.unknown(),
});

/** spec 001 §8: the bilan errors come as raw texts; these are their catalogue keys (error.*). */
export const BILAN_ERROR_CODES: Readonly<Record<string, string>> = {
  'Bilan not found': 'BILAN_NOT_FOUND',
  'BalanceAape not found': 'BALANCE_AAPE_NOT_FOUND',
};

/**
 * spec 001 §7: POST balance-action with the balance info, then POST balance-perimeter for each
 * perimeter with the new balance_aape_id. Answers the balance with its lines.
 */
export async function createBalance(info: BalanceActionWrite, perimeterIds: readonly number[]): Promise<BalanceAape> {
  const balance = await balanceActionResource.create(info);
  const lines: BalancePerimeter[] = [];
  for (const perimeterId of perimeterIds) {
    lines.push(
      await balancePerimeterResource.create({ perimeter_id: perimeterId, balanceAapeId: balance.balance_aape_id }),
    );
  }
  return { ...balance, balancePerimeters: lines };
}
