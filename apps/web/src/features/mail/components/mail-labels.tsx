import { LabelChips } from '@/components/app-side-menu/label-chips';
import { useMailMenus } from '../api/get-mail-menus';

/** The labels of a mail as small coloured chips. */
export function MailLabels({ handles }: { handles: string[] }) {
  const { labels } = useMailMenus();
  return <LabelChips handles={handles} labels={labels} />;
}
