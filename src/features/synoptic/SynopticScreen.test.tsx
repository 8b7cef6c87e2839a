import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteView } from '../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });
const writes: string[] = [];
api.server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeEach(() => {
  writes.length = 0;
});
afterEach(() => {
  unmountAppRoute();
  api.setFaults([]);
});

let view: AppRouteView;
const open = async (url: string, account = 'u2') => {
  view = await renderAppRoute(api, url, { account });
};

/** A project of the seed with two synoptics or more, in their order. */
function projectWithTwo() {
  const projectId = api.db.projects.find(
    (project) => api.db.synoptics.filter((row) => row.projectId === project.id).length >= 2,
  )?.id;
  if (!projectId) throw new Error('no project with two synoptics in the seed');
  const ordered = () => api.db.synoptics.filter((row) => row.projectId === projectId).sort((a, b) => a.order - b.order);
  return { projectId, ordered };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file of `bytes` bytes that starts with `head`, named and typed as given. */
const file = (bytes: number, name: string, type: string, head: readonly number[] = []) => {
  const content = new Uint8Array(bytes);
  content.set(head);
  return new File([content], name, { type });
};

describe('the synoptic screen', { timeout: 45_000 }, () => {
  it('refuses a 6 MB image, a PDF and a text renamed .png before anything is sent, then creates one with a PNG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await open('/synoptique?projectId=1');
    await user.click(await screen.findByRole('button', { name: 'New synoptic' }));
    const dialog = await screen.findByRole('dialog', { name: 'New synoptic' });
    const input = within(dialog).getByLabelText('Choose the background image');

    await user.upload(input, file(6 * 1024 * 1024, 'plan.png', 'image/png'));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      '“plan.png” weighs 6 MB: the image must be under 5 MB. Nothing was sent.',
    );
    await user.upload(input, file(2000, 'plan.pdf', 'application/pdf'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('“plan.pdf” is not an image file');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Chaufferie neuve');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // Nothing was sent: the refused file is not the synoptic's image.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('“plan.pdf” is not an image file');
    expect(writes).toEqual([]);
    // Named and typed as a PNG, but text inside: its first bytes give it away.
    await user.upload(input, new File(['Relevés;1;2\n'], 'releves.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(/“releves.png” is not an image file/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(writes).toEqual([]);

    await user.upload(input, file(120, 'plan.png', 'image/png', PNG_SIGNATURE));
    expect(await within(dialog).findByText(/“plan.png” \(0 MB\) is ready/, {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes).toEqual(['POST /api/synoptic']), { timeout: 5_000 });
    const created = api.db.synoptics.find((row) => row.name === 'Chaufferie neuve');
    expect(created).toMatchObject({ projectId: 1, imageSize: 120 });
    expect(created?.imageUrl.startsWith('data:image/png;base64,')).toBe(true);
    // The new synoptic opens in its configuration.
    expect(await screen.findByRole('button', { name: 'Save the synoptic' }, { timeout: 5_000 })).toBeDisabled();
    expect(view.router.state.location.searchStr).toContain('mode=edit');
  });

  it('lists the CSV placement problems line by line, places the good lines and saves them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const synoptic = api.db.synoptics.find((row) => row.projectId === 1);
    if (!synoptic) throw new Error('project 1 has no synoptic');
    synoptic.points = [];
    const [first, second] = api.db.variables.filter(
      (variable) => variable.projectIds.includes(1) && variable.sourceTechnicalName,
    );
    if (!first || !second) throw new Error('project 1 has too few variables');
    await open(`/synoptique?projectId=1&synopticId=${synoptic.id}&mode=edit`);
    await user.click(await screen.findByRole('button', { name: 'Place from a CSV file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place variables from a CSV file' });
    const csv = [
      'technical id;x;y;label',
      `${first.sourceTechnicalName};25;40;Départ`,
      'INCONNU;10;10',
      `${second.sourceTechnicalName};abc;120`,
      `${second.sourceTechnicalName};75,5;60`,
    ].join('\n');
    await user.upload(
      await within(dialog).findByLabelText('Choose a CSV file'),
      new File([csv], 'placement.csv', { type: 'text/csv' }),
    );

    const problems = await within(dialog).findByRole('table', { name: 'Problems in the file, line by line' });
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Technical id', '“INCONNU” is not the technical id of a variable of this project'],
      ['4', 'x (%)', '“abc” is not a number'],
      ['4', 'y (%)', '120 is outside 0–100 %'],
    ]);
    expect(within(dialog).getByText('placement.csv: 2 lines ready, 3 problems.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Place 2 variables' }));

    const table = await screen.findByRole('table', { name: 'Variables placed on the synoptic' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('75.5 % × 60 %')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save the synoptic' }));
    await waitFor(() => expect(writes).toEqual([`PUT /api/synoptic/${synoptic.id}`]));
    await waitFor(() =>
      expect(api.db.synoptics.find((row) => row.id === synoptic.id)?.points).toEqual([
        expect.objectContaining({ variableId: first.id, x: 0.25, y: 0.4, label: 'Départ' }),
        expect.objectContaining({ variableId: second.id, x: 0.755, y: 0.6, label: null }),
      ]),
    );
  });

  it('reorders the synoptics with Move down and keeps the order on the server', async () => {
    const user = userEvent.setup();
    const { projectId, ordered } = projectWithTwo();
    const [first, second] = ordered();
    if (!first || !second) throw new Error('two synoptics expected');
    await open(`/synoptique?projectId=${projectId}`);
    const list = await screen.findByRole('list', { name: 'Synoptics of the project, in their order' });
    expect(within(list).getByRole('button', { name: `Move ${first.name} up` })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: `Move ${first.name} down` }));
    await waitFor(() => expect(writes).toEqual(['PUT /api/synoptic/order']));
    await waitFor(() =>
      expect(
        ordered()
          .map((row) => row.id)
          .slice(0, 2),
      ).toEqual([second.id, first.id]),
    );
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() => expect(names()[0]).toContain(second.name));
  });

  it('shows the values with the reader’s rights, without configuration controls', async () => {
    const synoptic = api.db.synoptics.find((row) => row.projectId === 1);
    if (!synoptic) throw new Error('project 1 has no synoptic');
    await open('/synoptique?projectId=1', 'u4');
    const figure = await screen.findByRole('figure', { name: `Synoptic “${synoptic.name}” with its latest values` });
    const markers = await within(figure).findAllByRole('link', { name: /alert in progress/ });
    expect(markers.length).toBe(synoptic.points.length);
    expect(screen.queryByRole('button', { name: 'New synoptic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Configuration' })).not.toBeInTheDocument();
  });
});
