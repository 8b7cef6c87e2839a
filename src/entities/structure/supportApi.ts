import { z } from 'zod';
import { defineQuery } from '../../api/endpoint';
import { listPageSchema, type PageParams } from '../../api/listPage';
import { rootKey } from '../../api/querySource';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../../api/schemas';
import { choiceListsSchema } from './api';

/**
 * The project's support (BEX) record: technical information, system, access, equipment,
 * software and contract tabs of the project detail (spec 001 §2, §3), its technical files and the
 * choice lists of its forms. Read-only calls (spec 001 §7 "Support record").
 */
const text = z.string().nullish();

/** spec 001 §3 Technical info. Codes refer to GET bexsupport/choices lists. */
export const technicalInfoSchema = z.object({
  siteNumber: text,
  /** solutions choice code. */
  solution: text,
  /** virtualMachines choice code. */
  virtualMachine: text,
  commissioningDate: isoDateSchema.nullish(),
  /** linkTypes choice code. */
  linkType: text,
  /** internetAccess choice code. */
  internetAccess: text,
  remoteAccessProcedure: text,
  lastSupportSession: isoDateTimeSchema.nullish(),
  /** Free space on disks C and D, in GB. */
  freeSpaceC: z.number().nullish(),
  freeSpaceD: z.number().nullish(),
});
export type TechnicalInfo = z.infer<typeof technicalInfoSchema>;

export const supportSystemSchema = z.object({
  operatingSystem: text,
  database: text,
  acquisitionSoftwareVersion: text,
  lastUpdate: isoDateSchema.nullish(),
  backupFrequency: text,
});

export const supportAccessSchema = z.object({
  /** remoteTools choice code. */
  remoteTool: text,
  vpnAddress: text,
  login: text,
  onSiteContactName: text,
  onSiteContactPhone: text,
  accessHours: text,
  comments: text,
});

export const supportEquipmentSchema = z.object({
  id: idSchema,
  /** equipmentTypes choice code. */
  type: z.string(),
  brand: text,
  model: text,
  quantity: z.number().int().nonnegative().nullish(),
  location: text,
  serialNumber: text,
});

export const supportSoftwareSchema = z.object({
  id: idSchema,
  name: z.string(),
  version: text,
  licence: text,
  expirationDate: isoDateSchema.nullish(),
});

export const supportContractSchema = z.object({
  contractNumber: text,
  /** supportLevels choice code. */
  supportLevel: text,
  startDate: isoDateSchema.nullish(),
  endDate: isoDateSchema.nullish(),
  responseTimeHours: z.number().nullish(),
  comments: text,
});

/** spec 001 §3 "Support record (BEX support): per project_id". */
export const supportRecordSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  technicalInfo: technicalInfoSchema,
  system: supportSystemSchema.nullish(),
  access: supportAccessSchema.nullish(),
  equipment: z.array(supportEquipmentSchema).nullish(),
  software: z.array(supportSoftwareSchema).nullish(),
  contractInformation: supportContractSchema.nullish(),
});
export type SupportRecord = z.infer<typeof supportRecordSchema>;

/** GET bexsupport/{projectId}. */
export const supportRecordQuery = defineQuery({
  name: 'support-record',
  path: (projectId: number) => `bexsupport/${projectId}`,
  schema: supportRecordSchema,
});

/** spec 001 §3 Technical file: name, size, type, last read date, creation date, file id, download url. */
export const supportFileSchema = z.object({
  fileId: idSchema,
  projectId: idSchema.nullish(),
  name: z.string(),
  /** Bytes. */
  size: z.number().nonnegative(),
  /** The file's extension (pdf, xlsx...). */
  type: z.string(),
  lastReadDate: isoDateTimeSchema.nullish(),
  createdAt: isoDateTimeSchema,
  url: z.string(),
});
export type SupportFile = z.infer<typeof supportFileSchema>;

export type SupportFilesParams = PageParams & { projectId: number };

/** GET bexsupport/files with projectId. */
export const supportFilesQuery = defineQuery({
  name: 'support-files',
  path: 'bexsupport/files',
  params: (args: SupportFilesParams) => args,
  schema: listPageSchema(supportFileSchema),
});

/** Downloading a technical file, a write as far as the list goes: the server records the read. */
export const supportFileDownload = { key: rootKey('download', supportFilesQuery) };

/** GET bexsupport/choices: solutions, virtual machines, link types, internet access, remote tools... */
export const supportChoicesQuery = defineQuery({
  name: 'support-choices',
  path: 'bexsupport/choices',
  schema: choiceListsSchema,
  staleTime: 60 * 60_000,
});
