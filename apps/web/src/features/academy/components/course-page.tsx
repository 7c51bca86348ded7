import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { can } from '@pesquisemais/shared';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useAddStep, useCourse, useSaveProgress } from '../api/academy-api';
import { CourseDialog } from './course-dialog';
import { coursePercent } from './course-progress';
import { StepDialog } from './step-dialog';

/**
 * One course: its steps on the side, the current step's content, back and next. Every move saves the step the
 * reader is on (course/update), so the course opens there next time; next on the last step finishes it.
 */
export default function CoursePage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  const save = useSaveProgress(courseId);
  // The step just chosen, shown before the server confirms it (undone if the save fails).
  const [chosen, setChosen] = useState<number | null>(null);
  const { user } = useAuth();
  const isAuthor = can(user, 'academy:author');
  const addStep = useAddStep(courseId);
  const [editing, setEditing] = useState<number | null>(null);
  const [isEditingCourse, setEditingCourse] = useState(false);

  if (course.isPending) return <LoadingIndicator />;
  if (course.isError) return <QueryError error={course.error} />;
  const { title, steps, totalSteps } = course.data;
  const active = Math.min(chosen ?? course.data.activeStep, totalSteps);
  const finished = totalSteps > 0 && active >= totalSteps;
  const step = steps[Math.min(active, totalSteps - 1)];
  const goTo = (index: number) => {
    setChosen(index);
    save.mutate(index, { onSettled: () => setChosen(null) });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Button component={Link} to="/apps/academy/courses" startIcon={<ArrowBack />}>
        Voltar aos cursos
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {isAuthor && <Button onClick={() => setEditingCourse(true)}>Editar curso</Button>}
      </Box>
      {isEditingCourse && <CourseDialog course={course.data} onClose={() => setEditingCourse(false)} />}
      <LinearProgress
        variant="determinate"
        value={coursePercent({ activeStep: active, totalSteps })}
        aria-label="Progresso no curso"
        sx={{ my: 2 }}
      />
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box component="nav" aria-label="Etapas do curso" sx={{ width: { md: 280 }, flexShrink: 0 }}>
          <Stepper nonLinear activeStep={finished ? -1 : active} orientation="vertical">
            {steps.map((item) => (
              <Step key={item.id} completed={item.index < active}>
                <StepButton onClick={() => goTo(item.index)} disabled={save.isPending}>
                  {item.title}
                </StepButton>
              </Step>
            ))}
          </Stepper>
        </Box>
        <Paper component="section" aria-label="Conteúdo da etapa" sx={{ flex: 1, p: 3, minWidth: 0 }}>
          {totalSteps === 0 ? (
            <Typography color="text.secondary">Este curso ainda não tem etapas.</Typography>
          ) : finished ? (
            <Box role="status">
              <Typography variant="h5" component="h2">
                Curso concluído!
              </Typography>
              <Typography sx={{ mt: 1 }}>Você terminou as {totalSteps} etapas deste curso.</Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
                <Button variant="contained" component={Link} to="/apps/academy/courses">
                  Ver outros cursos
                </Button>
                <Button onClick={() => goTo(0)} disabled={save.isPending}>
                  Recomeçar
                </Button>
              </Box>
            </Box>
          ) : (
            step && (
              <>
                <Typography variant="overline" component="p" color="text.secondary">
                  Etapa {step.index + 1} de {totalSteps}
                </Typography>
                <Box
                  data-testid="course-step-content"
                  sx={{ '& h2': { typography: 'h5', mt: 0 }, '& p': { typography: 'body1' } }}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server and again here
                  dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(step.content) }}
                />
                {isAuthor && (
                  <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
                    <Button variant="outlined" onClick={() => setEditing(step.index)}>
                      Editar etapa
                    </Button>
                    <Button
                      variant="outlined"
                      onClick={() => addStep.mutate(step.index + 1)}
                      disabled={addStep.isPending}
                    >
                      Inserir etapa depois
                    </Button>
                  </Box>
                )}
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
                  <Button onClick={() => goTo(active - 1)} disabled={active === 0 || save.isPending}>
                    Anterior
                  </Button>
                  <Button variant="contained" onClick={() => goTo(active + 1)} disabled={save.isPending}>
                    {active === totalSteps - 1 ? 'Concluir' : 'Próxima'}
                  </Button>
                </Box>
              </>
            )
          )}
        </Paper>
      </Box>
      {editing !== null && (
        <StepDialog course={course.data} index={editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
