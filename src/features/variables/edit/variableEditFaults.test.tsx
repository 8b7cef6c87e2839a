import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { stubCanvasContext } from '../fields/variableScreensTestSupport';

/* The variable editor: its read and its save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });
// The preview chart draws with echarts.
stubCanvasContext();

// Seeded: "TGBT – Énergie consommée" of project 1 on site 1, no symbol, data since 2022.
const EDITOR_URL = '/automatic-variables/variable/1/1/3';

const form = () => screen.getByRole('form', { name: 'Variable settings' });
const nameField = () => within(form()).getByRole('textbox', { name: 'Name' });

async function ready() {
  await screen.findByRole('form', { name: 'Variable settings' }, { timeout: 8_000 });
  await waitFor(() => expect(nameField()).not.toHaveValue(''), { timeout: 8_000 });
}

const typing = { field: nameField, text: 'TGBT – Énergie (nom saisi)' };
const save = (user: UserEvent) => user.click(within(form()).getByRole('button', { name: 'Save' }));

describeFaultMatrix(api, {
  name: 'variable editor',
  url: EDITOR_URL,
  ready,
  typing,
  calls: [{ call: 'GET variables/*', what: 'the variable', warm: save }],
});

describeFaultMatrix(api, {
  name: 'variable editor save',
  url: EDITOR_URL,
  ready,
  typing,
  calls: [{ call: 'PUT variables/*', write: true, warm: save }],
});
