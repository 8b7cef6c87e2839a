import { toCsv } from '../../../lib/csv';
import { setupMockApiClient } from '../../../test/mockApiClient';
import { variableSchema, variablesResource, type Variable } from '../../../entities/variables/api';
import {
  fetchAllVariables,
  isAttached,
  orderedCsvColumns,
  VARIABLE_CSV_COLUMNS,
  variableCsvRow,
  type VariableCsvLabels,
} from './variablesCsv';

/** Words that show where each one goes; the real ones are the list's (VariablesExport.test.tsx). */
const LABELS: VariableCsvLabels = {
  type: (type) => `type:${type}`,
  aggregation: (name) => `aggregation:${name}`,
  yesNo: (yes) => (yes ? 'Oui' : 'Non'),
};

const api = await setupMockApiClient('u2');

const place = { id: 3, name: 'Usine Nord', client: { id: 2, name: 'Acme' } };

function variable(overrides: Record<string, unknown> = {}): Variable {
  return variableSchema.parse({
    id: 41,
    name: 'Compresseur 1 – Puissance active',
    sourceTechnicalName: 'UNO_00041_PUISSANC',
    unit: { id: 1, name: 'kW' },
    aggregation: { id: 1, name: 'average' },
    acquisitionDevice: { id: 5, name: 'Passerelle Modbus UNO' },
    place,
    projects: [
      { id: 7, name: 'Air comprimé', place },
      { id: 8, name: 'Chaufferie', place },
    ],
    sampling: 10,
    samplingUnit: 'minutes',
    type: 'persisted_formula',
    ...overrides,
  });
}

describe('variables CSV rows', () => {
  it('writes every column in the spec’s order, projects joined, type and aggregation in the labels’ words', () => {
    const text = toCsv(VARIABLE_CSV_COLUMNS, [variableCsvRow(variable(), VARIABLE_CSV_COLUMNS, LABELS)]);
    expect(text).toBe(
      '\uFEFFClient;Site;Project;Name;Unit;AcquisitionDevice;IdTechnique;Type;Aggregation;Attached\r\n' +
        'Acme;Usine Nord;"Air comprimé, Chaufferie";Compresseur 1 – Puissance active;kW;Passerelle Modbus UNO;' +
        'UNO_00041_PUISSANC;type:persisted_formula;aggregation:average;Oui\r\n',
    );
  });

  it('writes Attached as Oui or Non: to the filtered project, else to any project', () => {
    const attached = (value: Variable, projectId?: number) =>
      toCsv(['Attached'], [variableCsvRow(value, ['Attached'], LABELS, projectId)]).split('\r\n')[1];
    expect(attached(variable())).toBe('Oui');
    expect(attached(variable(), 8)).toBe('Oui');
    expect(attached(variable(), 9)).toBe('Non');
    expect(attached(variable({ projects: [] }))).toBe('Non');
    expect(isAttached(variable({ projects: [] }), 7)).toBe(false);
  });

  it('keeps only the chosen columns, in the file’s order whatever order they were ticked in', () => {
    const columns = orderedCsvColumns(['Attached', 'Name', 'Bogus', 'Client']);
    expect(columns).toEqual(['Client', 'Name', 'Attached']);
    expect(variableCsvRow(variable(), columns, LABELS)).toEqual(['Acme', 'Compresseur 1 – Puissance active', 'Oui']);
  });

  it('writes a missing device or technical id as empty, and no project as an empty cell', () => {
    const row = variableCsvRow(
      variable({ acquisitionDevice: null, sourceTechnicalName: null, projects: [] }),
      ['Project', 'AcquisitionDevice', 'IdTechnique'],
      LABELS,
    );
    expect(toCsv(['Project', 'AcquisitionDevice', 'IdTechnique'], [row]).split('\r\n')[1]).toBe(';;');
  });
});

describe('fetchAllVariables', () => {
  let offsets: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/variables')
      offsets.push(`${url.searchParams.get('offset')}/${url.searchParams.get('limit')}`);
  });
  beforeEach(() => {
    offsets = [];
  });

  it('reads every matching variable in pages of 500, merged in the server’s order', async () => {
    const progress: [number, number][] = [];
    const all = await fetchAllVariables(
      { ordering: '-name' },
      { onProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    expect(all).toHaveLength(api.db.variables.length);
    const pages = Math.ceil(all.length / 500);
    expect(pages).toBeGreaterThan(4);
    expect([...offsets].sort()).toEqual(Array.from({ length: pages }, (_, page) => `${page * 500}/500`).sort());
    const reference = await variablesResource.list({ ordering: '-name', limit: 5000, offset: 0 });
    expect(all.map((row) => row.id)).toEqual(reference.data.map((row) => row.id));
    expect(progress.at(-1)).toEqual([all.length, all.length]);
  });

  it('sends the list’s filters with each page', async () => {
    const rows = await fetchAllVariables({ unitName: 'kWh', projectId: 1 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.unit.name === 'kWh' && row.projects.some((project) => project.id === 1))).toBe(true);
  });
});
