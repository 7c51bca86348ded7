/** UI texts in Brazilian Portuguese; spec texts are kept to the letter. */
export const PT_BR = {
  common: {
    brand: 'Pesquise(+)',
    alpha: 'alpha',
    loading: 'Carregando...',
    stillLoading: 'Ainda carregando...',
    somethingWrong: 'Ops! Algo deu errado.',
    tryAgain: 'Tentar Novamente',
    backHome: 'Voltar para home',
    close: 'Fechar',
    /** A snackbar's own close button: told apart from a dialog's 'Fechar' (both are heard while a dialog is open). */
    closeNotice: 'Fechar aviso',
  },
  errors: {
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
    unexpected: 'Erro inesperado. Tente novamente.',
    invalidResponse: 'Resposta inválida do servidor.',
  },
  userMenu: {
    label: 'Menu do usuário',
    login: 'Login',
    profile: 'Meu Perfil',
    signOut: 'Sair',
  },
  auth: {
    welcomeTitle: 'Bem-vindo ao Pesquise(+)',
    welcomeText:
      'Soluções em pesquisa de mercado: questionários, painéis de respondentes, campanhas e dashboards ao vivo em um só lugar.',
    loggingOut: 'Logging out..',
    login: {
      title: 'Acesse sua conta',
      email: 'E-mail',
      password: 'Senha',
      submit: 'Entrar',
      noAccount: 'Não possui uma conta?',
      createAccount: 'Criar conta',
    },
    register: {
      title: 'CRIE UMA CONTA',
      name: 'Nome',
      email: 'E-mail',
      password: 'Senha',
      passwordConfirm: 'Confirmar senha',
      submit: 'Registrar',
      hasAccount: 'Já possui uma conta?',
      signIn: 'Entrar',
      privacyLink: 'Leia a Política de Privacidade',
      checkEmail: 'Verifique seu e-mail',
      checkEmailHint:
        'Abra o link que enviamos para {{email}} para ativar a conta. Não chegou? Veja a caixa de spam ou peça outro.',
      resend: 'Reenviar e-mail de confirmação',
      confirming: 'Confirmando o seu cadastro...',
      confirmTitle: 'Confirmação de cadastro',
      confirmFailed: 'Não foi possível confirmar o cadastro.',
      missingToken: 'Link de confirmação incompleto. Abra o link do e-mail de novo.',
      goToLogin: 'Ir para o login',
    },
  },
  home: {
    login: 'LOGIN',
    headline: 'Pesquisa que transforma dados em decisões',
    intro:
      'Planejamos, coletamos e analisamos pesquisas de mercado com rigor metodológico, com atenção especial à pesquisa médica e farmacêutica.',
    cta: 'Acessar a plataforma',
    servicesTitle: 'O que fazemos',
    services: {
      surveys: 'Questionários online e entrevistas assistidas',
      panel: 'Painel de respondentes qualificados',
      dashboards: 'Dashboards de campanha em tempo real',
      reports: 'Relatórios entregues com segurança',
    },
  },
  roleExamples: {
    admin: {
      title: 'Página restrita a administradores',
      text: 'Somente usuários com o papel admin podem ver esta página.',
    },
    staff: {
      title: 'Página restrita à equipe',
      text: 'Somente usuários com os papéis admin ou staff podem ver esta página.',
    },
    guest: {
      title: 'Página somente para visitantes',
      text: 'Somente visitantes (usuários não autenticados, papel guest) podem ver esta página.',
    },
    currentRole: 'Seu papel atual: {{role}}',
    users: {
      title: 'Usuários cadastrados',
      total_one: '{{count}} usuário no total',
      total_other: '{{count}} usuários no total',
      name: 'Nome',
      email: 'E-mail',
      role: 'Papel',
    },
  },
  pages: {
    error404: {
      code: '404',
      title: 'Página não encontrada',
      text: 'Desculpe, o endereço que você procura não existe ou foi removido.',
      back: 'Voltar',
      start: 'Ir para a página inicial',
    },
    error500: {
      code: '500',
      title: 'Erro interno do servidor',
      text: 'Algo deu errado do nosso lado. Tente novamente em alguns instantes.',
    },
  },
} as const;
