import type { TAcademyCategory, TAcademyCourseFields } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { createAcademyRepository } from './academy-app.repository';

const CATEGORIES: TAcademyCategory[] = [
  { id: 'metodologia', value: 'metodologia', label: 'Metodologia', color: '#1565c0' },
  { id: 'campo', value: 'campo', label: 'Trabalho de campo', color: '#2e7d32' },
  { id: 'analise', value: 'analise', label: 'Análise de dados', color: '#6a1b9a' },
  { id: 'plataforma', value: 'plataforma', label: 'Plataforma', color: '#c62828' },
];

const step = (title: string, ...paragraphs: string[]) => ({
  title,
  content: `<h2>${title}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`,
});

/** Sample courses (spec: academy courses with steps), fixed ids so that links stay valid across seeds. */
export const ACADEMY_SAMPLE_COURSES: (TAcademyCourseFields & { id: string })[] = [
  {
    id: 'fundamentos-de-questionarios',
    title: 'Fundamentos de questionários',
    slug: 'fundamentos-de-questionarios',
    description: 'Como escrever perguntas claras, escolher escalas e evitar vieses.',
    category: 'metodologia',
    length: 45,
    steps: [
      step(
        'Introdução',
        'Um bom questionário começa pelo objetivo da pesquisa: cada pergunta precisa responder a uma necessidade.',
        'Neste curso você verá a estrutura de um questionário, os tipos de pergunta e os vieses mais comuns.',
      ),
      step(
        'Tipos de pergunta',
        'Perguntas abertas trazem riqueza; perguntas fechadas trazem comparabilidade.',
        'Use escolha única, múltipla escolha, escalas e matrizes conforme a informação que precisa medir.',
      ),
      step(
        'Escalas',
        'Escalas de cinco ou sete pontos equilibram precisão e esforço do respondente.',
        'Mantenha o mesmo sentido (negativo para positivo) em todo o questionário.',
      ),
      step(
        'Vieses comuns',
        'Evite perguntas que induzem a resposta, perguntas duplas e termos técnicos sem explicação.',
      ),
      step(
        'Revisão final',
        'Teste o questionário com cinco pessoas antes de ir a campo e ajuste o que gerou dúvida.',
      ),
    ],
  },
  {
    id: 'amostragem-na-pratica',
    title: 'Amostragem na prática',
    slug: 'amostragem-na-pratica',
    description: 'Cotas, margem de erro e como acompanhar metas durante a coleta.',
    category: 'metodologia',
    length: 60,
    steps: [
      step('Por que amostrar', 'Uma amostra bem desenhada representa a população com custo e prazo viáveis.'),
      step(
        'Cotas',
        'As cotas garantem a proporção de perfis (região, idade, especialidade) na amostra final.',
        'No painel de metas você acompanha o preenchimento de cada cota em tempo real.',
      ),
      step(
        'Margem de erro',
        'Com 400 entrevistas, a margem de erro fica perto de 5 pontos com 95% de confiança.',
      ),
    ],
  },
  {
    id: 'entrevista-com-medicos',
    title: 'Entrevistas com médicos',
    slug: 'entrevistas-com-medicos',
    description: 'Abordagem, agendamento e condução de entrevistas em pesquisas farmacêuticas.',
    category: 'campo',
    length: 40,
    steps: [
      step('Abordagem', 'Apresente-se, diga o objetivo da pesquisa e o tempo estimado da entrevista.'),
      step('Agendamento', 'Ofereça dois horários e confirme um dia antes por mensagem.'),
      step(
        'Condução',
        'Leia as perguntas como estão escritas e registre as respostas abertas com as palavras do entrevistado.',
      ),
      step('Encerramento', 'Agradeça, explique o incentivo e registre a entrevista como concluída.'),
    ],
  },
  {
    id: 'coleta-offline',
    title: 'Coleta sem internet',
    slug: 'coleta-sem-internet',
    description: 'Como preparar o tablet, coletar sem conexão e sincronizar depois.',
    category: 'campo',
    length: 25,
    steps: [
      step('Preparação', 'Abra o questionário com conexão antes de sair: ele fica guardado no aparelho.'),
      step('Durante a coleta', 'As respostas ficam salvas no aparelho mesmo sem sinal.'),
      step('Sincronização', 'Ao voltar a ter conexão, as entrevistas são enviadas sem duplicar.'),
    ],
  },
  {
    id: 'leitura-de-dashboards',
    title: 'Leitura de dashboards',
    slug: 'leitura-de-dashboards',
    description: 'Interpretar os painéis ao vivo das campanhas e os relatórios entregues.',
    category: 'analise',
    length: 30,
    steps: [
      step('Painéis ao vivo', 'Os painéis mostram as respostas chegando e o andamento de cada campanha.'),
      step('Filtros', 'Combine filtros para comparar regiões, perfis e períodos.'),
      step('Relatórios', 'Os relatórios entregues reúnem tabelas e gráficos prontos para o cliente.'),
    ],
  },
  {
    id: 'primeiros-passos-na-plataforma',
    title: 'Primeiros passos na plataforma',
    slug: 'primeiros-passos-na-plataforma',
    description: 'Conheça o menu, os atalhos, o chat da equipe e as configurações da sua conta.',
    category: 'plataforma',
    length: 15,
    steps: [
      step('O menu', 'O menu lateral reúne as aplicações que o seu papel pode abrir.'),
      step('Atalhos', 'Clique na estrela de um item do menu para criar um atalho na barra superior.'),
      step('Sua conta', 'Em Configurações você muda nome, senha, foto e as preferências de notificação.'),
    ],
  },
];

/** Seeds the academy's categories and sample courses into an empty academy only. */
export async function seedAcademy(db: Db): Promise<number> {
  if (!(await createAcademyRepository(db).isEmpty())) return 0;
  return db.transaction(async (tx) => {
    const academy = createAcademyRepository(tx);
    for (const [position, category] of CATEGORIES.entries()) await academy.insertCategory(category, position);
    for (const { id, ...course } of ACADEMY_SAMPLE_COURSES) await academy.insert(course, id);
    return ACADEMY_SAMPLE_COURSES.length;
  });
}
