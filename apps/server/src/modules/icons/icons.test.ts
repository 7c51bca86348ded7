import { NAV_ICON_NAMES, ZIconList } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp();

describe('GET /api/icons', () => {
  it('lists the icon entries with the fields of the spec, paginated', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/icons?pageSize=5' });
    expect(res.statusCode).toBe(200);
    const body = ZIconList.parse(res.json());
    expect(body.total).toBe(NAV_ICON_NAMES.length);
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toEqual({
      order: 1,
      id: 1,
      name: NAV_ICON_NAMES[0],
      prevSize: 32,
      code: 0xe000,
      ligatures: 'dashboard',
      tags: ['dashboard'],
    });
    const second = ZIconList.parse(
      (await app.inject({ method: 'GET', url: '/api/icons?pageSize=5&page=2' })).json(),
    );
    expect(second.items[0]?.order).toBe(6);
  });

  it('searches names and tags in any case', async () => {
    const body = ZIconList.parse((await app.inject({ method: 'GET', url: '/api/icons?q=RECEIPT' })).json());
    expect(body.items.map((icon) => icon.name)).toEqual(['ReceiptLongOutlined', 'ReceiptOutlined']);
  });

  it('rejects a page size over the limit in Portuguese', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/icons?pageSize=1000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/por página/);
  });
});
