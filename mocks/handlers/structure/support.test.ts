// @vitest-environment node
import { FIRST_TECHNICAL_FILE_ID, technicalFileExpired } from '../../db/support';
import { createCaller, setupTestMockApi } from '../../testing';
import { SUPPORT_FILES_ORIGIN } from './support';

const api = await setupTestMockApi({ resetBeforeEach: true });
const call = createCaller(api.signToken);

type Link = { data: { url: string } };

describe('technical files through GET files/{id}/download (spec 001 §7)', () => {
  it('answers the storage link of a technical file, records the read, and storage serves the file', async () => {
    const file = api.db.supportFiles.find((row) => !technicalFileExpired(row) && row.name.includes('é'));
    if (!file) throw new Error('no seeded technical file with an accent');
    expect(file.id).toBeGreaterThanOrEqual(FIRST_TECHNICAL_FILE_ID);
    const answer = await call<Link>('u2', 'GET', `files/${file.id}/download`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.url.startsWith(SUPPORT_FILES_ORIGIN)).toBe(true);
    expect(api.db.supportFiles.find((row) => row.id === file.id)?.lastReadDate).not.toBe(file.createdAt);

    const stored = await fetch(answer.body.data.url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
    expect(await stored.text()).toContain(file.name);
  });

  it('storage serves only the signed link the API handed out: not one typed from the file’s id and name', async () => {
    const file = api.db.supportFiles.find((row) => !technicalFileExpired(row));
    if (!file) throw new Error('no technical file');
    const answer = await call<Link>('u2', 'GET', `files/${file.id}/download`);
    const unsigned = answer.body.data.url.replace(/\?.*$/, '');
    for (const url of [unsigned, `${unsigned}?signature=00000000`]) {
      const stored = await fetch(url);
      expect(stored.status).toBe(404);
      expect(await stored.text()).toMatch(/^<\?xml[^>]*><Error>/);
    }
  });

  it('a purged file gets a link whose storage answers an XML error', async () => {
    const file = api.db.supportFiles.find(technicalFileExpired);
    if (!file) throw new Error('no purged technical file');
    const answer = await call<Link>('u2', 'GET', `files/${file.id}/download`);
    const stored = await fetch(answer.body.data.url);
    expect(stored.status).toBe(404);
    expect(await stored.text()).toMatch(/^<\?xml[^>]*><Error>/);
  });

  it('leaves the self-service files to their own handler, and refuses a caller without the view right', async () => {
    expect((await call('u2', 'GET', 'files/999999/download')).body).toEqual({
      messages: ['DOWNLOAD_REQUEST_NOT_FOUND'],
    });
    const file = api.db.supportFiles[0];
    if (!file) throw new Error('no technical file');
    expect((await call(null, 'GET', `files/${file.id}/download`)).status).toBe(401);
    expect((await call('u5', 'GET', `files/${file.id}/download`)).body).toEqual({ messages: ['PERMISSION_DENIED'] });
  });
});
