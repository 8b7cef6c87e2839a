import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../../mocks/testing';
import { renderAppRoute, unmountAppRoute, type AppRouteOptions } from '../../../../test/renderAppRoute';

const api = await setupTestMockApi({ resetBeforeEach: true });

/** The demo account the next page opens as. */
let account = 'u2';
const open = (url: string, options: Omit<AppRouteOptions, 'account'> = {}) =>
  renderAppRoute(api, url, { account, ...options });
afterEach(() => {
  unmountAppRoute();
  account = 'u2';
  api.setFaults([]);
});

function setupRecord() {
  const record = api.db.supportRecords.find((row) => row.project_id === 1);
  if (!record) throw new Error('no support record for project 1');
  Object.assign(record.technicalInfo, {
    solution: 'BOX',
    internetAccess: 'CUSTOMER_PROXY',
    remoteAccessProcedure: 'Call the IT desk.\n<b>Then</b> open the VPN.',
    freeSpaceC: 6.4,
    freeSpaceD: null,
  });
  return record;
}

describe('technical information', () => {
  it('shows choice labels, the procedure as plain text and the disks as meters', async () => {
    setupRecord();
    await open('/parameters/projects/1/technical');
    const section = await screen.findByRole('region', { name: 'Technical information' });
    expect(await within(section).findByText('Wattsight box')).toBeInTheDocument();
    expect(within(section).getByText('Through the customer’s proxy')).toBeInTheDocument();
    expect(within(section).queryByText('CUSTOMER_PROXY')).not.toBeInTheDocument();
    // Never HTML: the tag is text, the line break is kept.
    const procedure = within(section).getByText(/Call the IT desk/);
    expect(procedure.textContent).toBe('Call the IT desk.\n<b>Then</b> open the VPN.');
    expect(procedure.querySelector('b')).toBeNull();

    const diskC = within(section).getByRole('meter', { name: 'Disk C' });
    expect(diskC).toHaveAttribute('aria-valuenow', '6.4');
    expect(diskC).toHaveAttribute('aria-valuemin', '0');
    expect(diskC).toHaveAttribute('aria-valuemax', '100');
    expect(diskC).toHaveAttribute('aria-valuetext', '6.4 GB free: critical');
    expect(within(section).queryByRole('meter', { name: 'Disk D' })).not.toBeInTheDocument();
    expect(within(section).getByText('Not reported')).toBeInTheDocument();
    expect(within(section).getByText(/Critical below 10 GB, low below 25 GB/)).toBeInTheDocument();
  });

  it('reads in French: labels, GB as Go', async () => {
    setupRecord();
    await open('/parameters/projects/1/technical', { locale: 'fr' });
    const section = await screen.findByRole('region', { name: 'Informations techniques' });
    expect(await within(section).findByText('Boîtier Wattsight')).toBeInTheDocument();
    expect(within(section).getByRole('meter', { name: 'Disque C' })).toHaveAttribute(
      'aria-valuetext',
      '6,4 Go libres : critique',
    );
  });

  it('a project without a support record yet says so, as an empty section rather than a failure', async () => {
    api.db.supportRecords = api.db.supportRecords.filter((row) => row.project_id !== 1);
    await open('/parameters/projects/1/technical');
    const section = await screen.findByRole('region', { name: 'Technical information' });
    expect(await within(section).findByText('No support record for this project yet.')).toBeInTheDocument();
    expect(within(section).queryByText(/Could not load/)).not.toBeInTheDocument();
  });

  it('a failed read is told inside the section, with Retry that reloads it', async () => {
    setupRecord();
    api.setFaults('GET bexsupport/*=status:500');
    await open('/parameters/projects/1/technical');
    const section = await screen.findByRole('region', { name: 'Technical information' });
    expect(await within(section).findByText('Could not load the technical information.')).toBeInTheDocument();
    api.setFaults([]);
    await userEvent.click(within(section).getByRole('button', { name: 'Retry loading the technical information' }));
    expect(await within(section).findByText('Wattsight box')).toBeInTheDocument();
  });
});
