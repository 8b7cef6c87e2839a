// @vitest-environment node
import { dataUrlBytes, SYNOPTIC_IMAGE_MAX_BYTES } from '../../../src/entities/synoptic/synopticImage';
import { createCaller, expectError, setupTestMockApi } from '../../testing';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Page<T> = { data: T[]; total_count: number };
type Point = { id: number; variableId: number; x: number; y: number; variableName: string | null };
type Synoptic = { id: number; projectId: number; name: string; order: number; imageSize: number; points: Point[] };

const SVG = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')}`;

function variables(projectId: number) {
  const inside = api.db.variables.filter((variable) => variable.projectIds.includes(projectId));
  const outside = api.db.variables.find(
    (variable) => variable.projectIds.length > 0 && !variable.projectIds.includes(projectId),
  );
  if (inside.length < 2 || !outside) throw new Error('seed without variables');
  return { first: inside[0]?.id ?? 0, second: inside[1]?.id ?? 0, outside: outside.id };
}

const newSynoptic = (projectId: number, variableId: number) => ({
  projectId,
  name: 'Réseau d’eau glacée',
  imageUrl: SVG,
  imageSize: 10,
  points: [{ id: null, variableId, x: 0.25, y: 0.5, label: 'Départ' }],
});

/** A project with two synoptics or more. */
const projectWithMany = () =>
  api.db.projects.find((project) => api.db.synoptics.filter((row) => row.projectId === project.id).length >= 2)?.id ??
  1;

describe('synoptics', () => {
  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', 'synoptic')).status).toBe(401);
    expect((await call(null, 'GET', 'project/synoptic/1')).status).toBe(401);
  });

  it('seeds 1 or 2 synoptics for several projects, with points on their variables', () => {
    const projects = new Set(api.db.synoptics.map((row) => row.projectId));
    expect(projects.size).toBeGreaterThanOrEqual(5);
    for (const row of api.db.synoptics) {
      expect(row.imageUrl.startsWith('data:image/svg+xml')).toBe(true);
      expect(row.points.length).toBeGreaterThan(0);
      for (const point of row.points)
        expect(api.db.variables.find((variable) => variable.id === point.variableId)?.projectIds).toContain(
          row.projectId,
        );
    }
  });

  it('pages the synoptics, filters them by project and lists a project in order', async () => {
    const all = (await call<Page<Synoptic>>('u4', 'GET', 'synoptic')).body;
    expect(all.total_count).toBe(api.db.synoptics.length);
    const paged = (await call<Page<Synoptic>>('u4', 'GET', 'synoptic?limit=2&offset=2')).body;
    expect(paged.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
    const projectId = projectWithMany();
    const filtered = (await call<Page<Synoptic>>('u4', 'GET', `synoptic?projectId=${projectId}`)).body;
    expect(filtered.data.every((row) => row.projectId === projectId)).toBe(true);
    const ordered = (await call<Page<Synoptic>>('u4', 'GET', `project/synoptic/${projectId}`)).body;
    expect(ordered.data.map((row) => row.order)).toEqual(ordered.data.map((_, index) => index));
    expect(ordered.data[0]?.points[0]?.variableName).toBeTruthy();
    await expectError(await call('u4', 'GET', 'project/synoptic/999'), 404, 'PROJECT_NOT_FOUND');
    await expectError(await call('u4', 'GET', 'synoptic/999'), 404, 'Synoptic not found');
  });

  it('needs synoptic_view to read and synoptic_manage to write and order', async () => {
    const { first } = variables(1);
    await expectError(await call('u4', 'POST', 'synoptic', newSynoptic(1, first)), 403, 'PERMISSION_DENIED');
    await expectError(await call('u5', 'PUT', 'synoptic/1', newSynoptic(1, first)), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'DELETE', 'synoptic/1'), 403, 'PERMISSION_DENIED');
    await expectError(await call('u4', 'PUT', 'synoptic/order', { projectId: 1, ids: [1] }), 403, 'PERMISSION_DENIED');
  });

  it('validates the name, project, image and points', async () => {
    const { first, outside } = variables(1);
    const post = (patch: object) => call('u3', 'POST', 'synoptic', { ...newSynoptic(1, first), ...patch });
    await expectError(await post({ name: ' ' }), 400, 'INVALID_NAME');
    await expectError(await post({ projectId: 999 }), 404, 'PROJECT_NOT_FOUND');
    await expectError(await post({ imageUrl: 'data:text/plain,bonjour' }), 400, 'INVALID_JSON');
    await expectError(await post({ imageSize: SYNOPTIC_IMAGE_MAX_BYTES + 1 }), 400, 'INVALID_JSON');
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((SYNOPTIC_IMAGE_MAX_BYTES * 4) / 3) + 8)}`;
    await expectError(await post({ imageUrl: big, imageSize: 10 }), 400, 'INVALID_JSON');
    await expectError(
      await post({ points: [{ id: null, variableId: 99_999, x: 0.1, y: 0.1 }] }),
      404,
      'VARIABLE_NOT_FOUND',
    );
    await expectError(
      await post({ points: [{ id: null, variableId: outside, x: 0.1, y: 0.1 }] }),
      400,
      'NOT_IN_PROJECT',
    );
    await expectError(await post({ points: [{ id: null, variableId: first, x: 1.2, y: 0.1 }] }), 400, 'INVALID_JSON');
  });

  it('creates a synoptic last in its project, keeps point ids on update, deletes and renumbers', async () => {
    const projectId = projectWithMany();
    const { first, second } = variables(projectId);
    const before = api.db.synoptics.filter((row) => row.projectId === projectId).length;
    const created = await call('u3', 'POST', 'synoptic', newSynoptic(projectId, first));
    expect(created.status).toBe(201);
    const synoptic = created.body as Synoptic;
    // The server counts the bytes it got, not the size it was told.
    expect(synoptic).toMatchObject({ projectId, order: before, imageSize: dataUrlBytes(SVG) });
    const pointId = synoptic.points[0]?.id;
    const updated = (
      await call<Synoptic>('u3', 'PUT', `synoptic/${synoptic.id}`, {
        ...newSynoptic(projectId, first),
        name: 'Renommé',
        points: [
          { id: pointId, variableId: first, x: 0.3, y: 0.6 },
          { id: null, variableId: second, x: 0.7, y: 0.2 },
        ],
      })
    ).body;
    expect(updated.name).toBe('Renommé');
    expect(updated.points[0]?.id).toBe(pointId);
    expect(updated.points[1]?.id).not.toBe(pointId);
    const firstOfProject = api.db.synoptics.find((row) => row.projectId === projectId && row.order === 0)?.id;
    expect((await call('u3', 'DELETE', `synoptic/${firstOfProject}`)).status).toBe(204);
    const after = (await call<Page<Synoptic>>('u3', 'GET', `project/synoptic/${projectId}`)).body;
    expect(after.data.map((row) => row.order)).toEqual(after.data.map((_, index) => index));
    expect(after.data.at(-1)?.id).toBe(synoptic.id);
  });

  it('reorders a project synoptics (PUT synoptic/order) and refuses an order that is not a permutation', async () => {
    const projectId = projectWithMany();
    const ids = (await call<Page<Synoptic>>('u3', 'GET', `project/synoptic/${projectId}`)).body.data.map(
      (row) => row.id,
    );
    const reversed = [...ids].reverse();
    const answer = await call('u3', 'PUT', 'synoptic/order', { projectId, ids: reversed });
    expect(answer.status).toBe(200);
    expect((answer.body as Page<Synoptic>).data.map((row) => row.id)).toEqual(reversed);
    const listed = (await call<Page<Synoptic>>('u4', 'GET', `project/synoptic/${projectId}`)).body;
    expect(listed.data.map((row) => row.id)).toEqual(reversed);
    await expectError(
      await call('u3', 'PUT', 'synoptic/order', { projectId, ids: [reversed[0], reversed[0]] }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await call('u3', 'PUT', 'synoptic/order', { projectId, ids: reversed.slice(1) }),
      400,
      'INVALID_JSON',
    );
    await expectError(
      await call('u3', 'PUT', 'synoptic/order', { projectId: 999, ids: [1] }),
      404,
      'PROJECT_NOT_FOUND',
    );
  });
});

describe('synoptic values', () => {
  type Value = { variableId: number; unit: string | null; value: number | null; alertLevel: string | null };

  it('gives each placed variable its latest value, unit and the level of its events in progress', async () => {
    const synoptic = api.db.synoptics[0];
    if (!synoptic) throw new Error('no synoptic');
    const answer = (await call<{ data: Value[] }>('u4', 'GET', `synoptic/${synoptic.id}/values`)).body;
    expect(answer.data.map((row) => row.variableId).sort()).toEqual(
      [...new Set(synoptic.points.map((point) => point.variableId))].sort(),
    );
    expect(answer.data.some((row) => typeof row.value === 'number')).toBe(true);
    // A variable watched by an alert with an event in progress carries its level.
    const event = api.db.alertEvents.find((row) => row.dateEnd === null && !row.cancelled);
    const alert = api.db.alerts.find((row) => row.id === event?.alertId);
    const variableId = alert?.alertVariables[0]?.variableId ?? alert?.variableIds[0];
    if (!event || !variableId) throw new Error('no event in progress');
    const target = api.db.synoptics.find((row) => row.projectId === event.projectId) ?? synoptic;
    target.points.push({ id: 9_999, variableId, x: 0.5, y: 0.5, label: null });
    const withEvent = (await call<{ data: Value[] }>('u4', 'GET', `synoptic/${target.id}/values`)).body;
    expect(withEvent.data.find((row) => row.variableId === variableId)?.alertLevel).toBeTruthy();
    await expectError(await call('u4', 'GET', 'synoptic/999/values'), 404, 'Synoptic not found');
    // Another customer's synoptic has no live values for the customer of Aciéries du Nord (projects 1–4).
    const others = api.db.synoptics.find((row) => row.projectId > 4);
    if (!others) throw new Error('no synoptic of another client');
    await expectError(await call('u5', 'GET', `synoptic/${others.id}/values`), 404, 'Synoptic not found');
    expect((await call(null, 'GET', `synoptic/${synoptic.id}/values`)).status).toBe(401);
  });
});
