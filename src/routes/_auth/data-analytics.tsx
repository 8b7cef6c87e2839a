import { createFileRoute } from '@tanstack/react-router';
import { prefetchQueries } from '../../api/prefetchQueries';
import { aggregationsQuery } from '../../entities/variables/api';
import { structureChoicesQuery } from '../../entities/structure/structureChoices';
import { AnalyticsScreen } from '../../features/analytics/AnalyticsScreen';
import { analyticsSearchSchema } from '../../features/analytics/analyticsSearch';

/**
 * spec 001 §2 data-analytics: OLS modelling of a variable by others; the inputs (project,
 * variables with their aggregations, period, sampling, saved configuration) live in the URL.
 */
export const Route = createFileRoute('/_auth/data-analytics')({
  staticData: { titleId: 'page.dataAnalytics', permission: 'data_analytic_view' },
  validateSearch: analyticsSearchSchema,
  // Prefetch without awaiting: the inputs show at once, their choices as they come.
  loader: ({ context }) => {
    void prefetchQueries(context.queryClient, {
      projects: structureChoicesQuery(),
      aggregations: aggregationsQuery.query(),
    });
  },
  component: AnalyticsScreen,
});
