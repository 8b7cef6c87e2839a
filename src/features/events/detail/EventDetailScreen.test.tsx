import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../../../lib/dateFormat';
import { setupTestMockApi } from '../../../../mocks/testing';
import { unmountAppRoute } from '../../../test/renderAppRoute';
import { recordRequests, renderEventDetail, seededEvent, stubCanvasContext } from './eventDetailTestSupport';

const api = await setupTestMockApi({ resetBeforeEach: true });
afterEach(() => unmountAppRoute());
const requests = recordRequests(api.server);
stubCanvasContext();

beforeEach(() => {
  requests.length = 0;
  api.setFaults([]);
});

const dataCalls = (path: string) =>
  requests.filter((request) => request.method === 'GET' && request.url.pathname.endsWith(`/${path}`));

describe('EventDetailScreen', () => {
  it("shows the event's facts", async () => {
    const row = seededEvent(api.db, (event) => event.dateEnd === null && event.tags.length > 0);
    await renderEventDetail(api, row.id);
    const facts = await screen.findByRole('region', { name: 'Event information' });
    const alert = api.db.alerts.find((candidate) => candidate.id === row.alertId);
    expect(within(facts).getByText(alert?.name ?? row.alertName)).toBeInTheDocument();
    // In progress: no end date, the badge instead.
    expect(within(facts).getByText('In progress')).toBeInTheDocument();
    for (const tag of row.tags) expect(within(facts).getByText(tag)).toBeInTheDocument();
    const levels = { info: 'Info', warning: 'Warning', error: 'Error', critical: 'Critical' } as const;
    expect(within(facts).getByText(levels[row.level])).toBeInTheDocument();
    // Start as DD/MM/YYYY HH:mm, duration as d h min.
    expect(within(facts).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(facts).getByText(/^(\d+d )?(\d+h )?\d+min$/)).toBeInTheDocument();
  });

  it("tells the times on the site's clock when the site is not in Paris", async () => {
    const zoneOf = (projectId: number) => {
      const placeId = api.db.projects.find((project) => project.id === projectId)?.placeId;
      return api.db.places.find((place) => place.id === placeId)?.timezone;
    };
    const row = seededEvent(api.db, (event) => zoneOf(event.projectId) === 'America/Martinique');
    await renderEventDetail(api, row.id);
    const facts = await screen.findByRole('region', { name: 'Event information' });
    expect(within(facts).getByText('Site time (America/Martinique)')).toBeInTheDocument();
    expect(facts).toHaveTextContent(formatDateTime(row.dateStart, 'America/Martinique'));
    expect(facts).not.toHaveTextContent(formatDateTime(row.dateStart, 'Europe/Paris'));
  });

  it('explains a missing event in the page, with a link back to the events', async () => {
    await renderEventDetail(api, 999_999);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    // In the page, besides the app's notification.
    const page = screen.getByRole('main');
    expect(within(page).getByText('This alert event does not exist or has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/events');
  });

  it('gives a translated reason for a malformed answer, not a blank screen', async () => {
    api.setFaults('GET events/*=malformed');
    await renderEventDetail(api, 1);
    expect(await screen.findByText('Could not load the event.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByText(/The server's response could not be understood/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to events' })).toBeInTheDocument();
  });

  it('loads the event again with Retry once the server answers', async () => {
    const row = seededEvent(api.db, () => true);
    api.setFaults('GET events/*=status:500');
    await renderEventDetail(api, row.id);
    const retry = await screen.findByRole('button', { name: 'Retry loading the event' });
    api.setFaults([]);
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Event information' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the event.')).not.toBeInTheDocument();
  });

  it('shows a reader the comments without the forms and without the status control', async () => {
    const row = seededEvent(api.db, (event) =>
      api.db.alertEventComments.some((comment) => comment.alertEventId === event.id),
    );
    await renderEventDetail(api, row.id, 'u4');
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await waitFor(() => expect(within(comments).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Status' })).not.toBeInTheDocument();
  });
});

describe('the data around the event (spec 000 §4)', () => {
  it('loads project-data for a communication event, and labels the chart', async () => {
    const row = seededEvent(api.db, (event) => event.type === 'com');
    await renderEventDetail(api, row.id);
    await waitFor(() => expect(dataCalls('project-data')).toHaveLength(1));
    expect(dataCalls('graph-data')).toHaveLength(0);
    expect(await screen.findByRole('img', { name: /^Communication data of .+ around the event$/ })).toBeInTheDocument();
  });

  it('loads every variable of a stagnation event', async () => {
    const row = seededEvent(
      api.db,
      (event) =>
        event.type === 'stagnation' &&
        (api.db.alerts.find((alert) => alert.id === event.alertId)?.alertVariables.length ?? 0) > 1,
    );
    const alert = api.db.alerts.find((candidate) => candidate.id === row.alertId);
    await renderEventDetail(api, row.id);
    await waitFor(() => expect(dataCalls('graph-data')).toHaveLength(alert?.alertVariables.length ?? -1));
    const ids = dataCalls('graph-data').map((request) => Number(request.url.searchParams.get('id')));
    expect(new Set(ids)).toEqual(new Set(alert?.alertVariables.map((item) => item.variableId)));
    expect(await screen.findByRole('img', { name: /^Time series of .+, .+ around the event$/ })).toBeInTheDocument();
  });

  it('loads only the first variable of a high event, over a period around the event', async () => {
    const row = seededEvent(api.db, (event) => event.type === 'high' && event.dateEnd !== null);
    const alert = api.db.alerts.find((candidate) => candidate.id === row.alertId);
    // Two watched variables, so that "only the first" means something.
    const other = api.db.variables.find((variable) => variable.id !== alert?.alertVariables[0]?.variableId);
    const first = alert?.alertVariables[0];
    if (!alert || !first || !other) throw new Error('seed changed');
    alert.alertVariables.push({ ...first, variableId: other.id });
    await renderEventDetail(api, row.id);
    await waitFor(() => expect(dataCalls('graph-data')).toHaveLength(1));
    const call = dataCalls('graph-data')[0]?.url.searchParams;
    expect(Number(call?.get('id'))).toBe(first.variableId);
    expect(Date.parse(call?.get('start') ?? '')).toBeLessThan(Date.parse(row.dateStart));
    expect(Date.parse(call?.get('end') ?? '')).toBeGreaterThan(Date.parse(row.dateEnd ?? ''));
    const variableName = api.db.variables.find((variable) => variable.id === first.variableId)?.name ?? '';
    expect(
      await screen.findByRole('img', { name: `Time series of ${variableName} around the event` }),
    ).toBeInTheDocument();
  });

  it('keeps the rest of the page when the series fail', async () => {
    api.setFaults('GET graph-data=status:500');
    const row = seededEvent(api.db, (event) => event.type === 'high');
    await renderEventDetail(api, row.id);
    expect(await screen.findByText('Could not load the data around the event.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry loading the data around the event' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Event information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
  });
});
