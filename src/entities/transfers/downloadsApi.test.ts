// @vitest-environment node
import { downloadRequestPayloadSchema, downloadRequestSchema } from './downloadsApi';

const request = {
  title: 'Export novembre',
  projectId: 2,
  variables: [{ variableId: 10, aggregationId: 1 }],
  start: '2026-11-01T00:00:00.000Z',
  end: '2026-11-08T00:00:00.000Z',
};

describe('the download request payload', () => {
  it('sends the export format when one is chosen, and nothing when none is (a CSV, as before)', () => {
    expect(downloadRequestPayloadSchema.parse({ ...request, format: 'xlsx' }).format).toBe('xlsx');
    expect('format' in downloadRequestPayloadSchema.parse(request)).toBe(false);
    expect(downloadRequestPayloadSchema.safeParse({ ...request, format: 'pdf' }).success).toBe(false);
  });

  it('refuses a request without a variable, a title or a period in order', () => {
    expect(downloadRequestPayloadSchema.safeParse({ ...request, variables: [] }).success).toBe(false);
    expect(downloadRequestPayloadSchema.safeParse({ ...request, title: '  ' }).success).toBe(false);
    expect(downloadRequestPayloadSchema.safeParse({ ...request, end: request.start }).success).toBe(false);
  });

  it('reads a request with or without its format', () => {
    const row = { ...request, id: 4, status: 'pending' };
    expect(downloadRequestSchema.parse(row).format).toBeUndefined();
    expect(downloadRequestSchema.parse({ ...row, format: 'pdf' }).format).toBe('pdf');
  });
});
