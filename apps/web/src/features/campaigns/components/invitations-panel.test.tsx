import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedUrls, typeTableFilter } from '@/testing/filter-bar';
import { buildAuth, buildUser, jsonResponse, TestProviders } from '@/testing/test-utils';
import { buildCampaign } from '../testing/campaign-fixture';
import { InvitationsPanel } from './invitations-panel';

const CAMPAIGN = buildCampaign({});
const INVITATION = {
  id: 'i1',
  campaignId: CAMPAIGN.id,
  respondentId: 'r1',
  respondentName: 'Bruno Souza',
  respondentEmail: 'bruno@clinica.org',
  status: 'sent',
  createdAt: '2026-11-01T12:00:00.000Z',
  sentAt: '2026-11-01T12:00:00.000Z',
  openedAt: null,
  startedAt: null,
  completedAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InvitationsPanel', () => {
  it('pages the invitations and sends the filter bar to the API from page 1', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ items: [INVITATION], total: 45, page: 1, pageSize: 20 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <TestProviders auth={buildAuth(buildUser({ role: 'staff' }))}>
        <InvitationsPanel campaign={CAMPAIGN} />
      </TestProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Convites' });
    expect(await within(table).findByText('Bruno Souza')).toBeTruthy();
    const path = `/api/campaigns/${CAMPAIGN.id}/invitations`;
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(requestedUrls(fetchMock, path).at(-1)).toBe(`${path}?page=2&pageSize=20`));
    await typeTableFilter(document.body, { column: 'E-mail', operator: 'Corresponde a', value: '\\.org$' });
    await waitFor(() =>
      expect(requestedUrls(fetchMock, path).at(-1)).toBe(
        `${path}?page=1&pageSize=20&filterField=email&filterOp=matches&filterValue=%5C.org%24`,
      ),
    );
  });
});
