import { isMessageId } from '../i18n/messages';
import en from '../../messages/en.json';
import { normalisePath } from './shell/breadcrumbTrail';
import { routeMetas } from './shell/routeMetas';
import { createAppRouter } from './router';
import { QueryClient } from '@tanstack/react-query';

const router = createAppRouter(new QueryClient());
const routes = routeMetas(router);
const paths = new Set(routes.map((route) => normalisePath(route.fullPath)));

// spec 000 §2 and 001 §2: every child route of both documents.
const SPEC_PATHS = [
  '/home',
  '/report',
  '/economy-energy',
  '/user-preferences',
  '/manual-config',
  '/data-self-service',
  '/alerting-config',
  '/synoptique',
  '/data-analytics',
  '/data-explorer',
  '/data-explorer/dash/$dashId',
  '/data-explorer/graph/$dashId/$graphId',
  '/events',
  '/events/details/$eventId',
  '/automatic-variables',
  '/automatic-variables/historychangevar/$projectId',
  '/automatic-variables/AddVarsToProject/$projectId',
  '/automatic-variables/variable/$projectId/$placeId/$variableId',
  '/automatic-variables/formula/$projectId/$formulaId',
  '/automatic-variables/formula/$projectId',
  '/automatic-variables/manual/$projectId/$variableId',
  '/automatic-variables/manual/$projectId',
  '/interventions',
  '/interventions/edit/$interventionId',
  '/interventions/add',
  '/bexrapports',
  '/bexrapports/edit/$rapportId',
  '/bexrapports/add',
  '/cperapports',
  '/cperapports/edit/$rapportId',
  '/cperapports/add',
  '/cperapports/addprogram',
  '/cperapports/editprogram/$rapportId',
  '/cperapports/reporhistory',
  '/parameters/clients',
  '/parameters/places',
  '/parameters/projects',
  '/parameters/users',
  '/parameters/contacts',
  '/parameters/permissions',
  '/parameters/clients/$clientId/main-informations',
  '/parameters/clients/$clientId/places',
  '/parameters/users/$userId/main-informations',
  '/parameters/places/$placeId/main-informations',
  '/parameters/places/$placeId/scenarios',
  '/parameters/places/$placeId/projets',
  '/parameters/projects/$projectId/main-informations',
  '/parameters/projects/$projectId/detail',
  '/parameters/projects/$projectId/balance',
  '/parameters/projects/$projectId/energy',
  '/parameters/projects/$projectId/technical',
  '/parameters/projects/$projectId/technical-files',
  '/index.html',
  '/login/home',
  '/login/callback',
  '/maintenance',
  '/login',
];

describe('the route tree', () => {
  it('holds every route of the specification', () => {
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('gives every screen a translated title whose breadcrumb parent exists', () => {
    for (const route of routes) {
      if (!route.titleId) continue;
      expect(isMessageId(en, route.titleId), route.titleId).toBe(true);
      if (route.parent)
        expect(paths.has(normalisePath(route.parent)), `${route.fullPath} → ${route.parent}`).toBe(true);
    }
  });

  it('puts every screen but the open ones behind the sign-in guard', () => {
    const open = new Set(['/index.html', '/login/home', '/login/callback', '/maintenance', '/login']);
    for (const route of routes) {
      const path = normalisePath(route.fullPath);
      if (route.id === '__root__' || open.has(path) || route.id === '/_auth') continue;
      expect(route.id.startsWith('/_auth/'), route.id).toBe(true);
    }
  });
});
