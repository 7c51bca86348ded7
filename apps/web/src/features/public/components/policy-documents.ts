import { SITE_CONFIG } from '@pesquisemais/shared';

export type TPolicyDocument = {
  title: string;
  updated: string;
  intro: string;
  sections: { title: string; paragraphs: string[] }[];
};

const CONTACT = `${SITE_CONFIG.privacyEmail} ou pelo endereço ${SITE_CONFIG.address.street}, ${SITE_CONFIG.address.city}`;

export const PRIVACY_POLICY: TPolicyDocument = {
  title: 'Política de Privacidade',
  updated: 'Atualizada em 1º de novembro de 2026',
  intro: `Esta política explica como a ${SITE_CONFIG.companyName} trata dados pessoais de respondentes, clientes e visitantes, de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).`,
  sections: [
    {
      title: '1. Quais dados tratamos',
      paragraphs: [
        'Dados de cadastro: nome, e-mail, telefone e senha (guardada apenas como hash).',
        'Dados de perfil para pesquisa: profissão, especialidade, registro profissional, região e outros atributos que você informa.',
        'Respostas às pesquisas e dados de navegação (endereço IP, navegador, páginas visitadas e cookies).',
      ],
    },
    {
      title: '2. Para que usamos e com que base legal',
      paragraphs: [
        'Para convidar você a estudos compatíveis com o seu perfil e registrar as suas respostas (consentimento, art. 7º, I).',
        'Para manter a sua conta, prevenir fraudes e garantir a segurança da plataforma (legítimo interesse e execução de contrato).',
        'Para cumprir obrigações legais e regulatórias, inclusive fiscais (art. 7º, II).',
      ],
    },
    {
      title: '3. Compartilhamento',
      paragraphs: [
        'Os clientes recebem resultados agregados ou anonimizados. Dados que identificam você só são compartilhados com o seu consentimento específico.',
        'Usamos fornecedores (hospedagem, envio de e-mail) que tratam dados em nosso nome, sob contrato e com as mesmas garantias.',
      ],
    },
    {
      title: '4. Por quanto tempo guardamos',
      paragraphs: [
        'Os dados de cadastro ficam enquanto a sua conta existir. As respostas identificáveis são anonimizadas ao fim de cada estudo, salvo obrigação legal de guarda.',
      ],
    },
    {
      title: '5. Seus direitos',
      paragraphs: [
        'Você pode confirmar o tratamento, acessar, corrigir, anonimizar, portar ou excluir os seus dados, revogar o consentimento e saber com quem os compartilhamos (art. 18).',
        `Para exercer os seus direitos, fale com o nosso encarregado (DPO) em ${CONTACT}. Respondemos em até 15 dias.`,
      ],
    },
    {
      title: '6. Segurança',
      paragraphs: [
        'Usamos conexões criptografadas, senhas com hash argon2id, controle de acesso por papel e registro das alterações. Em caso de incidente relevante, avisaremos você e a ANPD.',
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: TPolicyDocument = {
  title: 'Termos de Uso',
  updated: 'Atualizados em 1º de novembro de 2026',
  intro: `Ao usar a plataforma ${SITE_CONFIG.brand} você concorda com estes termos. Leia com atenção.`,
  sections: [
    {
      title: '1. A plataforma',
      paragraphs: [
        'A plataforma permite responder pesquisas, participar de grupos focais e, para clientes, acompanhar estudos contratados.',
      ],
    },
    {
      title: '2. Sua conta',
      paragraphs: [
        'Você é responsável pelas informações do cadastro e pelo sigilo da senha. Uma conta é pessoal e intransferível.',
        'Informar um perfil falso para entrar em estudos invalida as respostas e pode levar ao encerramento da conta.',
      ],
    },
    {
      title: '3. Participação em pesquisas',
      paragraphs: [
        'A participação é voluntária; você pode parar a qualquer momento. Gratificações, quando houver, são informadas no convite e pagas após a validação das respostas.',
        'O conteúdo dos estudos é confidencial: não divulgue materiais, conceitos ou produtos apresentados durante as pesquisas.',
      ],
    },
    {
      title: '4. Clientes',
      paragraphs: [
        'Relatórios e dashboards são de uso interno do cliente contratante, nos limites da proposta aceita.',
      ],
    },
    {
      title: '5. Responsabilidades e alterações',
      paragraphs: [
        'Podemos suspender a plataforma para manutenção, com aviso sempre que possível. Mudanças nestes termos serão publicadas nesta página.',
        `Estes termos seguem a lei brasileira; fica eleito o foro da comarca de ${SITE_CONFIG.address.city}.`,
      ],
    },
  ],
};

export const COOKIE_POLICY: TPolicyDocument = {
  title: 'Política de Cookies',
  updated: 'Atualizada em 1º de novembro de 2026',
  intro:
    'Cookies são pequenos arquivos guardados pelo navegador. Usamos cookies e tecnologias parecidas (armazenamento local e service worker) conforme descrito abaixo.',
  sections: [
    {
      title: '1. Necessários',
      paragraphs: [
        'Mantêm a sua sessão, guardam a sua escolha sobre cookies (cookie cAccepted, por 365 dias) e permitem que o site funcione off-line (service worker).',
      ],
    },
    {
      title: '2. Desempenho e preferências',
      paragraphs: [
        'Lembram o tema, o layout e os atalhos que você escolheu, para melhorar a sua experiência.',
      ],
    },
    {
      title: '3. Análise de tráfego',
      paragraphs: [
        'Medem de forma agregada quais páginas são visitadas e como, para melhorarmos a plataforma. Esses dados de uso podem ser compartilhados com parceiros de análise.',
      ],
    },
    {
      title: '4. Como gerenciar',
      paragraphs: [
        'Ao clicar em ACEITAR no aviso de cookies, você concorda com o armazenamento de todas as tecnologias descritas aqui. Ao clicar em Recusar, ficam só os necessários (seção 1), com a sua escolha guardada por 365 dias: nada de análise de tráfego nem de compartilhamento com parceiros. Você pode apagar os cookies a qualquer momento nas configurações do navegador; o aviso voltará a aparecer.',
      ],
    },
  ],
};
