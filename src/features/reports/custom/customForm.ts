import { z } from 'zod';
import type { CustomReport, CustomReportPayload } from '../../../entities/reports/customReportsApi';

/*
 * A custom report template as its form holds it: the project, a name, an introduction, and the
 * graphs in the order the report prints them, each named with its dashboard (so that the list
 * reads without another call) and an optional comment. The output is the body of POST and PUT
 * custom-reports.
 */

export const CUSTOM_FORM_MESSAGES = {
  project: 'report.custom.error.project',
  name: 'report.custom.error.name',
  graphs: 'report.custom.error.graphs',
} as const;

export interface CustomGraphValue {
  graphId: number;
  graphName: string;
  dashboardName: string;
  comment: string;
}

export interface CustomFormValues {
  projectId: number | null;
  name: string;
  introduction: string;
  graphs: CustomGraphValue[];
}

export const customFormSchema = z
  .object({
    projectId: z
      .number()
      .int()
      .positive()
      .nullable()
      .transform((value, ctx) => {
        if (value !== null) return value;
        ctx.addIssue({ code: 'custom', message: CUSTOM_FORM_MESSAGES.project });
        return z.NEVER;
      }),
    name: z.string().trim().min(1, { error: CUSTOM_FORM_MESSAGES.name }),
    introduction: z.string().trim(),
    graphs: z
      .array(
        z.object({
          graphId: z.number().int().positive(),
          graphName: z.string(),
          dashboardName: z.string(),
          comment: z.string().trim(),
        }),
      )
      .min(1, { error: CUSTOM_FORM_MESSAGES.graphs }),
  })
  .transform((values): CustomReportPayload => ({
    project: values.projectId,
    name: values.name,
    introduction: values.introduction === '' ? null : values.introduction,
    graphs: values.graphs.map((graph) => ({
      graph: graph.graphId,
      comment: graph.comment === '' ? null : graph.comment,
    })),
  }));
export type CustomFormOutput = z.output<typeof customFormSchema>;

export function customFormDefaults(report: CustomReport | null): CustomFormValues {
  if (!report) return { projectId: null, name: '', introduction: '', graphs: [] };
  return {
    projectId: report.project.id,
    name: report.name,
    introduction: report.introduction ?? '',
    graphs: report.graphs.map((entry) => ({
      graphId: entry.graph.id,
      graphName: entry.graph.name,
      dashboardName: entry.dashboard.name,
      comment: entry.comment ?? '',
    })),
  };
}

/** The list with the item at `index` moved by `delta` places (up: -1, down: +1); unchanged at an end. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
