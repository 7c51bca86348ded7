import type { Db } from '../../core/db/connection';
import { createKnowledgeBaseRepository } from './knowledge-base.repository';

type TSeedGroup = { id: string; title: string; path: string; titles: string[] };

/** The five sample articles of the spec (ids 1 to 5), featured on their groups' cards. */
const FEATURED: { id: string; groupId: string; title: string; content: string }[] = [
  {
    id: '1',
    groupId: 'primeiros-passos',
    title: 'Como acessar a plataforma pela primeira vez',
    content:
      '<p>Use o e-mail e a senha que você recebeu no convite. Na primeira entrada, troque a senha em <strong>Configurações</strong>.</p><ol><li>Abra a página de login.</li><li>Informe e-mail e senha.</li><li>Clique em Entrar.</li></ol>',
  },
  {
    id: '2',
    groupId: 'primeiros-passos',
    title: 'Conhecendo o menu e os atalhos',
    content:
      '<p>O menu lateral mostra as aplicações que o seu papel pode abrir. A estrela ao lado de um item cria um atalho na barra superior.</p>',
  },
  {
    id: '3',
    groupId: 'questionarios',
    title: 'Criando o seu primeiro questionário',
    content:
      '<p>Em <strong>Coleta &gt; Questionários</strong>, clique em Novo questionário, dê um nome e adicione as perguntas.</p><p>Publique quando estiver pronto: a versão publicada fica guardada.</p>',
  },
  {
    id: '4',
    groupId: 'paineis-e-relatorios',
    title: 'Acompanhando uma campanha ao vivo',
    content:
      '<p>O painel de campanhas ao vivo mostra as respostas chegando, as cotas e o andamento por região.</p><ul><li>Use os filtros para comparar perfis.</li><li>Compartilhe o link com o cliente.</li></ul>',
  },
  {
    id: '5',
    groupId: 'conta-e-seguranca',
    title: 'Trocando a senha e encerrando sessões',
    content:
      '<p>Em <strong>Configurações &gt; Conta</strong> você troca a senha e pode encerrar as sessões abertas em outros aparelhos.</p>',
  },
];

/** The four groups (spec: article counts 17, 12, 19, 24), the featured articles included. */
const GROUPS: TSeedGroup[] = [
  {
    id: 'primeiros-passos',
    title: 'Primeiros passos',
    path: 'primeiros-passos',
    titles: [
      'Papéis de usuário e o que cada um vê',
      'Mudando o tema e o layout',
      'Usando a busca da barra superior',
      'O painel rápido: eventos e notas',
      'Conversando com a equipe no chat',
      'Recebendo notificações no navegador',
      'Usando a plataforma no celular',
      'Instalando o aplicativo no computador',
      'Aceitando os cookies',
      'Onde encontrar as perguntas frequentes',
      'Falando com o suporte',
      'Glossário da plataforma',
      'Novidades da versão alpha',
      'Idioma e fuso horário',
      'Atalhos de teclado',
    ],
  },
  {
    id: 'questionarios',
    title: 'Questionários e coleta',
    path: 'questionarios',
    titles: [
      'Tipos de pergunta disponíveis',
      'Condições para exibir perguntas',
      'Importando um questionário',
      'Versões publicadas',
      'Coletando sem internet',
      'Convidando respondentes do painel',
      'Encerramentos personalizados',
      'Anexos nas respostas',
      'Duplicando um questionário',
      'Arquivando um questionário',
      'Testando antes de publicar',
    ],
  },
  {
    id: 'paineis-e-relatorios',
    title: 'Painéis e relatórios',
    path: 'paineis-e-relatorios',
    titles: [
      'Metas e cotas',
      'Filtros do painel',
      'Gráficos por região',
      'Exportando dados',
      'Relatórios entregues',
      'Gerando um relatório',
      'Compartilhando um painel com o cliente',
      'Painel de acompanhamento',
      'Produtividade dos entrevistadores',
      'Respostas em tempo real',
      'Comparando períodos',
      'Tabelas de frequência',
      'Cruzamentos',
      'Ponderação da amostra',
      'Margem de erro no relatório',
      'Baixando um relatório em PDF',
      'Agendando envios',
      'Histórico de relatórios',
    ],
  },
  {
    id: 'conta-e-seguranca',
    title: 'Conta e segurança',
    path: 'conta-e-seguranca',
    titles: [
      'Esqueci minha senha',
      'Trocando o e-mail da conta',
      'Foto do perfil',
      'Conta bloqueada após tentativas',
      'Sessão expirada',
      'Exportando os meus dados',
      'Excluindo a conta',
      'Política de privacidade',
      'Termos de uso',
      'Política de cookies',
      'Tela de bloqueio',
      'Senhas fortes',
      'Acesso de convidados',
      'Links de compartilhamento',
      'Permissões por papel',
      'Registro de acessos',
      'Dados pessoais de respondentes',
      'Certificação ISO',
      'Backup dos dados',
      'Onde os dados ficam guardados',
      'Autenticação em aparelhos compartilhados',
      'Reportando um problema de segurança',
      'Encerrando a sessão',
    ],
  },
];

/** Seeds the knowledge base's groups and articles into an empty knowledge base only. */
export async function seedKnowledgeBase(db: Db): Promise<number> {
  if (!(await createKnowledgeBaseRepository(db).isEmpty())) return 0;
  return db.transaction(async (tx) => {
    const kb = createKnowledgeBaseRepository(tx);
    let count = 0;
    let nextId = FEATURED.length + 1;
    for (const [position, group] of GROUPS.entries()) {
      await kb.insertGroup(group, position);
      for (const article of FEATURED.filter((item) => item.groupId === group.id)) {
        await kb.save({ ...article, featured: true });
        count += 1;
      }
      for (const title of group.titles) {
        await kb.save({
          id: String(nextId),
          groupId: group.id,
          title,
          featured: false,
          content: `<p>${title}: um guia curto do tema em ${group.title.toLowerCase()}, com os passos na plataforma.</p>`,
        });
        nextId += 1;
        count += 1;
      }
    }
    return count;
  });
}
