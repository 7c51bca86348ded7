/** The cookie notice's words (spec point 9), apart from the component so e2e tests can read them. */
export const COOKIE_NOTICE_TEXT =
  'Este site usa cookies para melhorar a sua experiência e analisar o tráfego. Os dados de uso podem ser compartilhados com nossos parceiros. Ao clicar em ACEITAR, você concorda com o armazenamento de todas as tecnologias descritas na nossa';

/** The same four statements in fewer words: on a phone the notice stays a slim bar. */
export const COOKIE_NOTICE_SHORT_TEXT =
  'Usamos cookies para melhorar sua experiência e analisar o tráfego; dados de uso podem ir a parceiros. ACEITAR armazena o que descreve a nossa';
