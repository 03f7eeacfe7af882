import { COUNTRY_IPS, expect, test } from '../fixtures';

test('the server answers byip from the real dataset for a forwarded address', async ({ request }) => {
  const res = await request.get('/facade/api/function/exempt/country/byip', {
    headers: { 'x-forwarded-for': COUNTRY_IPS.DE },
  });
  expect(await res.json()).toEqual({ code: 200, data: { id: 276, ab: 'DE', ip: COUNTRY_IPS.DE } });
});
