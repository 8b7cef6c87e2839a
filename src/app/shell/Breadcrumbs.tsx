import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useMatches, useNavigate, useRouter } from '@tanstack/react-router';
import { useMessage } from '../../i18n/useMessage';
import { useEntityNames } from '../../ui/EntityNames';
import { breadcrumbTrail, interpolatePath, type RouteMeta } from './breadcrumbTrail';
import { routeMetas } from './routeMetas';

export function Breadcrumbs() {
  const t = useMessage();
  const router = useRouter();
  const navigate = useNavigate();
  const matches = useMatches();
  const names = useEntityNames();
  const leaf = matches[matches.length - 1];
  if (!leaf) return null;
  const routes = routeMetas(router);
  const current: RouteMeta = {
    fullPath: leaf.fullPath,
    titleId: leaf.staticData.titleId,
    parent: leaf.staticData.parent,
  };
  const trail = breadcrumbTrail(current, routes);
  const params = leaf.params as Record<string, string>;

  return (
    <nav aria-label={t('app.breadcrumb')}>
      <MantineBreadcrumbs separator="›">
        {trail.map((crumb, index) => {
          const label = names.get(crumb.to) ?? t(crumb.titleId, params);
          if (index === trail.length - 1) {
            return (
              <Text key={crumb.to} size="sm" aria-current="page">
                {label}
              </Text>
            );
          }
          const href = interpolatePath(crumb.to, params);
          return (
            <Anchor
              key={crumb.to}
              href={href}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                void navigate({ href });
              }}
            >
              {label}
            </Anchor>
          );
        })}
      </MantineBreadcrumbs>
    </nav>
  );
}
