import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useMailMenus } from '../api/get-mail-menus';
import { useMails } from '../api/get-mails';
import { ComposeDialog } from './compose-dialog';
import { MailDetail } from './mail-detail';
import { MailList } from './mail-list';
import { MailSelectionToolbar } from './mail-selection-toolbar';
import { MailSidebar } from './mail-sidebar';
import { useMailRoute } from './use-mail-route';

function useListTitle(listPath: string): string {
  const { folders, filters, labels } = useMailMenus();
  const handle = listPath.split('/').at(-1);
  return [...folders, ...filters, ...labels].find((item) => item.handle === handle)?.title ?? 'E-mail';
}

/** The internal mailbox: side menu, the list of a folder, filter or label, or one open mail. */
export default function MailPage() {
  const { query, listPath, mailId } = useMailRoute();
  const { data: mails, isPending } = useMails(query);
  const [selected, setSelected] = useState<string[]>([]);
  const [isComposing, setComposing] = useState(false);
  const title = useListTitle(listPath);
  // A selection belongs to the list it was made in.
  const [selectionPath, setSelectionPath] = useState(listPath);
  if (selectionPath !== listPath) {
    setSelectionPath(listPath);
    setSelected([]);
  }
  const ids = (mails ?? []).map((mail) => mail.id);
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100%' }}>
      <Box sx={{ width: { md: 260 }, flexShrink: 0, borderRight: { md: 1 }, borderColor: 'divider' }}>
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          E-mail
        </Typography>
        <MailSidebar onCompose={() => setComposing(true)} />
      </Box>
      <Paper square elevation={0} sx={{ flex: 1, minWidth: 0 }}>
        {mailId ? (
          <MailDetail mailId={mailId} listPath={listPath} />
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
              {title}
            </Typography>
            <MailSelectionToolbar
              ids={ids}
              selected={selected.filter((id) => ids.includes(id))}
              onSelect={setSelected}
            />
            {isPending ? (
              <LoadingIndicator />
            ) : (
              <MailList mails={mails ?? []} listPath={listPath} selected={selected} onToggle={toggle} />
            )}
          </>
        )}
      </Paper>
      <ComposeDialog open={isComposing} onClose={() => setComposing(false)} />
    </Box>
  );
}
