import { POLICIES } from './auth/policies';
import { AREA_ACCESS, ROLES, type TAudience, type TRole } from './auth/roles';
import type { TNavIconName } from './nav-icons';
import type { TNavItem } from './navigation-types';

type TPageOptions = Omit<TNavItem, 'id' | 'title' | 'type' | 'url' | 'icon'>;

function page(
  id: string,
  title: string,
  url: string,
  icon: TNavIconName,
  options: TPageOptions = {},
): TNavItem {
  return { id, title, type: 'item', url, icon, ...options };
}

function collapse(
  id: string,
  title: string,
  icon: TNavIconName,
  children: TNavItem[],
  options: TPageOptions = {},
) {
  return { id, title, type: 'collapse', icon, children, ...options } satisfies TNavItem;
}

const CARDED_VARIANTS = [
  ['full-width', 'Largura total'],
  ['full-width-tabbed', 'Largura total com abas'],
  ['full-width-2', 'Largura total 2'],
  ['full-width-2-tabbed', 'Largura total 2 com abas'],
  ['left-sidebar', 'Barra à esquerda'],
  ['left-sidebar-tabbed', 'Barra à esquerda com abas'],
  ['left-sidebar-2', 'Barra à esquerda 2'],
  ['left-sidebar-2-tabbed', 'Barra à esquerda 2 com abas'],
  ['right-sidebar', 'Barra à direita'],
  ['right-sidebar-tabbed', 'Barra à direita com abas'],
  ['right-sidebar-2', 'Barra à direita 2'],
  ['right-sidebar-2-tabbed', 'Barra à direita 2 com abas'],
] as const;

const SIMPLE_VARIANTS = [
  ['full-width', 'Largura total'],
  ['left-sidebar', 'Barra à esquerda'],
  ['left-sidebar-2', 'Barra à esquerda 2'],
  ['left-sidebar-3', 'Barra à esquerda 3'],
  ['right-sidebar', 'Barra à direita'],
  ['right-sidebar-2', 'Barra à direita 2'],
  ['right-sidebar-3', 'Barra à direita 3'],
  ['tabbed', 'Com abas'],
] as const;

export const CARDED_LAYOUT_VARIANTS = /* @__PURE__ */ CARDED_VARIANTS.map(([variant]) => variant);
export const SIMPLE_LAYOUT_VARIANTS = /* @__PURE__ */ SIMPLE_VARIANTS.map(([variant]) => variant);

const SIGNED_IN = /* @__PURE__ */ ROLES.filter((role) => role !== 'guest');

/** Opened to the outside audiences (issue 32): what respondents and clients work with; the rest is internal. */
const CLIENTS: readonly TAudience[] = ['client'];
const RESPONDENTS: readonly TAudience[] = ['respondent'];
const OUTSIDE: readonly TAudience[] = ['respondent', 'client'];

/** The auth pages with the roles of their routes: sign-in and register are for guests, the lock screen is not. */
const AUTH_PAGES: readonly (readonly [string, string, readonly TRole[] | null])[] = [
  ['login', 'Entrar', AREA_ACCESS.onlyGuest],
  ['login-2', 'Entrar 2', AREA_ACCESS.onlyGuest],
  ['register', 'Registrar', AREA_ACCESS.onlyGuest],
  ['register-2', 'Registrar 2', AREA_ACCESS.onlyGuest],
  ['forgot-password', 'Esqueci a senha', null],
  ['forgot-password-2', 'Esqueci a senha 2', null],
  ['reset-password', 'Redefinir senha', null],
  ['reset-password-2', 'Redefinir senha 2', null],
  ['mail-confirm', 'Confirmação de e-mail', null],
  ['lock', 'Tela bloqueada', SIGNED_IN],
];

// Built in a function marked pure so that bundles which never read the menu (the public pages) drop it.
function buildNavigation(): readonly TNavItem[] {
  return [
    {
      id: 'applications',
      title: 'Aplicações',
      type: 'group',
      children: [
        collapse('dashboards', 'Dashboards', 'DashboardOutlined', [
          page('livecampaigns', 'Campanhas ao vivo', '/apps/dashboards/livecampaigns', 'LiveTvOutlined'),
          page('painel2', 'Painel de acompanhamento', '/apps/dashboards/painel2', 'InsightsOutlined'),
          page('analytics', 'Painel de análises', '/apps/dashboards/analytics', 'QueryStatsOutlined', {
            auth: AREA_ACCESS.collection,
          }),
          page('project', 'Painel de projetos', '/apps/dashboards/project', 'SpaceDashboardOutlined', {
            auth: AREA_ACCESS.collection,
          }),
        ]),
        page('targets', 'Metas e cotas', '/apps/targets/all', 'TrackChangesOutlined'),
        page('reports', 'Relatórios entregues', '/apps/reports/delivered', 'AssessmentOutlined'),
        page('documents', 'Documentos', '/apps/documents', 'DescriptionOutlined', {
          auth: AREA_ACCESS.documents,
          audiences: CLIENTS,
        }),
        page('studies', 'Estudos', '/apps/surveys', 'PollOutlined', {
          auth: POLICIES['studies:view'],
          audiences: CLIENTS,
        }),
        collapse(
          'coleta',
          'Coleta',
          'FactCheckOutlined',
          [
            page('questionarios', 'Questionários', '/apps/coleta/questionarios', 'QuizOutlined'),
            page('campanhas', 'Campanhas', '/apps/coleta/campanhas', 'CampaignOutlined'),
          ],
          { auth: AREA_ACCESS.collection },
        ),
        page('surveyplayer', 'Responder pesquisa', '/apps/surveyplayer', 'PlayCircleOutlined', {
          auth: AREA_ACCESS.player,
          audiences: RESPONDENTS,
        }),
        page('survey-users', 'Usuários das pesquisas', '/apps/survey-users', 'GroupOutlined', {
          auth: AREA_ACCESS.ecommerce,
        }),
        collapse(
          'mailing',
          'Mailing',
          'DraftsOutlined',
          [
            page('mailing-templates', 'Modelos de e-mail', '/apps/mailing', 'DraftsOutlined'),
            page('mailingjobs', 'Envios de e-mail', '/apps/mailingjobs/em-andamento', 'ScheduleSendOutlined'),
          ],
          { auth: AREA_ACCESS.mailing },
        ),
        collapse(
          'e-commerce',
          'E-commerce',
          'ShoppingCartOutlined',
          [
            page('e-commerce-products', 'Produtos', '/apps/e-commerce/products', 'Inventory2Outlined'),
            page('e-commerce-orders', 'Pedidos', '/apps/e-commerce/orders', 'ReceiptLongOutlined'),
          ],
          { auth: AREA_ACCESS.ecommerce },
        ),
        page('rooms', 'Salas e webinars', '/apps/rooms', 'VideocamOutlined', {
          auth: AREA_ACCESS.rooms,
          audiences: OUTSIDE,
        }),
        page(
          'dashboards-users',
          'Usuários dos dashboards',
          '/apps/dashboards-users',
          'SupervisedUserCircleOutlined',
          {
            auth: AREA_ACCESS.ecommerce,
          },
        ),
        page('calendar', 'Calendário', '/apps/calendar', 'CalendarMonthOutlined', {
          auth: AREA_ACCESS.templateApps,
        }),
        page('mail', 'E-mail', '/apps/mail', 'MailOutlined', { auth: AREA_ACCESS.templateApps }),
        page('todo', 'Tarefas', '/apps/todo', 'CheckBoxOutlined', { auth: AREA_ACCESS.templateApps }),
        page('contacts', 'Contatos', '/apps/contacts', 'ContactsOutlined', {
          auth: AREA_ACCESS.templateApps,
        }),
        page('notes', 'Notas', '/apps/notes', 'StickyNote2Outlined', { auth: AREA_ACCESS.templateApps }),
        page('academy', 'Academia', '/apps/academy/courses', 'SchoolOutlined', {
          auth: AREA_ACCESS.templateApps,
        }),
        page('file-manager', 'Gerenciador de arquivos', '/apps/file-manager', 'FolderOutlined', {
          auth: AREA_ACCESS.templateApps,
        }),
        page('scrumboard', 'Scrumboard', '/apps/scrumboard/boards', 'ViewKanbanOutlined', {
          auth: AREA_ACCESS.templateApps,
        }),
      ],
    },
    {
      id: 'account',
      title: 'Conta',
      type: 'group',
      children: [
        page('settings', 'Configurações da conta', '/settings', 'SettingsOutlined', {
          auth: AREA_ACCESS.settings,
          audiences: OUTSIDE,
        }),
      ],
    },
    {
      id: 'role-examples',
      title: 'Exemplos de papéis',
      type: 'group',
      children: [
        page(
          'admin-role-example',
          'Exemplo: papel admin',
          '/auth/admin-role-example',
          'AdminPanelSettingsOutlined',
          {
            auth: AREA_ACCESS.adminExample,
          },
        ),
        page('staff-role-example', 'Exemplo: papel staff', '/auth/staff-role-example', 'BadgeOutlined', {
          auth: AREA_ACCESS.staffExample,
        }),
        page(
          'guest-role-example',
          'Exemplo: papel visitante',
          '/auth/guest-role-example',
          'PersonOffOutlined',
          {
            auth: AREA_ACCESS.onlyGuest,
          },
        ),
      ],
    },
    {
      id: 'user-interface',
      title: 'Interface',
      type: 'group',
      children: [
        collapse('page-layouts', 'Layouts de página', 'ViewQuiltOutlined', [
          collapse(
            'carded',
            'Carded',
            'ViewAgendaOutlined',
            CARDED_VARIANTS.map(([variant, title]) =>
              page(
                `carded-${variant}`,
                `Carded: ${title}`,
                `/ui/page-layouts/carded/${variant}`,
                'CropLandscapeOutlined',
              ),
            ),
          ),
          collapse(
            'simple',
            'Simple',
            'ViewDayOutlined',
            SIMPLE_VARIANTS.map(([variant, title]) =>
              page(
                `simple-${variant}`,
                `Simple: ${title}`,
                `/ui/page-layouts/simple/${variant}`,
                'CropSquareOutlined',
              ),
            ),
          ),
          page('blank', 'Página em branco', '/ui/page-layouts/blank', 'CheckBoxOutlineBlank'),
        ]),
        page('icons', 'Ícones', '/ui/icons', 'InsertEmoticonOutlined'),
        page('typography', 'Tipografia', '/ui/typography', 'TextFieldsOutlined'),
        page('helper-classes', 'Classes utilitárias', '/ui/helper-classes', 'BuildOutlined'),
      ],
    },
    {
      id: 'pages',
      title: 'Páginas',
      type: 'group',
      children: [
        collapse(
          'authentication',
          'Autenticação',
          'LockOutlined',
          AUTH_PAGES.map(([slug, title, auth]) =>
            page(`auth-${slug}`, title, `/pages/auth/${slug}`, 'VpnKeyOutlined', { auth }),
          ),
        ),
        page('home', 'Página inicial', '/home', 'HomeOutlined', { audiences: OUTSIDE }),
        page('features', 'Recursos', '/pages/features', 'StarOutlined'),
        page('faq', 'Perguntas frequentes', '/pages/faq', 'HelpOutlineOutlined', { audiences: OUTSIDE }),
        page('knowledge-base', 'Base de conhecimento', '/pages/knowledge-base', 'MenuBookOutlined', {
          audiences: OUTSIDE,
        }),
        page('pricing', 'Planos e preços', '/pricing', 'AttachMoneyOutlined'),
        page('search', 'Busca', '/pages/search/modern', 'SearchOutlined'),
        page('coming-soon', 'Em breve', '/pages/coming-soon', 'AlarmOutlined'),
        page('maintenance', 'Em manutenção', '/pages/maintenance', 'BuildCircleOutlined'),
        collapse('errors', 'Erros', 'ErrorOutlineOutlined', [
          page('error-404', 'Erro 404', '/pages/errors/error-404', 'ReportProblemOutlined'),
          page('error-500', 'Erro 500', '/pages/errors/error-500', 'ReportProblemOutlined'),
        ]),
        collapse('invoices', 'Faturas', 'ReceiptOutlined', [
          page('invoice-modern', 'Fatura moderna', '/pages/invoices/modern', 'ReceiptOutlined'),
          page('invoice-compact', 'Fatura compacta', '/pages/invoices/compact', 'ReceiptOutlined'),
        ]),
        { id: 'policies-divider', title: '', type: 'divider', audiences: OUTSIDE },
        { id: 'policies', title: 'Políticas', type: 'subheader', audiences: OUTSIDE },
        page('privacy', 'Política de Privacidade', '/policy/privacy', 'PrivacyTipOutlined', {
          audiences: OUTSIDE,
        }),
        page('terms', 'Termos de Uso', '/policy/terms-of-service', 'GavelOutlined', { audiences: OUTSIDE }),
        page('cookies', 'Política de Cookies', '/policy/cookies', 'CookieOutlined', { audiences: OUTSIDE }),
      ],
    },
  ];
}

/**
 * The admin navigation: the screens of the route table of spec point 2 that exist, with the roles of point 6.
 * Rule: an entry appears only when its page exists (apps/web's routes.test checks it), so surveys,
 * e-commerce and /me come into the menu with their features.
 */
export const NAVIGATION: readonly TNavItem[] = /* @__PURE__ */ buildNavigation();
