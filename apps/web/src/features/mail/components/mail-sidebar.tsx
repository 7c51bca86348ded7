import Delete from '@mui/icons-material/DeleteOutlined';
import Drafts from '@mui/icons-material/DraftsOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import Label from '@mui/icons-material/Label';
import LabelImportant from '@mui/icons-material/LabelImportantOutlined';
import Report from '@mui/icons-material/ReportOutlined';
import Send from '@mui/icons-material/SendOutlined';
import Star from '@mui/icons-material/StarBorderOutlined';
import type { ReactNode } from 'react';
import { AppSideMenu } from '@/components/app-side-menu/app-side-menu';
import { useMailMenus } from '../api/get-mail-menus';

const ICONS: Record<string, ReactNode> = {
  inbox: <Inbox />,
  send: <Send />,
  drafts: <Drafts />,
  report: <Report />,
  delete: <Delete />,
  star: <Star />,
  label_important: <LabelImportant />,
};

/** Compose button, folders, filters and labels of the mailbox. */
export function MailSidebar({ onCompose }: { onCompose: () => void }) {
  const { folders, filters, labels } = useMailMenus();
  return (
    <AppSideMenu
      label="Pastas do e-mail"
      action={{ title: 'Escrever', onClick: onCompose }}
      sections={[
        {
          title: 'Pastas',
          links: folders.map((item) => ({
            key: item.id,
            to: `/apps/mail/${item.handle}`,
            icon: ICONS[item.icon],
            title: item.title,
          })),
        },
        {
          title: 'Filtros',
          links: filters.map((item) => ({
            key: item.id,
            to: `/apps/mail/filter/${item.handle}`,
            icon: ICONS[item.icon],
            title: item.title,
          })),
        },
        {
          title: 'Etiquetas',
          links: labels.map((item) => ({
            key: item.id,
            to: `/apps/mail/label/${item.handle}`,
            icon: <Label sx={{ color: item.color }} />,
            title: item.title,
          })),
        },
      ]}
    />
  );
}
