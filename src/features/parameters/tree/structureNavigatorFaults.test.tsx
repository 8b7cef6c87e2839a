import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* The client → site → project navigator's read under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// A wide screen (1440 px and more): the navigator is the side panel beside the page, not in a drawer.
const narrow = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) => ({ ...narrow(query), matches: /min-width: (1200|1440)px/.test(query) });
});
afterAll(() => {
  window.matchMedia = narrow;
});

describeFaultMatrix(api, {
  name: 'structure navigator',
  url: '/parameters/projects/3/main-informations',
  ready: async () => {
    const tree = await screen.findByRole('tree', { name: 'Clients, sites and projects' }, { timeout: 8_000 });
    await within(tree).findByRole('treeitem', { name: /^Fours de réchauffage/ }, { timeout: 8_000 });
  },
  // The three lists are read together by one query (fetchClientPlaceTree): one of them failing
  // takes the same path as any other, so the clients' read stands for the three.
  calls: [{ call: 'GET clients', what: 'the client, site and project structure' }],
});
