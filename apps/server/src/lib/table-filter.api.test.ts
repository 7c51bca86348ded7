import { businessDay, TABLE_FILTER_MESSAGES } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../test/factories';
import { fieldCampaign, submitComplete, VALID_ANSWERS } from '../../test/survey-factories';
import { importCsv } from '../../test/survey-users-factories';
import { useTestApp } from '../../test/test-app';

/** The table filter (spec point 5) of the server-paged lists, one endpoint per module, over the whole set. */
describe('table filter on the list endpoints', () => {
  const {
    app,
    users: { staff, admin },
  } = useTestApp({ roles: ['staff', 'admin'] });
  let responsesCampaignId = '';
  const campaignIds = new Map<string, string>();
  const respondentIds = new Map<string, string>();

  const rename = (id: string, name: string) =>
    app.inject({ method: 'PATCH', url: `/api/campaigns/${id}`, headers: staff.auth, payload: { name } });

  beforeAll(async () => {
    const names = ['Cardio 100% Brasil', 'cardiologia sul', 'Oncologia Norte', 'Cardio_1 Brasil'];
    for (const name of names) {
      const { campaign } = await fieldCampaign(app, staff);
      expect((await rename(campaign.id, name)).statusCode).toBe(200);
      if (name === 'Oncologia Norte') responsesCampaignId = campaign.id;
      campaignIds.set(name, campaign.id);
    }
    await submitComplete(app, responsesCampaignId, VALID_ANSWERS);
    await submitComplete(app, responsesCampaignId, VALID_ANSWERS);
    await importCsv(app, admin, [
      'Nome;E-mail;Telefone',
      'Ana Souza;ana@painel.com.br;11 98888-0001',
      'Bruno Souza;bruno@clinica.org;',
      'Carla Dias;carla@painel.com.br;21 97777-0003',
    ]);
    const panel = await app.inject({
      method: 'GET',
      url: '/api/survey-users/respondents',
      headers: admin.auth,
    });
    for (const item of panel.json().items as { id: string; name: string }[])
      respondentIds.set(item.name, item.id);
    const invite = async (campaign: string, names: string[]) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignIds.get(campaign)}/invitations`,
        headers: staff.auth,
        payload: { respondentIds: names.map((name) => respondentIds.get(name)) },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await invite('Oncologia Norte', ['Ana Souza', 'Bruno Souza']);
    await invite('cardiologia sul', ['Ana Souza']);
    await buildUser(app, { role: 'user', displayName: 'Zuleica Filtro', email: 'zuleica@filtro.org' });
  });

  const list = async (user: BuiltUser, path: string, filter: Record<string, string>, extra = '') => {
    const query = new URLSearchParams(filter).toString();
    const res = await app.inject({ method: 'GET', url: `${path}?${query}${extra}`, headers: user.auth });
    return res;
  };
  const campaigns = async (filterField: string, filterOp: string, filterValue: string) => {
    const res = await list(staff, '/api/campaigns', { filterField, filterOp, filterValue }, '&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { name: string }[]).map((item) => item.name).sort();
  };

  it('campaigns: contains (default), starts-with, ends-with and matches, case-insensitive', async () => {
    const contains = await list(staff, '/api/campaigns', { filterField: 'name', filterValue: 'CARDIO' });
    expect(
      contains
        .json()
        .items.map((item: { name: string }) => item.name)
        .sort(),
    ).toEqual(['Cardio 100% Brasil', 'Cardio_1 Brasil', 'cardiologia sul']);
    expect(await campaigns('name', 'starts-with', 'onco')).toEqual(['Oncologia Norte']);
    expect(await campaigns('name', 'starts-with', 'norte')).toEqual([]);
    expect(await campaigns('name', 'ends-with', 'BRASIL')).toEqual(['Cardio 100% Brasil', 'Cardio_1 Brasil']);
    expect(await campaigns('name', 'matches', '^card.*(sul|norte)$')).toEqual(['cardiologia sul']);
    expect(await campaigns('survey', 'contains', 'percepção')).toHaveLength(4);
  });

  it('campaigns: takes %, _ and \\ literally', async () => {
    expect(await campaigns('name', 'contains', '100%')).toEqual(['Cardio 100% Brasil']);
    expect(await campaigns('name', 'contains', 'o_1')).toEqual(['Cardio_1 Brasil']);
    expect(await campaigns('name', 'contains', '%')).toEqual(['Cardio 100% Brasil']);
  });

  it('campaigns: greater-than and less-than compare numbers, and paging counts every match', async () => {
    expect(await campaigns('complete', 'greater-than', '1')).toEqual(['Oncologia Norte']);
    expect(await campaigns('complete', 'greater-than', '2')).toEqual([]);
    expect(await campaigns('complete', 'less-than', '1,5')).toHaveLength(3);
    const page = await list(
      staff,
      '/api/campaigns',
      { filterField: 'name', filterOp: 'contains', filterValue: 'brasil' },
      '&page=2&pageSize=1',
    );
    expect(page.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.json().items).toHaveLength(1);
  });

  it('refuses a filter that cannot run with a 400 in Portuguese', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { filterField: 'name', filterOp: 'matches', filterValue: '(card' },
        TABLE_FILTER_MESSAGES.invalidPattern,
      ],
      [
        { filterField: 'name', filterOp: 'matches', filterValue: '(a+)+$' },
        TABLE_FILTER_MESSAGES.unsafePattern,
      ],
      [
        { filterField: 'name', filterOp: 'matches', filterValue: 'a'.repeat(101) },
        TABLE_FILTER_MESSAGES.longPattern,
      ],
      [
        { filterField: 'name', filterOp: 'greater-than', filterValue: 'b' },
        TABLE_FILTER_MESSAGES.orderOnText,
      ],
      [{ filterField: 'complete', filterOp: 'less-than', filterValue: 'dez' }, TABLE_FILTER_MESSAGES.number],
      [{ filterOp: 'contains', filterValue: 'x' }, TABLE_FILTER_MESSAGES.noField],
    ];
    for (const [filter, message] of cases) {
      const res = await list(staff, '/api/campaigns', filter);
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    // Valid in the browser, refused by PostgreSQL's regex engine: still a 400, never a 500.
    const engine = await list(staff, '/api/campaigns', {
      filterField: 'name',
      filterOp: 'matches',
      filterValue: '\\p{L}',
    });
    expect(engine.statusCode, engine.body).toBe(400);
    expect(engine.json().error.message).toBe(TABLE_FILTER_MESSAGES.invalidPattern);
    const unknownField = await list(staff, '/api/campaigns', {
      filterField: 'share_token',
      filterValue: 'x',
    });
    expect(unknownField.statusCode).toBe(400);
    const unknownOp = await list(staff, '/api/campaigns', {
      filterField: 'name',
      filterOp: 'like',
      filterValue: 'x',
    });
    expect(unknownOp.statusCode).toBe(400);
  });

  it('surveys: text and date columns (São Paulo days)', async () => {
    const today = businessDay(new Date());
    const surveys = async (filter: Record<string, string>) => {
      const res = await list(staff, '/api/surveys', filter);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total as number;
    };
    expect(await surveys({ filterField: 'title', filterValue: 'PERCEPÇÃO' })).toBe(4);
    expect(await surveys({ filterField: 'title', filterOp: 'ends-with', filterValue: 'percepção' })).toBe(0);
    expect(await surveys({ filterField: 'updatedAt', filterOp: 'less-than', filterValue: today })).toBe(0);
    const [year, month, day] = today.split('-');
    const br = `${day}/${month}/${year}`;
    expect(await surveys({ filterField: 'updatedAt', filterOp: 'greater-than', filterValue: br })).toBe(0);
    expect(
      await surveys({ filterField: 'updatedAt', filterOp: 'greater-than', filterValue: '01/01/2020' }),
    ).toBe(4);
    expect(await surveys({ filterField: 'updatedAt', filterOp: 'contains', filterValue: br })).toBe(4);
    const badDate = await list(staff, '/api/surveys', {
      filterField: 'updatedAt',
      filterOp: 'less-than',
      filterValue: '31/02/2026',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toContain(TABLE_FILTER_MESSAGES.date);
  });

  it('survey-users: the respondent column reads name and e-mail', async () => {
    const panel = async (filter: Record<string, string>) => {
      const res = await list(admin, '/api/survey-users/respondents', filter);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { name: string }[]).map((item) => item.name);
    };
    expect(await panel({ filterField: 'respondent', filterOp: 'ends-with', filterValue: '.ORG' })).toEqual([
      'Bruno Souza',
    ]);
    expect(
      await panel({ filterField: 'respondent', filterOp: 'matches', filterValue: '^(ana|carla) ' }),
    ).toEqual(['Ana Souza', 'Carla Dias']);
    expect(await panel({ filterField: 'phone', filterOp: 'starts-with', filterValue: '21' })).toEqual([
      'Carla Dias',
    ]);
    // Ana is invited twice, Bruno once (beforeAll), Carla never.
    expect(await panel({ filterField: 'invitations', filterOp: 'greater-than', filterValue: '0' })).toEqual([
      'Ana Souza',
      'Bruno Souza',
    ]);
    expect(await panel({ filterField: 'invitations', filterOp: 'greater-than', filterValue: '1' })).toEqual([
      'Ana Souza',
    ]);
  });

  it('responses: numbers and dates of one campaign', async () => {
    const path = `/api/campaigns/${responsesCampaignId}/responses`;
    const responses = async (filter: Record<string, string>) => {
      const res = await list(staff, path, filter);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total as number;
    };
    expect(await responses({ filterField: 'version', filterOp: 'greater-than', filterValue: '0' })).toBe(2);
    expect(await responses({ filterField: 'version', filterOp: 'less-than', filterValue: '1' })).toBe(0);
    expect(
      await responses({ filterField: 'startedAt', filterOp: 'greater-than', filterValue: '2020-01-01' }),
    ).toBe(2);
    expect(await responses({ filterField: 'respondent', filterOp: 'contains', filterValue: 'zzz' })).toBe(0);
    const invalid = await list(staff, path, {
      filterField: 'interviewer',
      filterOp: 'matches',
      filterValue: '[',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('reports: both lists take the filter on every column of their allow-list', async () => {
    const fields: [string, Record<string, string>][] = [
      [
        '/api/reports',
        {
          campaign: 'contains',
          format: 'ends-with',
          createdBy: 'starts-with',
          createdAt: 'greater-than',
          size: 'less-than',
        },
      ],
      [
        '/api/reports/delivered',
        { report: 'matches', campaign: 'contains', deliveredAt: 'less-than', recipient: 'ends-with' },
      ],
    ];
    for (const [path, columns] of fields)
      for (const [filterField, filterOp] of Object.entries(columns)) {
        const filterValue = filterOp.endsWith('-than')
          ? filterField === 'size'
            ? '10'
            : '01/01/2020'
          : 'zzz';
        const res = await list(staff, path, { filterField, filterOp, filterValue });
        expect(res.statusCode, `${path} ${filterField} ${res.body}`).toBe(200);
        expect(res.json().total).toBe(0);
      }
    const wrongList = await list(staff, '/api/reports/delivered', { filterField: 'size', filterValue: '1' });
    expect(wrongList.statusCode).toBe(400);
  });

  it('invitations: respondent and e-mail of one campaign, counted over every match', async () => {
    const path = `/api/campaigns/${campaignIds.get('Oncologia Norte')}/invitations`;
    const invitations = async (filter: Record<string, string>, extra = '') => {
      const res = await list(staff, path, filter, extra);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { respondentName: string }[]; total: number };
    };
    const names = async (filter: Record<string, string>) =>
      (await invitations(filter)).items.map((item) => item.respondentName).sort();
    expect(await names({ filterField: 'respondent', filterValue: 'SOUZA' })).toEqual([
      'Ana Souza',
      'Bruno Souza',
    ]);
    expect(await names({ filterField: 'email', filterOp: 'ends-with', filterValue: '.ORG' })).toEqual([
      'Bruno Souza',
    ]);
    expect(await names({ filterField: 'respondent', filterOp: 'matches', filterValue: '^an' })).toEqual([
      'Ana Souza',
    ]);
    expect(await names({ filterField: 'respondent', filterValue: 'carla' })).toEqual([]);
    const paged = await invitations({ filterField: 'email', filterValue: 'a' }, '&page=2&pageSize=1');
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.items).toHaveLength(1);
    const notAllowed = await list(staff, path, { filterField: 'status', filterValue: 'sent' });
    expect(notAllowed.statusCode).toBe(400);
    const orderOnText = await list(staff, path, {
      filterField: 'email',
      filterOp: 'greater-than',
      filterValue: '1',
    });
    expect(orderOnText.statusCode).toBe(400);
    expect(orderOnText.json().error.message).toContain(TABLE_FILTER_MESSAGES.orderOnText);
  });

  it("survey-users history: a respondent's participations by campaign and dates", async () => {
    const path = `/api/survey-users/respondents/${respondentIds.get('Ana Souza')}/history`;
    const history = async (filter: Record<string, string>) => {
      const res = await list(admin, path, filter);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: { campaignName: string }[]; total: number };
      expect(body.items).toHaveLength(body.total);
      return body.items.map((item) => item.campaignName).sort();
    };
    expect(await history({})).toEqual(['Oncologia Norte', 'cardiologia sul']);
    expect(await history({ filterField: 'campaign', filterOp: 'starts-with', filterValue: 'ONCO' })).toEqual([
      'Oncologia Norte',
    ]);
    expect(await history({ filterField: 'campaign', filterOp: 'matches', filterValue: 'sul$' })).toEqual([
      'cardiologia sul',
    ]);
    const today = businessDay(new Date());
    expect(await history({ filterField: 'invitedAt', filterOp: 'less-than', filterValue: today })).toEqual(
      [],
    );
    expect(
      await history({ filterField: 'invitedAt', filterOp: 'greater-than', filterValue: '01/01/2020' }),
    ).toHaveLength(2);
    // Invited, not answered: no answer date passes any bound.
    expect(
      await history({ filterField: 'answeredAt', filterOp: 'greater-than', filterValue: '01/01/2020' }),
    ).toEqual([]);
    const badDate = await list(admin, path, {
      filterField: 'answeredAt',
      filterOp: 'less-than',
      filterValue: 'ontem',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toContain(TABLE_FILTER_MESSAGES.date);
  });

  it('users: name, e-mail and role, admins only', async () => {
    const users = async (filter: Record<string, string>) => {
      const res = await list(admin, '/api/users', filter, '&pageSize=100');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { displayName: string; email: string; role: string }[]; total: number };
    };
    const byName = await users({ filterField: 'name', filterValue: 'ZULEICA' });
    expect(byName.items.map((user) => user.email)).toEqual(['zuleica@filtro.org']);
    expect(byName.total).toBe(1);
    const byEmail = await users({ filterField: 'email', filterOp: 'ends-with', filterValue: '@FILTRO.ORG' });
    expect(byEmail.items.map((user) => user.displayName)).toEqual(['Zuleica Filtro']);
    const admins = await users({ filterField: 'role', filterOp: 'matches', filterValue: '^admin$' });
    expect(admins.items.map((user) => user.email)).toContain(admin.email);
    expect(admins.items.every((user) => user.role === 'admin')).toBe(true);
    expect(admins.total).toBe(admins.items.length);
    expect(
      (await list(admin, '/api/users', { filterField: 'password_hash', filterValue: 'x' })).statusCode,
    ).toBe(400);
    expect((await list(staff, '/api/users', { filterField: 'name', filterValue: 'z' })).statusCode).toBe(403);
  });

  it('targets: the quota overview filters its campaigns by name and questionnaire', async () => {
    const targets = async (filter: Record<string, string>) => {
      const res = await list(staff, '/api/targets', filter, '&pageSize=50');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { campaign: { name: string } }[]).map((item) => item.campaign.name).sort();
    };
    expect(await targets({ filterField: 'name', filterOp: 'starts-with', filterValue: 'CARDIO' })).toEqual([
      'Cardio 100% Brasil',
      'Cardio_1 Brasil',
      'cardiologia sul',
    ]);
    expect(await targets({ filterField: 'name', filterValue: '_' })).toEqual(['Cardio_1 Brasil']);
    expect(await targets({ filterField: 'survey', filterValue: 'zzz' })).toEqual([]);
    const notAllowed = await list(staff, '/api/targets', { filterField: 'complete', filterValue: '1' });
    expect(notAllowed.statusCode).toBe(400);
  });
});
