import { ECOMMERCE_TAX_RATE, type TOrderStatusName, type TProduct } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { createEcommerceRepository, type TProductFields } from './ecommerce-app.repository';
import { productHandle } from './ecommerce-app.service';

const IMAGE = '/assets/images/login/login-bg-1.svg';
const blank = { width: '', height: '', depth: '', weight: '', extraShippingFee: 0, comparedPrice: 0 };
const product = (
  name: string,
  sku: string,
  price: number,
  quantity: number,
  extra: Partial<TProductFields> = {},
): TProductFields => ({
  ...blank,
  name,
  handle: productHandle(name),
  description: '',
  categories: [],
  tags: [],
  featuredImageId: 'capa',
  images: [{ id: 'capa', url: IMAGE, type: 'image' }],
  priceTaxExcl: price,
  taxRate: ECOMMERCE_TAX_RATE,
  quantity,
  sku,
  active: true,
  ...extra,
});

/** The firm's catalogue: research offerings and the incentives paid to respondents. */
const PRODUCTS: TProductFields[] = [
  product('Pesquisa quantitativa on-line com médicos', 'PQ-ONLINE-MED', 18_000, 12, {
    description: 'Questionário on-line para até 200 médicos do painel, com cotas por especialidade e região.',
    categories: ['Pesquisas'],
    tags: ['quantitativa', 'médicos'],
  }),
  product('Grupo focal on-line (8 participantes)', 'GF-ONLINE-8', 9_500, 20, {
    description: 'Sala de webinar com moderação, gravação e sala de observadores para o cliente.',
    categories: ['Pesquisas'],
    tags: ['qualitativa'],
  }),
  product('Entrevista em profundidade', 'IDI-60', 1_200, 40, {
    description: 'Entrevista individual de 60 minutos com transcrição.',
    categories: ['Pesquisas'],
    tags: ['qualitativa'],
  }),
  product('Incentivo: cartão-presente R$ 100', 'INC-CP-100', 100, 500, {
    description: 'Cartão-presente digital enviado por e-mail ao respondente que completa a pesquisa.',
    categories: ['Incentivos'],
    tags: ['respondentes'],
    weight: '0 kg',
  }),
  product('Incentivo: doação a instituição de saúde', 'INC-DOA-50', 50, 1000, {
    categories: ['Incentivos'],
    tags: ['respondentes'],
  }),
  product('Relatório executivo impresso', 'REL-IMP', 350, 0, {
    categories: ['Relatórios'],
    width: '21 cm',
    height: '29,7 cm',
    depth: '1 cm',
    weight: '0,4 kg',
    extraShippingFee: 25,
    active: false,
  }),
];

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const address = (text: string, lat: number, lng: number) => ({ address: text, lat, lng });
const customer = (id: string, firstName: string, lastName: string, company: string, jobTitle: string) => ({
  id,
  firstName,
  lastName,
  avatar: '',
  company,
  jobTitle,
  email: `${productHandle(firstName)}.${productHandle(lastName)}@exemplo.com.br`,
  phone: '+55 11 3000-0000',
  invoiceAddress: address('Av. Paulista, 1000, São Paulo - SP', -23.5614, -46.6559),
  shippingAddress: address('Av. Paulista, 1000, São Paulo - SP', -23.5614, -46.6559),
});

type TSeedOrder = {
  reference: string;
  days: number;
  customer: ReturnType<typeof customer>;
  lines: { sku: string; quantity: number }[];
  method: string;
  history: TOrderStatusName[];
};

const ORDERS: TSeedOrder[] = [
  {
    reference: 'PM-2026-0001',
    days: 20,
    customer: customer('c1', 'Carla', 'Mendes', 'Farmacêutica Aurora', 'Gerente de marketing'),
    lines: [
      { sku: 'PQ-ONLINE-MED', quantity: 1 },
      { sku: 'INC-CP-100', quantity: 200 },
    ],
    method: 'Transferência bancária',
    history: ['Awaiting bank wire payment', 'Payment accepted', 'Preparing the order', 'Delivered'],
  },
  {
    reference: 'PM-2026-0002',
    days: 9,
    customer: customer('c2', 'Rafael', 'Costa', 'Laboratório Boa Saúde', 'Diretor médico'),
    lines: [{ sku: 'GF-ONLINE-8', quantity: 2 }],
    method: 'Boleto',
    history: ['Awaiting check payment', 'Payment accepted', 'Preparing the order'],
  },
  {
    reference: 'PM-2026-0003',
    days: 4,
    customer: customer('c3', 'Juliana', 'Pereira', 'Hospital Santa Clara', 'Coordenadora de pesquisa'),
    lines: [{ sku: 'IDI-60', quantity: 10 }],
    method: 'PayPal',
    history: ['Awaiting PayPal payment', 'Payment error'],
  },
  {
    reference: 'PM-2026-0004',
    days: 1,
    customer: customer('c4', 'Marcos', 'Oliveira', 'Farmacêutica Aurora', 'Analista de inteligência'),
    lines: [{ sku: 'INC-DOA-50', quantity: 80 }],
    method: 'Cartão de crédito',
    history: ['Remote payment accepted'],
  },
];

/** Seeds the catalogue and a few orders into empty tables only. */
export async function seedEcommerce(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = createEcommerceRepository(tx);
    if (!(await repo.isEmpty())) return 0;
    const saved: TProduct[] = [];
    for (const item of PRODUCTS) saved.push(await repo.insertProduct(item));
    for (const seed of ORDERS) {
      const products = seed.lines.map(({ sku, quantity }) => {
        const found = saved.find((p) => p.sku === sku);
        if (!found) throw new Error(`produto de exemplo sem SKU ${sku}`);
        return {
          id: found.id,
          name: found.name,
          price: found.priceTaxExcl,
          quantity,
          total: found.priceTaxExcl * quantity,
          image: IMAGE,
        };
      });
      const subtotal = products.reduce((sum, line) => sum + line.total, 0);
      const tax = Math.round(subtotal * ECOMMERCE_TAX_RATE) / 100;
      const date = daysAgo(seed.days);
      await repo.insertOrder({
        reference: seed.reference,
        subtotal,
        tax,
        discount: 0,
        total: subtotal + tax,
        date,
        customer: seed.customer,
        products,
        payment: { transactionId: `TX-${seed.reference}`, amount: subtotal + tax, method: seed.method, date },
        shippingDetails: [],
        statuses: seed.history.map((name, index) => ({
          name,
          date: new Date(Date.parse(date) + index * 3_600_000 * 20).toISOString(),
        })),
      });
    }
    return saved.length + ORDERS.length;
  });
}
