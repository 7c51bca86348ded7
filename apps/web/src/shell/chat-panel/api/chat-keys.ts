/** Query keys of the team chat, per signed-in user (a new session never sees the last one's cache). */
export const chatKeys = {
  all: (userId: string) => ['chat', userId] as const,
  contacts: (userId: string) => ['chat', userId, 'contacts'] as const,
  user: (userId: string) => ['chat', userId, 'user'] as const,
  dialog: (userId: string, contactId: string) => ['chat', userId, 'dialog', contactId] as const,
};
