/** A valid public/config.json for tests: paths on the page's own origin, as in the demo. */
export const TEST_RAW_CONFIG = {
  productName: 'Wattsight',
  demo: true,
  apiBaseUrl: '/api/',
  websocketUrl: '/ws',
  oidc: { authority: '/oidc', clientId: 'wattsight-web', scope: 'openid offline_access' },
  hiddenClients: ['Client Test', 'Client Démo'],
  hiddenProjects: ['Projet Test', 'Projet Démo'],
};
