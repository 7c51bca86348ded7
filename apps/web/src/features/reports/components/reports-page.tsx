import { Navigate, useParams } from 'react-router';
import { DeliveredReportsPage } from './delivered-reports-page';
import { GenerateReportsPage } from './generate-reports-page';

/** The app's not-found page (features do not import each other, so its path is written here). */
const NOT_FOUND = '/pages/errors/error-404';

/** /apps/reports/{type}: 'delivered' or 'gerar'; any other type is not found. */
export default function ReportsPage() {
  const { type } = useParams();
  if (type === 'delivered') return <DeliveredReportsPage />;
  if (type === 'gerar') return <GenerateReportsPage />;
  return <Navigate to={NOT_FOUND} replace />;
}
