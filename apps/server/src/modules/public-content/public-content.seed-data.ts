import type { TInvoice } from '@pesquisemais/shared';

/** Content of the public FAQ, site search and sample invoices, seeded into empty tables. */
export const FAQ_SEED: { question: string; answer: string }[] = [
  {
    question: 'O que a Pesquise(+) faz?',
    answer:
      'Somos uma empresa de pesquisa de mercado. Planejamos estudos, escrevemos questionários, recrutamos respondentes do nosso painel, coletamos as respostas on-line ou por entrevistadores e entregamos análises e relatórios.',
  },
  {
    question: 'Como participo das pesquisas como respondente?',
    answer:
      'Crie uma conta gratuita, complete o seu perfil e aguarde os convites por e-mail. Cada convite traz um link pessoal; você responde quando puder, dentro do prazo do estudo.',
  },
  {
    question: 'Recebo algo por responder?',
    answer:
      'Muitos estudos oferecem uma gratificação, informada no convite antes de você começar. Pesquisas com profissionais de saúde costumam ter gratificação proporcional ao tempo de resposta.',
  },
  {
    question: 'Meus dados ficam protegidos?',
    answer:
      'Sim. Tratamos os dados conforme a LGPD (Lei 13.709/2018): usamos apenas o necessário para cada estudo, entregamos aos clientes resultados agregados ou anonimizados e você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento.',
  },
  {
    question: 'Por que algumas pesquisas terminam antes do fim?',
    answer:
      'Cada estudo busca um perfil e uma quantidade de respondentes (cotas). Quando o seu perfil não se encaixa ou a cota já foi preenchida, a pesquisa se encerra e agradecemos a sua participação.',
  },
  {
    question: 'Vocês fazem pesquisas na área médica?',
    answer:
      'Sim, boa parte do nosso trabalho é com médicos, farmacêuticos e outros profissionais de saúde, seguindo as boas práticas de pesquisa de mercado da área farmacêutica.',
  },
  {
    question: 'Como a minha empresa contrata um estudo?',
    answer:
      'Fale com a nossa equipe pelo e-mail ou telefones do rodapé. Entendemos o objetivo do estudo, propomos metodologia, amostra e prazo, e você acompanha a coleta em um painel ao vivo.',
  },
  {
    question: 'Esqueci a minha senha. O que faço?',
    answer:
      'Use o link "Esqueci minha senha" na tela de login. Enviaremos um link para o seu e-mail, válido por 1 hora e que só pode ser usado uma vez.',
  },
];

export const SEARCH_SEED: { title: string; url: string; excerpt: string }[] = [
  {
    title: 'Como funciona um estudo',
    url: '/home',
    excerpt: 'Do briefing ao relatório: objetivo, questionário, coleta com cotas e análise dos resultados.',
  },
  {
    title: 'Recursos da plataforma',
    url: '/pages/features',
    excerpt:
      'Questionários, painel de respondentes, coleta por entrevistadores, dashboards ao vivo e relatórios.',
  },
  {
    title: 'Perguntas frequentes',
    url: '/pages/faq',
    excerpt: 'Respostas sobre participação, gratificação, proteção de dados e contratação de estudos.',
  },
  {
    title: 'Planos e preços',
    url: '/pricing',
    excerpt: 'Planos para estudos pontuais, acompanhamento contínuo e projetos sob medida.',
  },
  {
    title: 'Política de Privacidade',
    url: '/policy/privacy',
    excerpt: 'Quais dados tratamos, com que finalidade e base legal, e os seus direitos segundo a LGPD.',
  },
  {
    title: 'Termos de Uso',
    url: '/policy/terms-of-service',
    excerpt: 'Regras de uso da plataforma, responsabilidades de respondentes, clientes e da Pesquise(+).',
  },
  {
    title: 'Política de Cookies',
    url: '/policy/cookies',
    excerpt: 'Cookies necessários, de desempenho e de análise de tráfego, e como gerenciá-los.',
  },
  {
    title: 'Pesquisa com médicos e profissionais de saúde',
    url: '/pages/features',
    excerpt: 'Recrutamento de especialistas, questionários técnicos e cotas por especialidade e região.',
  },
  {
    title: 'Painel de respondentes',
    url: '/pages/features',
    excerpt: 'Respondentes qualificados, com consentimento registrado e convites por e-mail.',
  },
  {
    title: 'Dashboards de campanha ao vivo',
    url: '/pages/features',
    excerpt: 'Acompanhe respostas, cotas e taxa de conclusão em tempo real durante a coleta.',
  },
  {
    title: 'Grupos focais e webinars',
    url: '/pages/features',
    excerpt: 'Salas on-line com moderador, participantes e observadores do cliente.',
  },
  {
    title: 'Criar uma conta',
    url: '/register',
    excerpt: 'Cadastre-se para participar das pesquisas do nosso painel.',
  },
  {
    title: 'Esqueci minha senha',
    url: '/pages/auth/forgot-password',
    excerpt: 'Receba por e-mail um link para criar uma nova senha.',
  },
];

const PESQUISE = {
  title: 'Pesquise(+) Soluções em Pesquisa Ltda.',
  address: 'Av. Paulista, 1578 - 12º andar, Bela Vista, São Paulo - SP, 01310-200',
  phone: '+55 (11) 3254-7800',
  email: 'contato@pesquisemais.com.br',
  website: 'www.pesquisemais.com.br',
};

export const INVOICE_SEED: TInvoice[] = [
  {
    id: 'POP-2026-0042',
    from: PESQUISE,
    client: {
      title: 'Laboratório Vita Farma S.A.',
      address: 'Rua Funchal, 418, Vila Olímpia, São Paulo - SP, 04551-060',
      phone: '+55 (11) 3045-2200',
      email: 'compras@vitafarma.com.br',
      website: 'www.vitafarma.com.br',
    },
    number: 'POP-2026-0042',
    date: '2026-11-03',
    dueDate: '2026-12-03',
    services: [
      {
        id: '1',
        title: 'Desenho do estudo e questionário',
        detail: 'Briefing, plano amostral e questionário para cardiologistas',
        unit: 'Projeto',
        unitPrice: 12000,
        quantity: 1,
        total: 12000,
      },
      {
        id: '2',
        title: 'Entrevistas com médicos',
        detail: 'Coleta on-line com cardiologistas de 5 regiões',
        unit: 'Entrevista',
        unitPrice: 180,
        quantity: 150,
        total: 27000,
      },
      {
        id: '3',
        title: 'Relatório e apresentação',
        detail: 'Análise, relatório em PDF e apresentação dos resultados',
        unit: 'Projeto',
        unitPrice: 8500,
        quantity: 1,
        total: 8500,
      },
    ],
    subtotal: 47500,
    tax: 5462.5,
    discount: 2375,
    total: 50587.5,
  },
  {
    id: 'POP-2026-0043',
    from: PESQUISE,
    client: {
      title: 'Rede Bem Estar Drogarias',
      address: 'Av. Brigadeiro Faria Lima, 2232, Jardim Paulistano, São Paulo - SP, 01451-000',
      phone: '+55 (11) 3818-9000',
      email: 'marketing@bemestar.com.br',
      website: 'www.bemestar.com.br',
    },
    number: 'POP-2026-0043',
    date: '2026-11-10',
    dueDate: '2026-12-10',
    services: [
      {
        id: '1',
        title: 'Pesquisa de satisfação de clientes',
        detail: 'Questionário on-line para clientes das lojas',
        unit: 'Resposta',
        unitPrice: 12,
        quantity: 1200,
        total: 14400,
      },
      {
        id: '2',
        title: 'Dashboard ao vivo',
        detail: 'Painel de acompanhamento por 30 dias',
        unit: 'Mês',
        unitPrice: 2500,
        quantity: 1,
        total: 2500,
      },
    ],
    subtotal: 16900,
    tax: 1943.5,
    discount: 0,
    total: 18843.5,
  },
];
