import { screen, within } from '@testing-library/react';
import { setupTestMockApi } from '../../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions } from '../../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
});
const open = (url: string, options: Omit<AppRouteOptions, 'account'> = {}) =>
  renderAppRoute(api, url, { account, ...options });

function recordOfProject1() {
  const record = api.db.supportRecords.find((row) => row.project_id === 1);
  if (!record) throw new Error('no support record for project 1');
  return record;
}

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the support record’s parts', () => {
  it('access: the remote tool’s label and the VPN address as text', async () => {
    Object.assign(recordOfProject1().access, { remoteTool: 'VPN_CLIENT', vpnAddress: '<a href="x">vpn</a>' });
    await open('/parameters/projects/1/access');
    const section = await screen.findByRole('region', { name: 'Access information' });
    expect(await within(section).findByText('VPN client')).toBeInTheDocument();
    expect(within(section).getByText('<a href="x">vpn</a>')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('contract: the support level’s label, the response time and an ended contract said in words', async () => {
    Object.assign(recordOfProject1().contractInformation, {
      supportLevel: 'H24',
      responseTimeHours: 4,
      endDate: dayFromNow(-40),
    });
    await open('/parameters/projects/1/contract');
    const section = await screen.findByRole('region', { name: 'Contract information' });
    expect(await within(section).findByText('24/7 on call')).toBeInTheDocument();
    expect(within(section).getByText('4 hours')).toBeInTheDocument();
    expect(within(section).getByText('Ended')).toBeInTheDocument();
  });

  it('software: an expired and an expiring licence are said in words', async () => {
    recordOfProject1().software = [
      { id: 1, name: 'Wattsight Collect', version: '4.2', licence: 'Site', expirationDate: dayFromNow(-3) },
      { id: 2, name: 'PcVue', version: '15.1', licence: 'Client', expirationDate: dayFromNow(10) },
      { id: 3, name: 'WinCC', version: '8', licence: 'Client', expirationDate: null },
    ];
    await open('/parameters/projects/1/software');
    const table = await screen.findByRole('table', { name: 'Software of the project' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(await within(table).findByText('Wattsight Collect')).toBeInTheDocument();
    expect(within(row('Wattsight Collect')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('PcVue')).getByText('Expires within 30 days')).toBeInTheDocument();
    expect(within(row('WinCC')).getByText('No expiry')).toBeInTheDocument();
  });

  it('equipment and system: a missing part says what is missing', async () => {
    const record = recordOfProject1();
    record.equipment = [];
    Object.assign(record, { system: null });
    await open('/parameters/projects/1/equipment');
    expect(await screen.findByText('No equipment recorded for this project.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('equipment: the type’s label, never its code', async () => {
    recordOfProject1().equipment = [
      {
        id: 1,
        type: 'GATEWAY',
        brand: 'Wago',
        model: 'GW-200',
        quantity: 2,
        location: 'Chaufferie',
        serialNumber: 'SN1',
      },
    ];
    await open('/parameters/projects/1/equipment');
    const table = await screen.findByRole('table', { name: 'Equipment of the project' });
    expect(await within(table).findByText('Wago')).toBeInTheDocument();
    expect(within(table).getByText('Gateway')).toBeInTheDocument();
    expect(within(table).queryByText('GATEWAY')).not.toBeInTheDocument();
  });

  it('system: an empty part is told', async () => {
    Object.assign(recordOfProject1(), { system: null });
    await open('/parameters/projects/1/system');
    expect(await screen.findByText('No system information recorded for this project.')).toBeInTheDocument();
  });
});
