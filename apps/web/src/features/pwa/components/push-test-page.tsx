import Container from '@mui/material/Container';
import { PushTestCard } from '@/components/push-test/push-test-card';

/** /pages/push-test: the admin's test notification card on its own page. */
export function PushTestPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PushTestCard />
    </Container>
  );
}

export default PushTestPage;
