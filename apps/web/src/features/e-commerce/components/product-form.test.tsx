import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { ProductForm } from './product-form';

afterEach(() => vi.unstubAllGlobals());

const SAVED = {
  id: '3f0c8a4e-1111-4222-8333-444455556666',
  name: 'Painel de farmacêuticos',
  handle: 'painel-de-farmaceuticos',
  description: '',
  categories: ['Pesquisas'],
  tags: [],
  featuredImageId: null,
  images: [],
  priceTaxExcl: 1000,
  priceTaxIncl: 1100,
  taxRate: 10,
  comparedPrice: 0,
  quantity: 5,
  sku: '',
  width: '',
  height: '',
  depth: '',
  weight: '',
  extraShippingFee: 0,
  active: true,
};

function renderForm(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  return renderRoutes(
    [
      { path: '/new', element: <ProductForm /> },
      { path: '/apps/e-commerce/products/:id/:handle', element: <p>Página do produto</p> },
    ],
    '/new',
    buildAuth(buildUser({ role: 'interview' })),
    createQueryClient(),
  );
}

describe('ProductForm', { timeout: 40_000 }, () => {
  it('shows the price with 10 % tax and saves the product, then opens its page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const fetchMock = vi.fn(async () => jsonResponse(SAVED));
    renderForm(fetchMock);
    await user.type(screen.getByLabelText('Nome'), SAVED.name);
    await user.type(screen.getByLabelText('Categorias (separadas por vírgula)'), 'Pesquisas');
    await user.type(screen.getByLabelText('Preço sem imposto (R$)'), '1.000,00');
    await user.clear(screen.getByLabelText('Estoque'));
    await user.type(screen.getByLabelText('Estoque'), '5');
    expect(screen.getByText(/Preço com imposto: R\$\s1\.100,00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Página do produto')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/e-commerce-app/product/save');
    expect(JSON.parse(String(init.body)).product).toMatchObject({
      name: SAVED.name,
      categories: ['Pesquisas'],
      priceTaxExcl: 1000,
      taxRate: 10,
      quantity: 5,
      active: true,
    });
  });

  it("'Enviar imagem' uploads the picked file, shows it, and saves the product with its address", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const url = '/api/e-commerce-app/images/ab/0e6f0000-0000-4000-8000-000000000001';
    const fetchMock = vi.fn(async (input: string) =>
      input === '/api/e-commerce-app/product/image'
        ? jsonResponse(
            {
              id: '0e6f0000-0000-4000-8000-000000000009',
              url,
              thumbnailUrl: `${url}-m`,
              width: 1200,
              height: 800,
            },
            201,
          )
        : jsonResponse(SAVED),
    );
    renderForm(fetchMock);
    await user.type(screen.getByLabelText('Nome'), SAVED.name);
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'foto.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Enviar imagem'), picture);
    expect(
      ((await screen.findByRole('img', { name: 'Imagem do produto' })) as HTMLImageElement).getAttribute(
        'src',
      ),
    ).toBe(url);
    const [uploadUrl, uploadInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(uploadUrl).toBe('/api/e-commerce-app/product/image');
    expect(uploadInit.body).toBe(picture);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Página do produto')).toBeTruthy();
    const [, saveInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(saveInit.body)).product.images).toEqual([{ id: 'capa', url }]);
  });

  it("puts the server's pt-BR message under the refused field", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const message = 'Estoque: não pode ser negativo';
    renderForm(
      vi.fn(async () =>
        jsonResponse(
          { error: { code: 'VALIDATION', message, fields: { 'product.quantity': message } } },
          400,
        ),
      ),
    );
    await user.type(screen.getByLabelText('Nome'), 'X');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(screen.getByLabelText('Estoque').getAttribute('aria-invalid')).toBe('true');
  });
});
