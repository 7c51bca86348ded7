import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';

/** Return address of an identity provider; with none configured it goes on to /login. */
export function CallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/login', { replace: true });
  }, [navigate]);
  return <LoadingIndicator fullPage />;
}

export default CallbackPage;
