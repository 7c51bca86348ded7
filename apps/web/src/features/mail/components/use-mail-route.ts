import { MAIL_FILTERS, MAIL_FOLDERS, MAIL_LABELS, type TMailsQuery } from '@pesquisemais/shared';
import { useParams } from 'react-router';

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** What the mail route shows: the list's query, the list's own path and the open mail. */
export function useMailRoute(): { query: TMailsQuery; listPath: string; mailId: string | undefined } {
  const { folderHandle, filterHandle, labelHandle, mailId } = useParams();
  if (isOneOf(MAIL_LABELS, labelHandle)) {
    return { query: { labelHandle }, listPath: `/apps/mail/label/${labelHandle}`, mailId };
  }
  if (isOneOf(MAIL_FILTERS, filterHandle)) {
    return { query: { filterHandle }, listPath: `/apps/mail/filter/${filterHandle}`, mailId };
  }
  const folder = isOneOf(MAIL_FOLDERS, folderHandle) ? folderHandle : 'inbox';
  return { query: { folderHandle: folder }, listPath: `/apps/mail/${folder}`, mailId };
}
