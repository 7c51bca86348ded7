import { type TMailAttachment, ZMailUpload } from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/download-file';

const uploadOne = (file: File) =>
  apiRequest(`/api/mail-app/attachment?${new URLSearchParams({ name: file.name }).toString()}`, {
    method: 'POST',
    rawBody: file,
    schema: ZMailUpload,
  });

/** POST /api/mail-app/attachment?name=… for each file in turn (the bytes as the body): the uploads to send. */
export function useUploadMailAttachments() {
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      const uploads = [];
      for (const file of files) uploads.push(await uploadOne(file));
      return uploads;
    },
  });
}

/** GET the attachment's url with the session (a plain link carries no token), saved under its name. */
export function useDownloadMailAttachment() {
  return useMutation({
    mutationFn: (attachment: TMailAttachment) =>
      downloadWithSession(attachment.url, attachment.fileName, false),
  });
}
