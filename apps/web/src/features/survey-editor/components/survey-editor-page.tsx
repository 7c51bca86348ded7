import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryError } from '@/components/query-error';
import { surveyQueryOptions, useSurvey } from '../api/get-survey';
import { SurveyEditor } from './survey-editor';

/** /apps/coleta/surveyedit/:courseId/:courseHandle? */
export default function SurveyEditorPage() {
  const { courseId = '' } = useParams();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useSurvey(courseId);
  const [reloads, setReloads] = useState(0);

  const handleReload = async () => {
    await queryClient.fetchQuery({ ...surveyQueryOptions(courseId), staleTime: 0 });
    setReloads((count) => count + 1);
  };

  if (isPending) return <LoadingIndicator />;
  if (error) return <QueryError error={error} />;
  return <SurveyEditor key={`${data.id}-${reloads}`} survey={data} onReload={() => void handleReload()} />;
}
