import Check from '@mui/icons-material/Check';
import Delete from '@mui/icons-material/DeleteOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Label from '@mui/icons-material/Label';
import Schedule from '@mui/icons-material/Schedule';
import Star from '@mui/icons-material/StarBorderOutlined';
import Today from '@mui/icons-material/Today';
import ViewHeadline from '@mui/icons-material/ViewHeadline';
import type { ReactNode } from 'react';
import { AppSideMenu } from '@/components/app-side-menu/app-side-menu';
import { useAppMenus } from '@/lib/template-app-menus';

const ICONS: Record<string, ReactNode> = {
  view_headline: <ViewHeadline />,
  star: <Star />,
  error: <ErrorOutline />,
  schedule: <Schedule />,
  today: <Today />,
  check: <Check />,
  delete: <Delete />,
};

/** New-task button, the folder, filters and labels of the to-do app. */
export function TodoSidebar({ onNew }: { onNew: () => void }) {
  const { folders, filters, labels } = useAppMenus('todo-app');
  return (
    <AppSideMenu
      label="Filtros de tarefas"
      action={{ title: 'Nova tarefa', onClick: onNew }}
      sections={[
        {
          title: 'Pastas',
          links: folders.map((item) => ({
            key: item.id,
            to: `/apps/todo/${item.handle}`,
            icon: ICONS[item.icon],
            title: item.title,
          })),
        },
        {
          title: 'Filtros',
          links: filters.map((item) => ({
            key: item.id,
            to: `/apps/todo/filter/${item.handle}`,
            icon: ICONS[item.icon],
            title: item.title,
          })),
        },
        {
          title: 'Etiquetas',
          links: labels.map((item) => ({
            key: item.id,
            to: `/apps/todo/label/${item.handle}`,
            icon: <Label sx={{ color: item.color }} />,
            title: item.title,
          })),
        },
      ]}
    />
  );
}
