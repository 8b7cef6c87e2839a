import type { AnalyticsConfiguration, AnalyticsConfigurationWrite } from '../../../entities/analytics/api';

/** A saved configuration as PUT sends it back (spec 001 §7 "PUT {id} without id"): its settings, ids only. */
export function configurationWrite(configuration: AnalyticsConfiguration): AnalyticsConfigurationWrite {
  const pair = ({ variableId, aggregationId }: { variableId: number; aggregationId: number }) => ({
    variableId,
    aggregationId,
  });
  return {
    name: configuration.name,
    projectId: configuration.projectId,
    variableToModel: pair(configuration.variableToModel),
    variablesExplicatives: configuration.variablesExplicatives.map(pair),
    start: configuration.start,
    end: configuration.end,
    sampling: configuration.sampling,
    samplingUnit: configuration.samplingUnit,
  };
}
