/** The company's public details: the one place the footer, pages and e-mails read them from. */
export const SITE_CONFIG = {
  companyName: 'Pesquise(+) Soluções em Pesquisa Ltda.',
  brand: 'Pesquise(+)',
  address: {
    street: 'Av. Paulista, 1578 - 12º andar',
    district: 'Bela Vista',
    city: 'São Paulo - SP',
    postalCode: '01310-200',
  },
  phones: ['+55 (11) 3254-7800', '+55 (11) 98765-4321'],
  contactEmail: 'contato@pesquisemais.com.br',
  privacyEmail: 'privacidade@pesquisemais.com.br',
  socialLinks: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/pesquisemais' },
    { name: 'Instagram', url: 'https://www.instagram.com/pesquisemais' },
  ],
  isoNotice:
    'Processos de coleta e tratamento de dados certificados ISO 20252:2019 (pesquisa de mercado, opinião e social).',
  siteContent: ['Home', 'Produto', 'Como Funciona', 'Contato'],
} as const;
