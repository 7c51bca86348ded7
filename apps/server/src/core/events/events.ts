import type { TNotificationKind, TSyncDashsData } from '@pesquisemais/shared';

/** How a response changed. */
export type ResponseChangeKind = 'started' | 'saved' | 'ended' | 'corrected' | 'deleted';

/**
 * What modules announce after their transaction committed. The module that changes the data publishes;
 * whoever must react (dashboards, later mailing or the feed) subscribes when it registers, so the
 * publisher never imports its consumers.
 */
export interface DomainEvents {
  /** A response was started, saved, ended (complete, screened out, over quota), corrected or deleted. */
  'response.changed': { campaignId: string; responseId: string; kind: ResponseChangeKind };
  /** A campaign's status or dates changed (a closed questionnaire closes its campaigns too). */
  'campaign.changed': { campaignId: string };
  /** A campaign's share link was replaced: whoever holds the old one loses access now. */
  'campaign.link-replaced': { campaignId: string };
  /** A user's role was changed by an admin (its open sockets were already re-checked against it). */
  'user.role-changed': { userId: string };
  /** A signed-in user (not an interview) completed a campaign's survey: the feed writes it as an activity. */
  'response.completed': { campaignId: string; responseId: string; userId: string };
  /** A questionnaire's draft was frozen as a new version by `userId`. */
  'survey.published': { surveyId: string; title: string; userId: string };
  /** A report was delivered to its client by `userId`. */
  'report.delivered': { reportId: string; campaignName: string; userId: string };
  /** The dashboard counters of a campaign moved by `data` (what its open dashboards are sent). */
  'dashboard.counted': { campaignId: string; data: TSyncDashsData };
  /**
   * Something `userId` may want to be told of (a chat message, a like or comment on a post, a report
   * delivered); the push module delivers it by push and/or e-mail as the user's notification settings say.
   */
  'notification.requested': {
    userId: string;
    kind: TNotificationKind;
    title: string;
    body: string;
    /** The app path the notification opens. */
    url: string;
  };
}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (payload: DomainEvents[K]) => unknown;

export interface EventBus {
  /** Subscribes; answers the unsubscribe function. */
  on<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): () => void;
  /**
   * Runs every subscriber of `name` and resolves when all of them settled. It never rejects: a failing
   * subscriber is logged and the publisher's write (already committed) stands.
   */
  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void>;
}

/** One bus per app (tests run several apps in one process, each with its own database). */
export function createEventBus(logError: (error: unknown, name: DomainEventName) => void): EventBus {
  const handlers = new Map<DomainEventName, Set<DomainEventHandler<DomainEventName>>>();
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      const entry = handler as DomainEventHandler<DomainEventName>;
      set.add(entry);
      return () => void set.delete(entry);
    },

    async publish(name, payload) {
      const running = [...(handlers.get(name) ?? [])].map(async (handler) => {
        try {
          await handler(payload);
        } catch (error) {
          logError(error, name);
        }
      });
      await Promise.all(running);
    },
  };
}
