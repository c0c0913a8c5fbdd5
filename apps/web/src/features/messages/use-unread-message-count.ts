/**
 * Total unread messages for the side-menu badge.
 *
 * The messaging issue supplies the real source (the message-topics query polled every
 * TIMINGS.messageCountRefetchMs, summing unreadMsgs per topic). Until then it reports 0 — which
 * hides the badge — and deliberately calls no endpoint, since none exists yet.
 */
export function useUnreadMessageCount(): number {
  return 0;
}
