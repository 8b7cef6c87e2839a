import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* Adding variables to a project: the attach write under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Fours de réchauffage, on the Laminoir de Valenciennes site; its "Centrale de mesure VAL" device.
const deviceTable = () => screen.getByRole('table', { name: 'Variables of the device' });

describeFaultMatrix(api, {
  name: 'add variables to a project',
  url: '/automatic-variables/AddVarsToProject/3?deviceId=10',
  ready: async () => {
    const table = await screen.findByRole('table', { name: 'Variables of the device' }, { timeout: 8_000 });
    await within(table).findAllByRole('checkbox', {}, { timeout: 8_000 });
  },
  calls: [
    {
      call: 'PUT variables/*',
      write: true,
      // One change chosen and applied: one PUT variables/{id}. After a reload the change is still
      // pending: it is applied again as it is.
      warm: async (user) => {
        if (!screen.queryByRole('button', { name: /^Apply \d+ changes?$/ })) {
          const [unchecked] = within(deviceTable()).getAllByRole('checkbox', { checked: false });
          if (!unchecked) throw new Error('no variable left to attach');
          await user.click(unchecked);
        }
        await user.click(screen.getByRole('button', { name: /^Apply 1 change$/ }));
      },
    },
  ],
});
