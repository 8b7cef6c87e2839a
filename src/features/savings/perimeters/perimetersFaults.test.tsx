import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';
import { pickOption } from '../../../test/pickOption';

/* A perimeter's creation (POST perimeter) under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

// Seeded: project 1 has AAPE number 1 with perimeters of its own.
const URL = '/parameters/projects/1/perimeters';
const DIALOG = 'New perimeter of EPIA 1';

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

async function addPerimeter(user: UserEvent) {
  // The dialog is a search param: after a reload it is open already.
  if (!screen.queryByRole('dialog', { name: DIALOG })) {
    // The AAPE's section, around the table's own region of the same name.
    const add = screen
      .getAllByRole('region', { name: 'Perimeters of EPIA 1' })
      .flatMap((region) => within(region).queryAllByRole('button', { name: 'Add a perimeter' }));
    if (!add[0]) throw new Error('no "Add a perimeter" in the EPIA 1 section');
    await user.click(add[0]);
  }
  const dialog = await screen.findByRole('dialog', { name: DIALOG }, { timeout: 8_000 });
  await pickOption(user, within(dialog).getByRole('combobox', { name: /^Energy/ }), 'Electricity');
  await fill(user, within(dialog).getByRole('textbox', { name: /^Savings target per year/ }), '10');
  await fill(user, within(dialog).getByRole('textbox', { name: /^Reference consumption per year/ }), '2500');
  await fill(user, within(dialog).getByRole('textbox', { name: /^Emission coefficient/ }), '0.052');
  await fill(user, within(dialog).getByRole('textbox', { name: /^Contract energy price/ }), '95.5');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
}

describeFaultMatrix(api, {
  name: 'perimeters tab',
  url: URL,
  ready: async () => {
    const table = await screen.findByRole('table', { name: 'Perimeters of EPIA 1' }, { timeout: 8_000 });
    await waitFor(
      () => {
        expect(table).not.toHaveAttribute('aria-busy', 'true');
        expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
      },
      { timeout: 8_000 },
    );
  },
  calls: [{ call: 'POST perimeter', write: true, warm: addPerimeter }],
});
