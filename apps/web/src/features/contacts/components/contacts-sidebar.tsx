import Group from '@mui/icons-material/GroupOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Restore from '@mui/icons-material/RestoreOutlined';
import Star from '@mui/icons-material/StarBorderOutlined';
import { AppSideMenu } from '@/components/app-side-menu/app-side-menu';
import { useContactsUser } from '../api/get-contacts';

/** New-contact button, the three lists and the user's groups. */
export function ContactsSidebar({ onNew }: { onNew: () => void }) {
  const { data: user } = useContactsUser();
  return (
    <AppSideMenu
      label="Listas de contatos"
      action={{ title: 'Novo contato', onClick: onNew }}
      sections={[
        {
          title: 'Contatos',
          links: [
            { key: 'all', to: '/apps/contacts/all', icon: <People />, title: 'Todos os contatos' },
            { key: 'frequent', to: '/apps/contacts/frequent', icon: <Restore />, title: 'Frequentes' },
            { key: 'starred', to: '/apps/contacts/starred', icon: <Star />, title: 'Com estrela' },
          ],
        },
        {
          title: 'Grupos',
          links: (user?.groups ?? []).map((group) => ({
            key: group.id,
            to: `/apps/contacts/all?grupo=${encodeURIComponent(group.id)}`,
            icon: <Group />,
            title: `${group.name} (${group.contactIds.length})`,
          })),
        },
      ]}
    />
  );
}
