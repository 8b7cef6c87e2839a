import { screen, waitFor, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { editorText, stubCanvasContext, stubLayout } from './formulaTestSupport';

/* A formula's read and its save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });
stubLayout();
stubCanvasContext();

// Project 1 (CPE Dunkerque – Utilités): formula 23 of the seed reads two variables of its site.
const EDIT_URL = '/automatic-variables/formula/1/23';

const form = () => screen.getByRole('form', { name: 'Formula settings' });
const nameField = () => within(form()).getByRole('textbox', { name: 'Name' });

async function ready() {
  await screen.findByRole('form', { name: 'Formula settings' }, { timeout: 8_000 });
  await waitFor(() => expect(editorText(within(form()).getByRole('textbox', { name: 'Formula' }))).toContain('{'), {
    timeout: 8_000,
  });
  await waitFor(() => expect(nameField()).not.toHaveValue(''));
}

const typing = { field: nameField, text: 'Bilan TGBT (nom saisi)' };

describeFaultMatrix(api, {
  name: 'formula editor',
  url: EDIT_URL,
  ready,
  typing,
  calls: [{ call: 'GET formula/*', what: 'the formula' }],
});

describeFaultMatrix(api, {
  name: 'formula save',
  url: EDIT_URL,
  ready,
  typing,
  calls: [
    {
      call: 'PUT formula/*',
      write: true,
      warm: (user) => user.click(within(form()).getByRole('button', { name: 'Save the formula' })),
    },
  ],
});
