import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@pesquisemais/shared';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { useReportProgress } from '../api/use-report-progress';
import { ReportForm } from './report-form';
import { ReportsTable } from './reports-table';

/** /apps/reports/gerar — collection roles generate campaign reports and deliver them. */
export function GenerateReportsPage() {
  const { user } = useAuth();
  const isAllowed = can(user, 'reports:manage');
  useReportProgress(isAllowed);
  if (!isAllowed) {
    return (
      <Typography sx={{ p: 3 }}>
        Somente a equipe de coleta gera relatórios. Os relatórios entregues estão em “Relatórios entregues”.
      </Typography>
    );
  }
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Gerar relatórios
        </Typography>
        <Button
          component={RouterLink}
          to="/apps/reports/delivered"
          startIcon={<AssignmentTurnedInOutlined />}
        >
          Relatórios entregues
        </Button>
      </Stack>
      <Typography color="text.secondary">
        CSV com as respostas completas; XLSX com os dados e os resultados por pergunta; PDF com gráficos e
        tabelas. O relatório é gerado em segundo plano — acompanhe o progresso abaixo.
      </Typography>
      <ReportForm />
      <ReportsTable />
    </Box>
  );
}
