import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, type TAcademyCategory, type TAcademyCourseSummary } from '@pesquisemais/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useAcademyCategories, useCourses } from '../api/academy-api';
import { CourseDialog } from './course-dialog';
import { courseAction, coursePercent, courseUrl, isFinished } from './course-progress';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'America/Sao_Paulo' });

function CourseCard({ course, category }: { course: TAcademyCourseSummary; category?: TAcademyCategory }) {
  const percent = coursePercent(course);
  const headingId = `curso-${course.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          {category && (
            <Chip size="small" label={category.label} sx={{ bgcolor: category.color, color: '#fff' }} />
          )}
          <Typography variant="body2" color="text.secondary">
            {course.length} min
          </Typography>
        </Box>
        <Typography id={headingId} variant="h6" component="h2">
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {course.description}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Atualizado em {dateFormat.format(new Date(course.updated))}
        </Typography>
      </CardContent>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Progresso em ${course.title}`}
        aria-valuetext={isFinished(course) ? 'Concluído' : `${percent}%`}
      />
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {isFinished(course)
            ? 'Concluído'
            : `${Math.min(course.activeStep, course.totalSteps)} de ${course.totalSteps} etapas`}
        </Typography>
        <Button
          component={Link}
          to={courseUrl(course)}
          aria-label={`${courseAction(course)}: ${course.title}`}
        >
          {courseAction(course)}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The academy's course list: filter by category, search by title or description, each with the reader's progress. */
export default function CoursesPage() {
  const courses = useCourses();
  const { data: categories = [] } = useAcademyCategories();
  const { user } = useAuth();
  const [isCreating, setCreating] = useState(false);
  const [category, setCategory] = useState('all');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (courses.data ?? []).filter(
    (course) =>
      (category === 'all' || course.category === category) &&
      (!needle || `${course.title} ${course.description}`.toLowerCase().includes(needle)),
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h1">
          Academia
        </Typography>
        {can(user, 'academy:author') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Novo curso
          </Button>
        )}
      </Box>
      {isCreating && <CourseDialog onClose={() => setCreating(false)} />}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Cursos curtos sobre pesquisa, campo e a plataforma. O seu progresso fica salvo.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 3 }}>
        <TextField
          select
          size="small"
          label="Categoria"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="all">Todas</MenuItem>
          {categories.map((item) => (
            <MenuItem key={item.id} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label="Buscar cursos"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      {courses.isPending ? (
        <LoadingIndicator />
      ) : courses.isError ? (
        <QueryError error={courses.error} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">Nenhum curso encontrado.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Cursos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                category={categories.find((item) => item.value === course.category)}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
