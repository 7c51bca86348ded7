import type { TAcademyCourse } from '@pesquisemais/shared';
import { useState } from 'react';
import { TitledTextDialog } from '@/components/rich-text-editor/titled-text-dialog';
import { toErrorLine } from '@/lib/mutation-errors';
import { useSaveCourse } from '../api/academy-api';

/** An admin edits one step of a course (title and rich text); the course is saved whole (course/save). */
export function StepDialog({
  course,
  index,
  onClose,
}: {
  course: TAcademyCourse;
  index: number;
  onClose: () => void;
}) {
  const step = course.steps[index];
  const [error, setError] = useState('');
  const save = useSaveCourse(course.id, toErrorLine(setError));
  return (
    <TitledTextDialog
      heading={`Editar etapa ${index + 1}`}
      titleLabel="Título da etapa"
      contentLabel="Conteúdo da etapa"
      initial={{ title: step?.title ?? '', content: step?.content ?? '' }}
      error={error}
      isSaving={save.isPending}
      onClose={onClose}
      onSave={(edited) => {
        setError('');
        save.mutate(
          {
            id: course.id,
            title: course.title,
            slug: course.slug,
            description: course.description,
            category: course.category,
            length: course.length,
            steps: course.steps.map((item) =>
              item.index === index ? edited : { title: item.title, content: item.content },
            ),
          },
          { onSuccess: onClose },
        );
      }}
    />
  );
}
